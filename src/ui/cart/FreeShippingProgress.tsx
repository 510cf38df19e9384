import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { freeShippingFrom } from '../../application/catalog/free-shipping';
import type { ShippingPolicy } from '../../domain/pricing/pricing';
import { centsOf, formatMoney, greaterThanOrEqual, subtract, type Money } from '../../domain/shared/money';

/** Spec §2 Cart: how far the subtotal is from free shipping ($2,500, spec §9); nothing when the deployment charges no shipping. */
// Memoised: a quantity change renders the cart page at once, and the bar only with the totals, after the line's paint.
export const FreeShippingProgress = memo(function FreeShippingProgress({ subtotal, shipping }: { subtotal: Money; shipping: ShippingPolicy }) {
  const threshold = freeShippingFrom(shipping);
  if (!threshold) return null;
  const qualifies = greaterThanOrEqual(subtotal, threshold);
  const message = qualifies
    ? 'You qualify for free shipping!'
    : `Add ${formatMoney(subtract(threshold, subtotal))} more for free shipping`;
  // Display only: the bar's width in whole percent, from integer cents.
  const percent = qualifies ? 100 : Math.floor((centsOf(subtotal) * 100) / centsOf(threshold));

  return (
    <Box
      sx={{
        bgcolor: qualifies ? '#edf7ee' : '#fff7e6',
        border: 1,
        borderColor: qualifies ? '#b7dfb9' : '#f5d9a8',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        mb: 3,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <LocalShippingOutlinedIcon fontSize="small" aria-hidden sx={{ color: qualifies ? 'success.main' : '#7c2d12' }} />
        <Typography id="free-shipping-message" variant="body2" sx={{ fontWeight: 600, color: qualifies ? 'success.main' : '#7c2d12' }}>
          {message}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={qualifies ? 'success' : 'secondary'}
        aria-label="Progress towards free shipping"
        aria-describedby="free-shipping-message"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
});
