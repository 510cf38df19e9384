import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CancelledPayment } from '../../application/buyer-services';
import { paymentMessages } from '../../domain/payments/payment-session';
import { useServices } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';
import { useBuyerServices } from '../shared/use-buyer-services';

/**
 * Spec §2/§4 Cancel page: the payment session is removed; Try Again goes back
 * to what was being paid. Without a live session (none, expired, or not one
 * the shop wrote) the page cannot tell what was being paid: as on the Success
 * page, 'Payment session expired or invalid', then /profile (spec §8).
 */
export function CancelPage() {
  usePageTitle(paymentMessages.cancelledTitle);
  const { notify } = useServices();
  const navigate = useNavigate();
  const { paymentSessions } = useBuyerServices();
  const [cancelledPayment, setCancelledPayment] = useState<Extract<CancelledPayment, { kind: 'cancelled' }> | null>(null);
  // Once, StrictMode or not: a second cancel() would find nothing and forget what was being paid.
  const cancelled = useRef(false);

  useEffect(() => {
    if (cancelled.current) return;
    cancelled.current = true;
    const outcome = paymentSessions.cancel();
    if (outcome.kind === 'expired') {
      notify.error(outcome.message);
      navigate(outcome.goTo, { replace: true });
      return;
    }
    setCancelledPayment(outcome);
  }, [paymentSessions, notify, navigate]);

  // The session is removed as the page mounts: what it shows comes right after.
  if (!cancelledPayment) return null;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <CancelOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'error.main', mb: 1 }} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {cancelledPayment.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {paymentMessages.noCharge}
      </Typography>
      <Button component={RouterLink} to={cancelledPayment.retryPath} variant="contained" size="large">
        Try Again
      </Button>
    </Box>
  );
}
