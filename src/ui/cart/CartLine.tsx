import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useCallback, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from '../../domain/cart/cart';
import { summaryLine } from '../../domain/checkout/order-summary';
import { formatMoney, formatUnitPrice } from '../../domain/shared/money';
import { LineThumbnail } from '../shared/LineThumbnail';
import { CartQuantityInput } from './CartQuantityInput';
import { lineName, unitOfMeasure } from './line-labels';

function Figure({ label, children, area, end = false }: { label: string; children: ReactNode; area: string; end?: boolean }) {
  return (
    <Box sx={{ gridArea: area, minWidth: 0, textAlign: end ? { xs: 'right', md: 'left' } : undefined }}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** Which line a change is for. */
export type CartLineRef = Pick<CartItem, 'productId' | 'variantId' | 'quantityType'>;

const lineSx = {
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
} as const;

const LinePicture = memo(function LinePicture({ image }: { image: string | null }) {
  return <LineThumbnail image={image} size={{ xs: 64, md: 80 }} pixels={80} sx={{ gridArea: 'image', alignSelf: 'start' }} />;
});

const LineInfo = memo(function LineInfo({
  productId,
  name,
  variantName,
  sku,
  unit,
}: {
  productId: string;
  name: string;
  variantName: string;
  sku: string | null | undefined;
  unit: string;
}) {
  return (
    <Box sx={{ gridArea: 'info', minWidth: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={`/product/${encodeURIComponent(productId)}`} color="inherit" underline="hover">
          {name}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Variant: {variantName || 'Standard'}
      </Typography>
      {sku && (
        <Typography variant="body2" color="textSecondary">
          SKU: {sku}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        {unit}
      </Typography>
    </Box>
  );
});

const LineUnitPrice = memo(function LineUnitPrice({ unitPrice, caseDiscountApplied }: { unitPrice: string; caseDiscountApplied: boolean }) {
  return (
    <Figure label="Unit price" area="price">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {unitPrice}
          <Typography component="span" variant="body2" color="textSecondary">
            {' '}
            / unit
          </Typography>
        </Typography>
        {caseDiscountApplied && <Chip label="5% OFF Applied" color="success" size="small" sx={{ maxWidth: 'none' }} />}
      </Box>
    </Figure>
  );
});

const RemoveLineButton = memo(function RemoveLineButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Box sx={{ gridArea: 'remove', alignSelf: { xs: 'start', md: 'center' }, justifySelf: 'end', mt: { xs: -1, md: 0 }, mr: { xs: -1, md: 0 } }}>
      <IconButton aria-label={`Remove ${label}`} onClick={onRemove} color="error">
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
});

/**
 * One cart line: a card on a phone (picture and name, then price, quantity
 * and total), one row from a tablet up. Memoized: with stable handlers, a
 * change to one line renders only that line again, however long the cart,
 * and within it only the figures that changed.
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
  const { productId, variantId, quantityType } = item;
  const name = lineName(item);
  const remove = useCallback(() => onRemove({ productId, variantId, quantityType }), [onRemove, productId, variantId, quantityType]);
  return (
    <Paper component="li" variant="outlined" sx={lineSx}>
      <LinePicture image={item.image} />
      <LineInfo productId={productId} name={item.name} variantName={item.variantName} sku={item.sku} unit={unitOfMeasure(item)} />
      <LineUnitPrice unitPrice={formatUnitPrice(line.unitPrice)} caseDiscountApplied={line.caseDiscountApplied} />
      <Figure label={quantityType === 'CASE' ? 'Quantity (cases)' : 'Quantity'} area="quantity">
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'center', md: 'flex-start' }, columnGap: 1.5, rowGap: 0.25 }}>
          <CartQuantityInput value={item.quantity} onChange={(quantity) => onQuantity(item, quantity)} label={name} />
          <Typography variant="body2" color="textSecondary">
            {line.units} {line.units === 1 ? 'unit' : 'units'}
          </Typography>
        </Box>
      </Figure>
      <Figure label="Total" area="total" end>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(line.total)}</Typography>
      </Figure>
      <RemoveLineButton label={name} onRemove={remove} />
    </Paper>
  );
});
