import Chip from '@mui/material/Chip';
import { orderStatusTone, paymentStatusTone, type Tone } from '../../domain/orders/order-display';
import { orderStatusText, paymentStatusText } from './order-labels';

/**
 * A light tint with dark text in the tone's colour: MUI's filled info and
 * warning chips (white on #0288d1 / #ed6c02) fall short of WCAG AA for small
 * text. Spec §4: pending yellow, refunded payments purple (the theme's
 * secondary is amber, so the purple is set here).
 */
const TONE_LOOK: Readonly<Record<Tone, { color: string; bgcolor: string; borderColor: string }>> = {
  success: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#66bb6a' },
  info: { color: '#01579b', bgcolor: '#e1f5fe', borderColor: '#4fc3f7' },
  warning: { color: '#6d4c00', bgcolor: '#fff8d6', borderColor: '#e6b800' },
  error: { color: '#b71c1c', bgcolor: '#ffebee', borderColor: '#ef5350' },
  secondary: { color: '#6a1b9a', bgcolor: '#f3e5f5', borderColor: '#ab47bc' },
  default: { color: '#37474f', bgcolor: '#eceff1', borderColor: '#90a4ae' },
};

/** The status always in words: colour is never the only sign. */
function ToneChip({ label, tone }: { label: string; tone: Tone }) {
  const look = TONE_LOOK[tone];
  return (
    <Chip
      label={label}
      color={tone}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600, ...look, '& .MuiChip-label': { color: look.color } }}
    />
  );
}

export function OrderStatusChip({ status }: { status: string }) {
  return <ToneChip label={orderStatusText(status)} tone={orderStatusTone(status)} />;
}

export function PaymentStatusChip({ status }: { status: string }) {
  return <ToneChip label={paymentStatusText(status)} tone={paymentStatusTone(status)} />;
}
