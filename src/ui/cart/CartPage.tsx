import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { checkoutSummary } from '../../application/checkout/checkout';
import { checkoutMessages } from '../../domain/checkout/shipping-address';
import type { SavedOrder } from '../../domain/orders/saved-order';
import { useServices } from '../app/services-context';
import { SaveDraftButton } from '../saved-orders/SaveDraftButton';
import { useBuyerServices } from '../shared/use-buyer-services';
import { shallowEqual } from '../shared/shallow-equal';
import { usePageTitle } from '../shared/use-page-title';
import { CartLineOf, cartLineKey, cartLinesSx, type CartLineHandlers, type CartLineRef } from './CartLine';
import { ClearCartButton } from './ClearCartButton';
import { FreeShippingProgress } from './FreeShippingProgress';
import { OrderTotals, type Totals } from '../shared/OrderTotals';
import { STALE_PRICES_NOTE, useRepricedCart } from './use-repriced-cart';

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
      <Button component={RouterLink} to="/products" variant="contained" size="large">
        Continue Shopping
      </Button>
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

/** The lines, by key: a quantity change leaves the list alone (each line follows its own figures). */
const CartLines = memo(function CartLines({
  lineKeys,
  onQuantity,
  onRemove,
}: CartLineHandlers & { lineKeys: readonly string[] }) {
  const drawn = useLinesDrawn(lineKeys.length);
  return (
    // Block flow, not a grid: a changed line is laid out again alone, where a grid lays out all its lines again.
    <Box component="ul" aria-label="Cart items" sx={cartLinesSx}>
      {lineKeys.slice(0, drawn).map((lineKey) => (
        <CartLineOf key={lineKey} lineKey={lineKey} onQuantity={onQuantity} onRemove={onRemove} />
      ))}
    </Box>
  );
});

/** The summary's buttons: the same on every render, so a quantity change leaves them alone. */
const CartSummaryActions = memo(function CartSummaryActions({ onSaved, onClear }: { onSaved: (saved: SavedOrder) => void; onClear: () => void }) {
  return (
    <>
      <Button component={RouterLink} to="/checkout" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        Proceed to Checkout
      </Button>
      <SaveDraftButton onSaved={onSaved} />
      <Button component={RouterLink} to="/products" fullWidth sx={{ mt: 1 }}>
        Continue Shopping
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

/**
 * Spec §2 Cart, §5 Quantity, §9 shipping: the buyer's lines at today's prices for their role.
 * A quantity change renders again only what it changes: the line's figures, the totals, the free-shipping bar.
 */
export function CartPage() {
  usePageTitle('Shopping Cart');
  const { cart } = useBuyerServices();
  const { shipping } = useServices().info;
  const { items, status, unavailableMessage } = useRepricedCart();
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
  const removeLine = useCallback(
    ({ productId, variantId, quantityType }: CartLineRef) => cart.send({ type: 'REMOVE', productId, variantId, quantityType }),
    [cart],
  );
  const summaryActions = useMemo(
    () => (
      <CartSummaryActions
        onSaved={setSaved}
        onClear={() => {
          cart.send({ type: 'CLEAR' });
          setCleared(true);
        }}
      />
    ),
    [cart],
  );
  // The Clear cart button leaves with the lines, so focus lands on the heading instead of the page's start.
  useEffect(() => {
    if (cleared) headingRef.current?.focus();
  }, [cleared]);

  const heading = useMemo(
    () => (
      <Typography variant="h1" sx={{ mb: 2 }} ref={headingRef} tabIndex={-1}>
        Shopping Cart
      </Typography>
    ),
    [],
  );
  // A quantity change paints its line first; the totals and the free-shipping bar follow in the next render, which
  // React runs once that paint is done (a deferred value), so the tap's own feedback waits for neither.
  const summaryItems = useDeferredValue(items);
  const summary = useMemo(() => checkoutSummary({ cart: summaryItems, coupon: null, storeCollection: false, shipping }), [summaryItems, shipping]);
  const totals = useMemo(
    () => ({ subtotal: summary.subtotal, discount: summary.discount, shipping: summary.shipping, total: summary.total, couponCode: null }),
    [summary],
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
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={`/saved-orders/${encodeURIComponent(saved.id)}`} color="inherit" size="small">
              Open saved order
            </Button>
          }
        >
          Saved as {saved.name}
        </Alert>
      )}
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          {status === 'stale' && (
            <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {STALE_PRICES_NOTE}
            </Typography>
          )}
          <FreeShippingProgress subtotal={summary.subtotal} shipping={shipping} />
          <Box sx={cartLayoutSx}>
            <CartLines lineKeys={lineKeys} onQuantity={changeQuantity} onRemove={removeLine} />
            <CartSummary totals={totals} actions={summaryActions} />
          </Box>
        </>
      )}
    </>
  );
}
