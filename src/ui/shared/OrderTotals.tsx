import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, isZero, type Money } from '../../domain/shared/money';

export interface Totals {
  readonly subtotal: Money;
  readonly discount: Money;
  /** The coupon the discount comes from, when one does. */
  readonly couponCode: string | null;
  readonly shipping: Money;
  readonly total: Money;
}

/** Subtotal, the discount (when there is one), shipping ('Free' at zero) and the total: the cart's, the checkout's or a placed order's. */
export function OrderTotals({ subtotal, discount, couponCode, shipping, total }: Totals) {
  const rows: Array<{ label: string; value: string; strong?: boolean; tone?: string }> = [
    { label: 'Subtotal', value: formatMoney(subtotal) },
  ];
  if (!isZero(discount)) {
    rows.push({ label: couponCode ? `Discount (${couponCode})` : 'Discount', value: `-${formatMoney(discount)}`, tone: 'success.dark' });
  }
  rows.push({ label: 'Shipping', value: isZero(shipping) ? 'Free' : formatMoney(shipping) });
  rows.push({ label: 'Total', value: formatMoney(total), strong: true });

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
