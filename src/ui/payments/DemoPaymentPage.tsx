import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { DemoPayment, DemoPaymentsPort } from '../../application/ports/demo-payments.port';
import { formatMoney } from '../../domain/shared/money';
import { useServices } from '../app/services-context';
import { NotFoundPage } from '../shell/NotFoundPage';
import { useLoad } from '../shared/useLoad';
import { usePageTitle } from '../shared/use-page-title';

const PROVIDERS: Readonly<Record<DemoPayment['gateway'], { name: string; kind: string; band: string }>> = {
  STRIPE: { name: 'Stripe', kind: 'Card payment (demo)', band: '#635bff' },
  PAYPAL: { name: 'PayPal', kind: 'PayPal (demo)', band: '#003087' },
};

const PURPOSES: Readonly<Record<DemoPayment['purpose'], string>> = {
  ORDER_PURCHASE: 'Order payment to Lumen Trade',
  CREDIT_REPAYMENT: 'Credit repayment to Lumen Trade',
};

function Frame({ title, band, children }: { title: string; band: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: { xs: 2, md: 5 } }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ bgcolor: band, color: '#fff', px: 3, py: 2 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {title}
          </Typography>
        </Box>
        <Box sx={{ p: 3, display: 'grid', gap: 2 }}>{children}</Box>
      </Paper>
    </Box>
  );
}

function PaymentView({ sessionId, payment, port }: { sessionId: string; payment: DemoPayment; port: DemoPaymentsPort }) {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const provider = PROVIDERS[payment.gateway];
  const query = new URLSearchParams({ session_id: sessionId, gateway: payment.gateway });

  async function cancel() {
    setCancelling(true);
    setError(null);
    try {
      await port.cancel(sessionId);
      navigate('/cancel');
    } catch (failure) {
      setCancelling(false);
      setError(failure instanceof Error && failure.message ? failure.message : 'The payment could not be cancelled');
    }
  }

  return (
    <Frame title={provider.name} band={provider.band}>
      <Typography color="textSecondary">{provider.kind}</Typography>
      <Box>
        <Typography variant="body2" color="textSecondary">
          {PURPOSES[payment.purpose]}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{formatMoney(payment.amount)}</Typography>
      </Box>
      <Typography variant="body2" color="textSecondary">
        A demonstration page standing in for the payment provider: no card is asked for and no money moves.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {payment.status === 'PENDING' ? (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" component={RouterLink} to={`/success?${query}`} sx={{ flex: 1, minWidth: 140 }}>
            Pay {formatMoney(payment.amount)}
          </Button>
          <Button variant="outlined" size="large" onClick={cancel} disabled={cancelling} sx={{ flex: 1, minWidth: 140 }}>
            Cancel
          </Button>
        </Box>
      ) : (
        <Alert severity={payment.status === 'COMPLETED' ? 'success' : 'info'}>
          {payment.status === 'COMPLETED' ? 'This payment has already been made.' : 'This payment was cancelled.'}
        </Alert>
      )}
    </Frame>
  );
}

function DemoPaymentScreen({ port }: { port: DemoPaymentsPort }) {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const payment = useLoad(`demo-payment:${sessionId}`, () => (sessionId ? port.describe(sessionId) : Promise.resolve(null)));
  usePageTitle(payment.status === 'ready' && payment.data ? PROVIDERS[payment.data.gateway].name : 'Demo payment');

  if (payment.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading payment" />
      </Box>
    );
  }
  if (payment.status === 'failed' || payment.data === null) {
    return (
      <Frame title="Demo payment" band="#52606d">
        <Alert severity="error" action={payment.status === 'failed' ? <Button color="inherit" size="small" onClick={payment.retry}>Try Again</Button> : undefined}>
          {payment.status === 'failed' ? 'The payment could not be loaded' : 'Payment not found'}
        </Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          Go Home
        </Button>
      </Frame>
    );
  }
  return <PaymentView sessionId={sessionId} payment={payment.data} port={port} />;
}

/** The demo backend's stand-in for the provider's page (demo mode only; over HTTP it is the 404 page). */
export function DemoPaymentPage() {
  const { info, demoPayments } = useServices();
  if (info.backend !== 'demo' || !demoPayments) return <NotFoundPage />;
  return <DemoPaymentScreen port={demoPayments} />;
}
