import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paymentReturnMachineFor } from '../../application/payments/buyer-payments';
import { paymentMessages } from '../../domain/payments/payment-session';
import { useServices } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';
import { useBuyerServices } from '../shared/use-buyer-services';

/**
 * Spec §2/§4 Success page: the provider sends the buyer back here with
 * session_id and gateway; the payment is verified against the stored
 * session, then the buyer goes where the machine's outcome says. The outcome
 * is the machine's output, there even when it was decided before this page listened.
 */
export function SuccessPage() {
  usePageTitle(paymentMessages.succeededTitle);
  const { notify } = useServices();
  const { screenParts, paymentSessions } = useBuyerServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [input] = useState(() => ({
    sessionId: params.get('session_id'),
    gateway: params.get('gateway'),
    ...paymentSessions.current(),
  }));
  const actor = useActorRef(paymentReturnMachineFor(screenParts), { input });
  const outcome = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));
  // Effects run twice under StrictMode: one toast, one navigation.
  const reported = useRef(false);

  useEffect(() => {
    if (!outcome || reported.current) return;
    reported.current = true;
    notify[outcome.kind](outcome.message);
    navigate(outcome.goTo, { replace: true });
  }, [outcome, notify, navigate]);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <CheckCircleOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'success.main', mb: 1 }} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {paymentMessages.succeededTitle}
      </Typography>
      <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography color="textSecondary">{paymentMessages.verifying}</Typography>
      </Box>
    </Box>
  );
}
