import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cart } from '../../domain/cart/cart';
import type { SummaryLine } from '../../domain/checkout/order-summary';
import { formatMoney, formatUnitPrice } from '../../domain/shared/money';
import { unitOfMeasure } from '../cart/line-labels';

/** The order's lines in the checkout summary: name, variant, quantity, units at their unit price, line total. */
export function OrderLines({ items, lines }: { items: Cart; lines: readonly SummaryLine[] }) {
  return (
    <Box component="ul" aria-label="Order items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item, index) => {
        const line = lines[index];
        if (!line) return null;
        return (
          <Box
            component="li"
            key={`${item.productId}:${item.variantId}:${item.quantityType}`}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {[item.variantName, unitOfMeasure(item)].filter(Boolean).join(' · ')} × {item.quantity} ({line.units}{' '}
                {line.units === 1 ? 'unit' : 'units'} at {formatUnitPrice(line.unitPrice)}
                {line.caseDiscountApplied ? ', 5% OFF Applied' : ''})
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatMoney(line.total)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
