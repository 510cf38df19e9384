import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '../../domain/checkout/order-summary';
import { formatMoney, isZero } from '../../domain/shared/money';

/** Subtotal, the coupon's discount (when one applies), shipping ('Free' at zero) and the total, as the summary says. */
export function OrderTotals({ summary }: { summary: OrderSummary }) {
  const rows: Array<{ label: string; value: string; strong?: boolean; tone?: string }> = [
    { label: 'Subtotal', value: formatMoney(summary.subtotal) },
  ];
  if (summary.coupon && !isZero(summary.discount)) {
    rows.push({ label: `Discount (${summary.coupon.code})`, value: `-${formatMoney(summary.discount)}`, tone: 'success.main' });
  }
  rows.push({ label: 'Shipping', value: isZero(summary.shipping) ? 'Free' : formatMoney(summary.shipping) });
  rows.push({ label: 'Total', value: formatMoney(summary.total), strong: true });

  return (
    // No column gap: the rule above the total runs unbroken under both cells.
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            sx={row.strong ? { fontWeight: 700, fontSize: '1.125rem', pt: 1, borderTop: 1, borderColor: 'divider' } : { color: 'text.secondary' }}
          >
            {row.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              pl: 2,
              textAlign: 'right',
              color: row.tone,
              ...(row.strong ? { fontWeight: 700, fontSize: '1.125rem', pt: 1, borderTop: 1, borderColor: 'divider' } : {}),
            }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
