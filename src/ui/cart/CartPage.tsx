import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { cartSummary } from '../../application/checkout/checkout';
import { cartFileName, cartRows } from '../../application/export/line-export';
import type { Cart } from '../../domain/cart/cart';
import type { OrderSummary } from '../../domain/checkout/order-summary';
import type { ShippingPolicy } from '../../domain/pricing/pricing';
import { checkoutMessages } from '../../domain/checkout/shipping-address';
import { quantityMessages } from '../../domain/cart/quantity';
import type { SavedOrder } from '../../domain/orders/saved-order';
import { useServices } from '../app/services-context';
import { SaveDraftButton } from '../saved-orders/SaveDraftButton';
import { DownloadCsvButton } from '../shared/DownloadCsvButton';
import { useBuyerServices } from '../shared/use-buyer-services';
import { shallowEqual } from '../shared/shallow-equal';
import { usePageTitle } from '../shared/use-page-title';
import { CartLineOf, cartLineKey, cartLinesSx, type CartLineHandlers, type CartLineRef } from './CartLine';
import { ClearCartButton } from './ClearCartButton';
import { FreeShippingProgress } from './FreeShippingProgress';
import { NO_LINE_GROUPS, regroupLines, type LineGroup } from './line-groups';
import { OrderTotals, type Totals } from '../shared/OrderTotals';
import { savedOrdersMessages } from '../../application/saved-orders/saved-orders.messages';
import { PricesAsOf } from '../shared/PricesAsOf';
import { STALE_PRICES_NOTE, useCartRepricing } from './use-repriced-cart';

/** What the checkout hands over when it sends the buyer back here (lines that are no longer sold). */
export interface CartPageState {
  readonly notice?: string | null;
}

function EmptyCart() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <ShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 3 }}>
        {checkoutMessages.emptyCart}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          Continue Shopping
        </Button>
        <Button component={RouterLink} to="/quick-order" variant="outlined" size="large">
          Quick Order
        </Button>
      </Box>
    </Box>
  );
}

const cartLayoutSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
  alignItems: 'start',
} as const;

/** Lines drawn with the cart's first paint: more than a phone's or a desktop's screenful. */
const FIRST_LINES_DRAWN = 12;
/** Lines each later render adds: about half a second of work on a slow phone, in slices. */
const LINES_PER_STEP = 24;

/**
 * How many of the cart's `total` lines to draw. A 200-line cart drawn in one render kept a slow phone busy for
 * seconds before its first line showed, long enough for React to give up slicing it and finish it in one block:
 * the first lines come with the page, and each paint is followed by a render of the next few (a transition).
 */
function useLinesDrawn(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_LINES_DRAWN);
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn((count) => count + LINES_PER_STEP));
  }, [drawn, total]);
  return Math.min(total, drawn);
}

/** Lines the browser skips or draws together (`cartLinesSx`): about two screens of a phone. */
const LINES_PER_GROUP = 10;

/** The lines in groups that keep their lines as the cart changes (`regroupLines`). */
function useLineGroups(keys: readonly string[]): readonly LineGroup[] {
  const [grouped, setGrouped] = useState(() => ({ keys, lines: regroupLines(NO_LINE_GROUPS, keys, LINES_PER_GROUP) }));
  if (grouped.keys === keys) return grouped.lines.groups;
  // Worked out while rendering, from the groups before: React's way of keeping state that follows a prop.
  const next = { keys, lines: regroupLines(grouped.lines, keys, LINES_PER_GROUP) };
  setGrouped(next);
  return next.lines.groups;
}

const CartLineGroup = memo(function CartLineGroup({
  keys,
  firstPosition,
  setSize,
  onQuantity,
  onRemove,
  onProblem,
}: CartLineHandlers & { keys: readonly string[]; firstPosition: number; setSize: number }) {
  return (
    <div className="line-group" style={{ '--lines': keys.length } as CSSProperties}>
      {keys.map((lineKey, index) => (
        <CartLineOf
          key={lineKey}
          lineKey={lineKey}
          position={firstPosition + index}
          setSize={setSize}
          onQuantity={onQuantity}
          onRemove={onRemove}
          onProblem={onProblem}
        />
      ))}
    </div>
  );
});

/** The lines, by key: a quantity change leaves the list alone (each line follows its own figures). */
const CartLines = memo(function CartLines({
  lineKeys,
  onQuantity,
  onRemove,
  onProblem,
}: CartLineHandlers & { lineKeys: readonly string[] }) {
  const drawn = useLinesDrawn(lineKeys.length);
  const drawnKeys = useMemo(() => lineKeys.slice(0, drawn), [lineKeys, drawn]);
  const groups = useLineGroups(drawnKeys);
  let position = 1;
  return (
    <Box role="list" aria-label="Cart items" sx={cartLinesSx}>
      {groups.map((group) => {
        const firstPosition = position;
        position += group.keys.length;
        return (
          <CartLineGroup
            key={group.id}
            keys={group.keys}
            firstPosition={firstPosition}
            setSize={lineKeys.length}
            onQuantity={onQuantity}
            onRemove={onRemove}
            onProblem={onProblem}
          />
        );
      })}
    </Box>
  );
});

/**
 * The summary's buttons: the same on every render, so a quantity change leaves them alone. While a line's typed
 * quantity breaks the rule (`heldBackBy`, the line's name) checkout waits, and the summary says which line.
 */
const CartSummaryActions = memo(function CartSummaryActions({
  onSaved,
  onClear,
  heldBackBy,
}: {
  onSaved: (saved: SavedOrder) => void;
  onClear: () => void;
  heldBackBy: string | null;
}) {
  const { cart, screenParts } = useBuyerServices();
  const { shipping } = useServices().info;
  return (
    <>
      {heldBackBy && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {quantityMessages.lineBlocksCheckout(heldBackBy)}
        </Alert>
      )}
      {heldBackBy ? (
        <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled>
          Proceed to Checkout
        </Button>
      ) : (
        <Button component={RouterLink} to="/checkout" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          Proceed to Checkout
        </Button>
      )}
      <SaveDraftButton onSaved={onSaved} />
      {/* The lines are read when pressed, as Save as draft reads them: the buttons never follow the quantities. */}
      <DownloadCsvButton
        fullWidth
        sx={{ mt: 1 }}
        rows={() => cartRows(cart.getSnapshot().context.items, shipping)}
        fileName={() => cartFileName(screenParts.clock.now())}
      />
      <Button component={RouterLink} to="/products" fullWidth sx={{ mt: 1 }}>
        Continue Shopping
      </Button>
      <Button component={RouterLink} to="/quick-order" fullWidth sx={{ mt: 1 }}>
        Quick Order
      </Button>
      <ClearCartButton onConfirm={onClear} />
    </>
  );
});

const CartSummary = memo(function CartSummary({ totals, actions }: { totals: Totals; actions: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby="cart-summary-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, position: { lg: 'sticky' }, top: { lg: 96 } }}
    >
      <Typography id="cart-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Order Summary
      </Typography>
      <OrderTotals {...totals} />
      {actions}
    </Paper>
  );
});

const summaries = new WeakMap<Cart, { readonly shipping: ShippingPolicy; readonly summary: OrderSummary }>();

/**
 * The cart's figures for the free-shipping bar and the summary, each of which follows the lines itself. A quantity
 * change paints its line first; the figures follow in the next render, which React runs once that paint is done (a
 * deferred value), so the tap's own feedback waits for neither. Worked out once per change of the lines, for both.
 */
function useCartFigures(): OrderSummary {
  const { cart } = useBuyerServices();
  const { shipping } = useServices().info;
  const items = useDeferredValue(useSelector(cart, (snapshot) => snapshot.context.items));
  const known = summaries.get(items);
  if (known?.shipping === shipping) return known.summary;
  const summary = cartSummary(items, shipping);
  summaries.set(items, { shipping, summary });
  return summary;
}

function CartFreeShipping() {
  const { shipping } = useServices().info;
  return <FreeShippingProgress subtotal={useCartFigures().subtotal} shipping={shipping} />;
}

function CartTotals({ actions }: { actions: ReactNode }) {
  const { subtotal, discount, shipping, total } = useCartFigures();
  const totals = useMemo(() => ({ subtotal, discount, shipping, total, couponCode: null }), [subtotal, discount, shipping, total]);
  return <CartSummary totals={totals} actions={actions} />;
}

/**
 * Spec §2 Cart, §5 Quantity, §9 shipping: the buyer's lines at today's prices for their role.
 * A quantity change renders again only what it changes: the line's figures, the totals, the free-shipping bar;
 * the page itself follows only which lines there are.
 */
export function CartPage() {
  usePageTitle('Shopping Cart');
  const { cart } = useBuyerServices();
  const { status, unavailableMessage } = useCartRepricing();
  const lineKeys = useSelector(cart, (snapshot) => snapshot.context.items.map(cartLineKey), shallowEqual);
  const handedOver = (useLocation().state as CartPageState | null)?.notice ?? null;
  const notice = unavailableMessage ?? handedOver;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cleared, setCleared] = useState(false);
  const [saved, setSaved] = useState<SavedOrder | null>(null);
  // The same handlers on every render, so the lines a change leaves alone are not rendered again.
  const changeQuantity = useCallback(
    ({ productId, variantId, quantityType }: CartLineRef, quantity: number) => cart.send({ type: 'UPDATE', productId, variantId, quantityType, quantity }),
    [cart],
  );
  // The lines whose typed quantity breaks the rule, by key, with their names: the first one holds back checkout.
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const noteProblem = useCallback((line: CartLineRef, name: string | null) => {
    setProblems((known) => {
      const next = new Map(known);
      if (name === null) next.delete(cartLineKey(line));
      else next.set(cartLineKey(line), name);
      return next;
    });
  }, []);
  const removeLine = useCallback(
    (line: CartLineRef) => {
      noteProblem(line, null);
      cart.send({ type: 'REMOVE', productId: line.productId, variantId: line.variantId, quantityType: line.quantityType });
    },
    [cart, noteProblem],
  );
  const heldBackBy = problems.values().next().value ?? null;
  const summaryActions = useMemo(
    () => (
      <CartSummaryActions
        onSaved={setSaved}
        onClear={() => {
          setProblems(new Map());
          cart.send({ type: 'CLEAR' });
          setCleared(true);
        }}
        heldBackBy={heldBackBy}
      />
    ),
    [cart, heldBackBy],
  );
  // The Clear cart button leaves with the lines, so focus lands on the heading instead of the page's start.
  useEffect(() => {
    if (cleared) headingRef.current?.focus();
  }, [cleared]);

  const heading = useMemo(
    () => (
      <>
        <Typography variant="h1" sx={{ mb: 2 }} ref={headingRef} tabIndex={-1}>
          Shopping Cart
        </Typography>
        <PricesAsOf />
      </>
    ),
    [],
  );

  if (status === 'repricing') {
    return (
      <>
        {heading}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Checking today's prices" />
        </Box>
      </>
    );
  }

  return (
    <>
      {heading}
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {saved && (
        <Alert
          severity={saved.notYetSaved ? 'info' : 'success'}
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={`/saved-orders/${encodeURIComponent(saved.id)}`} color="inherit" size="small">
              Open saved order
            </Button>
          }
        >
          {saved.notYetSaved ? savedOrdersMessages.keptOnDeviceAs(saved.name) : `Saved as ${saved.name}`}
        </Alert>
      )}
      {lineKeys.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          {status === 'stale' && (
            <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {STALE_PRICES_NOTE}
            </Typography>
          )}
          <CartFreeShipping />
          <Box sx={cartLayoutSx}>
            <CartLines lineKeys={lineKeys} onQuantity={changeQuantity} onRemove={removeLine} onProblem={noteProblem} />
            <CartTotals actions={summaryActions} />
          </Box>
        </>
      )}
    </>
  );
}
