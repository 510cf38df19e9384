import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { useSelector } from '@xstate/react';
import { memo, useCallback, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cartLineName, type Cart, type CartItem } from '../../domain/cart/cart';
import { summaryLine } from '../../domain/checkout/order-summary';
import { pricePhrases, quantityFieldLabel, quantityInWords } from '../../domain/pricing/unit-wording';
import { formatMoney } from '../../domain/shared/money';
import { LineThumbnail } from '../shared/LineThumbnail';
import { useBuyerServices } from '../shared/use-buyer-services';
import { CartQuantityInput, quantityStepperSx } from './CartQuantityInput';

function Figure({ label, children, area, end = false }: { label: string; children: ReactNode; area: string; end?: boolean }) {
  return (
    <div className={end ? 'line-cell line-end' : 'line-cell'} style={{ gridArea: area }}>
      <div className="line-label">{label}</div>
      {children}
    </div>
  );
}

/** Which line a change is for. */
export type CartLineRef = Pick<CartItem, 'productId' | 'variantId' | 'quantityType'>;

/** What a line's buttons and quantity field ask of the cart. */
export interface CartLineHandlers {
  readonly onQuantity: (line: CartLineRef, quantity: number) => void;
  readonly onRemove: (line: CartLineRef) => void;
  /** The line's typed quantity breaks the rule (the line's name, to be said with it), or no longer does (null). */
  readonly onProblem: (line: CartLineRef, name: string | null) => void;
}

/** A line's key among the cart's lines: its product, its variant and whether it is sold by the case. */
export const cartLineKey = ({ productId, variantId, quantityType }: CartLineRef): string => `${productId}:${variantId}:${quantityType}`;

const linesByKey = new WeakMap<Cart, ReadonlyMap<string, CartItem>>();

/** The line with this key: the cart's lines are indexed once per change of the cart, for all of them. */
function lineOf(items: Cart, key: string): CartItem | undefined {
  let byKey = linesByKey.get(items);
  if (!byKey) linesByKey.set(items, (byKey = new Map(items.map((item) => [cartLineKey(item), item]))));
  return byKey.get(key);
}

/** A line's height on a phone (a card) and from a tablet up (a row), with the space after it: the size a group of lines
 * is taken to have before it was first drawn. */
const LINE_HEIGHT_ESTIMATE = { xs: '252px', md: '164px' } as const;

/**
 * The list of lines and the looks of each line and its texts, as classes: a line is a plain element and its texts plain
 * elements, not a MUI Paper, Typography or Box each, which a 200-line cart rendered some 3,000 times (each
 * serialising its styles) before its first paint, and a quantity change rendered again for its line.
 */
export const cartLinesSx = (theme: Theme) =>
  ({
    // Block flow, not a grid: a changed line is laid out again alone, where a grid lays out all its lines again.
    '& .line-group + .line-group, & .cart-line + .cart-line': { mt: 1.5 },
    '& .line-group': {
      '--line-height': LINE_HEIGHT_ESTIMATE,
      // A group of lines off screen is not styled, laid out, painted or hit-tested until scrolled to (one box for ten
      // lines: a box per line still cost each tap on a 200-line cart a pass over 200 boxes). Its lines stay in the
      // page: Tab reaches them and the browser's find shows them.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto calc(var(--lines) * var(--line-height))',
    },
    '& .cart-line': {
      // An outlined Paper's looks.
      bgcolor: 'background.paper',
      color: 'text.primary',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      p: 2,
      display: 'grid',
      alignItems: 'center',
      columnGap: 2,
      rowGap: 1.5,
      // From a tablet up the figures keep fixed columns, so they line up from one line to the next.
      gridTemplateColumns: { xs: '64px minmax(0, 1fr) auto', md: '80px minmax(0, 1fr) 150px 150px 100px 44px' },
      gridTemplateAreas: {
        xs: '"image info remove" "price price price" "quantity quantity total"',
        md: '"image info price quantity total remove"',
      },
    },
    '& .cart-line p, & .cart-line h2': { m: 0 },
    '& .line-cell': { minWidth: 0 },
    '& .line-end': { textAlign: { xs: 'right', md: 'left' } },
    '& .line-label': { ...theme.typography.caption, color: 'text.secondary' },
    '& .line-name': { ...theme.typography.body1, fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' },
    '& .line-detail': { ...theme.typography.body2, color: 'text.secondary' },
    '& .line-figure': { ...theme.typography.body1, fontWeight: 600, whiteSpace: 'nowrap' },
    '& .line-total': { ...theme.typography.body1, fontWeight: 700, whiteSpace: 'nowrap' },
    '& .line-price': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
    '& .line-quantity': {
      display: 'flex',
      flexDirection: { xs: 'row', md: 'column' },
      alignItems: { xs: 'center', md: 'flex-start' },
      columnGap: 1.5,
      rowGap: 0.25,
    },
    '& .line-remove': { gridArea: 'remove', alignSelf: { xs: 'start', md: 'center' }, justifySelf: 'end', mt: { xs: -1, md: 0 }, mr: { xs: -1, md: 0 } },
    ...quantityStepperSx,
  }) as const;

const LinePicture = memo(function LinePicture({ image }: { image: string | null }) {
  return <LineThumbnail image={image} size={{ xs: 64, md: 80 }} pixels={80} sx={{ gridArea: 'image', alignSelf: 'start' }} />;
});

const LineInfo = memo(function LineInfo({
  productId,
  name,
  variantName,
  sku,
}: {
  productId: string;
  name: string;
  variantName: string;
  sku: string | null | undefined;
}) {
  return (
    <div className="line-cell" style={{ gridArea: 'info' }}>
      <h2 className="line-name">
        <Link component={RouterLink} to={`/product/${encodeURIComponent(productId)}`} color="inherit" underline="hover">
          {name}
        </Link>
      </h2>
      <p className="line-detail">Variant: {variantName || 'Standard'}</p>
      {sku && <p className="line-detail">SKU: {sku}</p>}
    </div>
  );
});

const LineUnitPrice = memo(function LineUnitPrice({
  unitPrice,
  perUnit,
  perGroup,
  caseDiscountApplied,
}: {
  unitPrice: string;
  perUnit: string;
  perGroup: string | null;
  caseDiscountApplied: boolean;
}) {
  return (
    <Figure label="Unit price" area="price">
      <div className="line-price">
        <p className="line-figure">
          {unitPrice}
          <span className="line-detail"> {perUnit}</span>
        </p>
        {caseDiscountApplied && <Chip label="5% OFF Applied" color="success" size="small" sx={{ maxWidth: 'none' }} />}
      </div>
      {perGroup && <p className="line-detail">{perGroup}</p>}
    </Figure>
  );
});

const RemoveLineButton = memo(function RemoveLineButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <div className="line-remove">
      <IconButton aria-label={`Remove ${label}`} onClick={onRemove} color="error">
        <DeleteOutlineIcon />
      </IconButton>
    </div>
  );
});

/**
 * What one cart line shows (its looks: `cartLinesSx`): a card on a phone (picture and name, then price, quantity
 * and total), one row from a tablet up. Memoized: with stable handlers, a
 * change to one line renders only that line again, however long the cart,
 * and within it only the figures that changed.
 */
export const CartLine = memo(function CartLine({
  item,
  onQuantity,
  onRemove,
  onProblem,
}: CartLineHandlers & { item: CartItem }) {
  const line = summaryLine(item);
  const { productId, variantId, quantityType } = item;
  const name = cartLineName(item);
  const remove = useCallback(() => onRemove({ productId, variantId, quantityType }), [onRemove, productId, variantId, quantityType]);
  const problem = useCallback(
    (text: string | null) => onProblem({ productId, variantId, quantityType }, text === null ? null : name),
    [onProblem, productId, variantId, quantityType, name],
  );
  const price = pricePhrases({ ...item, unitPrice: line.unitPrice });
  return (
    <>
      <LinePicture image={item.image} />
      <LineInfo productId={productId} name={item.name} variantName={item.variantName} sku={item.sku} />
      <LineUnitPrice unitPrice={price.unitPrice} perUnit={price.perUnit} perGroup={price.perGroup} caseDiscountApplied={line.caseDiscountApplied} />
      <Figure label={quantityFieldLabel(quantityType, item.isPairProduct)} area="quantity">
        <div className="line-quantity">
          <CartQuantityInput value={item.quantity} onChange={(quantity) => onQuantity(item, quantity)} onProblem={problem} label={name} />
          <p className="line-detail">{quantityInWords(item)}</p>
        </div>
      </Figure>
      <Figure label="Total" area="total" end>
        <p className="line-total">{formatMoney(line.total)}</p>
      </Figure>
      <RemoveLineButton label={name} onRemove={remove} />
    </>
  );
});

/**
 * The cart's line with this key, read from the cart itself: a quantity change renders this line again and not
 * the list, where React went through every line of a long cart to find the one that changed.
 * Its place in the list is said outright: a screen reader counts only the lines the browser has drawn.
 */
export const CartLineOf = memo(function CartLineOf({
  lineKey,
  position,
  setSize,
  onQuantity,
  onRemove,
  onProblem,
}: CartLineHandlers & { lineKey: string; position: number; setSize: number }) {
  const { cart } = useBuyerServices();
  const item = useSelector(cart, (snapshot) => lineOf(snapshot.context.items, lineKey));
  // A removed line's own update may come before the list's.
  if (!item) return null;
  return (
    <div role="listitem" className="cart-line" aria-posinset={position} aria-setsize={setSize}>
      <CartLine item={item} onQuantity={onQuantity} onRemove={onRemove} onProblem={onProblem} />
    </div>
  );
});
