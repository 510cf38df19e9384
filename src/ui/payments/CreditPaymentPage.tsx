import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UserProfile } from '../../domain/accounts/profile';
import { REPAYMENT_METHODS } from '../../domain/payments/payment-method';
import { paymentMessages } from '../../domain/payments/payment-session';
import { formatMoney, isZero } from '../../domain/shared/money';
import { useServices, useSession } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';
import { WalletFigure, WalletReadFailure } from '../shared/WalletFigure';
import { PaymentMethodField } from './PaymentMethodField';
import { PaymentTabNotice } from './PaymentTabNotice';
import { creditRepaymentMachineFor } from '../../application/payments/buyer-payments';
import { useBuyerServices } from '../shared/use-buyer-services';

const REPAYMENT_OPTIONS = REPAYMENT_METHODS.map((method) => ({ method }));

function CreditPaymentForm({ profile }: { profile: UserProfile }) {
  const { notify } = useServices();
  // After a payment, the due held is old: neither shown nor paid until read again.
  const figuresCurrent = useSession().walletFigures === 'current';
  const { screenParts } = useBuyerServices();
  const amountDue = profile.wallet.creditDue;
  const actor = useActorRef(creditRepaymentMachineFor(screenParts), { input: { amountDue } });
  const snapshot = useSelector(actor, (current) => current);

  // The profile reloads on every route change; the amount follows it until Pay.
  useEffect(() => actor.send({ type: 'AMOUNT_CHANGED', amountDue }), [actor, amountDue]);
  useEffect(() => {
    const subscriptions = [
      actor.on('paymentStarted', ({ message }) => notify.success(message)),
      actor.on('paidElsewhere', ({ message }) => notify.success(message)),
      actor.on('failed', ({ message }) => notify.error(message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, notify]);

  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const paying = snapshot.matches('paying');
  const awaiting = snapshot.matches('awaitingPayment');
  const paidElsewhere = snapshot.matches('paidElsewhere');
  const nothingDue = isZero(context.amountDue);

  function pay(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'PAY' });
  }

  return (
    <Box component="form" noValidate onSubmit={pay} aria-label="Credit Payment" sx={{ display: 'grid', gap: 3 }}>
      {paidElsewhere && (
        <Alert severity="success" role="status">
          {paymentMessages.paidElsewhere}
        </Alert>
      )}
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          bgcolor: nothingDue ? '#edf7ee' : '#fdecec',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Amount Due</Typography>
        <WalletFigure name="amount due">
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: nothingDue ? 'success.main' : 'error.main' }}>
            {formatMoney(context.amountDue)}
          </Typography>
        </WalletFigure>
        {nothingDue && figuresCurrent && (
          <Typography variant="body2" color="textSecondary" sx={{ flexBasis: '100%' }}>
            You have no pending credit payments
          </Typography>
        )}
      </Box>
      <PaymentMethodField
        options={REPAYMENT_OPTIONS}
        value={context.paymentMethod}
        onChange={(method) => actor.send({ type: 'SELECT_PAYMENT', method })}
        disabled={!editing}
      />
      <WalletReadFailure />
      {context.error && <Alert severity="error">{context.error}</Alert>}
      {awaiting && context.paymentUrl && <PaymentTabNotice paymentUrl={context.paymentUrl} />}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/profile" variant="outlined" size="large">
          {paidElsewhere ? 'Back to Profile' : 'Cancel'}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={nothingDue || !editing || !figuresCurrent} sx={{ minWidth: 160 }}>
          {paying ? 'Processing...' : 'Pay'}
        </Button>
      </Box>
    </Box>
  );
}

/** Spec §2 Credit Payment, §4 Repay: the whole amount due, by card or PayPal. Reached by URL only (spec §2 Profile). */
export function CreditPaymentPage() {
  usePageTitle('Credit Payment');
  const { profile } = useSession();
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', py: { xs: 1, md: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Credit Payment
        </Typography>
        {profile && <CreditPaymentForm profile={profile} />}
      </Paper>
    </Box>
  );
}
