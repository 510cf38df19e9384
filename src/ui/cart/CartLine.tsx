import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from '../../domain/cart/cart';
import { summaryLine } from '../../domain/checkout/order-summary';
import { formatMoney, formatUnitPrice } from '../../domain/shared/money';
import { CartQuantityInput } from './CartQuantityInput';
import { lineName, unitOfMeasure } from './line-labels';

function Figure({ label, children, area, end = false }: { label: string; children: ReactNode; area: string; end?: boolean }) {
  return (
    <Box sx={{ gridArea: area, minWidth: 0, textAlign: end ? { xs: 'right', md: 'left' } : undefined }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** Which line a change is for. */
export type CartLineRef = Pick<CartItem, 'productId' | 'variantId' | 'quantityType'>;

/**
 * One cart line: a card on a phone (picture and name, then price, quantity
 * and total), one row from a tablet up. Memoized: with stable handlers, a
 * change to one line renders only that line again, however long the cart.
 */
export const CartLine = memo(function CartLine({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (line: CartLineRef, quantity: number) => void;
  onRemove: (line: CartLineRef) => void;
}) {
  const line = summaryLine(item);
  const isCase = item.quantityType === 'CASE';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        // A line off screen is not styled, laid out or painted until scrolled to: a long cart opens and changes quickly.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 240px',
        p: 2,
        display: 'grid',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        // From a tablet up the figures keep fixed columns, so they line up from one line to the next.
        gridTemplateColumns: { xs: '64px minmax(0, 1fr) auto', md: '80px minmax(0, 1fr) 128px 132px 100px 40px' },
        gridTemplateAreas: {
          xs: '"image info remove" "price price price" "quantity quantity total"',
          md: '"image info price quantity total remove"',
        },
      }}
    >
      <Box
        sx={{
          gridArea: 'image',
          width: { xs: 64, md: 80 },
          height: { xs: 64, md: 80 },
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#eef1f5',
          display: 'grid',
          placeItems: 'center',
          alignSelf: 'start',
        }}
      >
        {item.image ? (
          <img src={item.image} alt="" width={80} height={80} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <ImageOutlinedIcon aria-hidden sx={{ color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/product/${encodeURIComponent(item.productId)}`} color="inherit" underline="hover">
            {item.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Variant: {item.variantName || 'Standard'}
        </Typography>
        {item.sku && (
          <Typography variant="body2" color="text.secondary">
            SKU: {item.sku}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {unitOfMeasure(item)}
        </Typography>
      </Box>
      <Figure label="Unit price" area="price">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatUnitPrice(line.unitPrice)}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              / unit
            </Typography>
          </Typography>
          {line.caseDiscountApplied && <Chip label="5% OFF Applied" color="success" size="small" sx={{ maxWidth: 'none' }} />}
        </Box>
      </Figure>
      <Figure label={isCase ? 'Quantity (cases)' : 'Quantity'} area="quantity">
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'center', md: 'flex-start' }, columnGap: 1.5, rowGap: 0.25 }}>
          <CartQuantityInput value={item.quantity} onChange={(quantity) => onQuantity(item, quantity)} label={lineName(item)} />
          <Typography variant="body2" color="text.secondary">
            {line.units} {line.units === 1 ? 'unit' : 'units'}
          </Typography>
        </Box>
      </Figure>
      <Figure label="Total" area="total" end>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(line.total)}</Typography>
      </Figure>
      <Box sx={{ gridArea: 'remove', alignSelf: { xs: 'start', md: 'center' }, justifySelf: 'end', mt: { xs: -1, md: 0 }, mr: { xs: -1, md: 0 } }}>
        <IconButton aria-label={`Remove ${lineName(item)}`} onClick={() => onRemove(item)} color="error">
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Paper>
  );
});
