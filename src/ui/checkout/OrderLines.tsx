import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { Cart, CartItem } from '../../domain/cart/cart';
import { summaryLine } from '../../domain/checkout/order-summary';
import { priceInWords, quantityInWords } from '../../domain/pricing/unit-wording';
import { formatMoney } from '../../domain/shared/money';

const OrderLine = memo(function OrderLine({ item }: { item: CartItem }) {
  const line = summaryLine(item);
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          {[item.variantName, quantityInWords(item)].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          {priceInWords({ ...item, unitPrice: line.unitPrice })}
          {line.caseDiscountApplied ? ' · 5% OFF Applied' : ''}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatMoney(line.total)}
      </Typography>
    </Box>
  );
});

/**
 * The order's lines in the checkout summary: name, variant, quantity, units at their unit price, line total.
 * Memoised on the cart: a coupon or a delivery choice leaves them alone.
 */
export const OrderLines = memo(function OrderLines({ items }: { items: Cart }) {
  return (
    <Box component="ul" aria-label="Order items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <OrderLine key={`${item.productId}:${item.variantId}:${item.quantityType}`} item={item} />
      ))}
    </Box>
  );
});
