import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { TextInput } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { payButtonLabel, summaryOf } from '../../application/checkout/checkout';
import { payHeldBy } from '../../application/checkout/checkout.machine';
import { useOnline } from '../shared/use-online';
import { checkoutMachineFor, checkoutStart } from '../../application/checkout/buyer-checkout';
import type { UserProfile } from '../../domain/accounts/profile';
import type { Cart } from '../../domain/cart/cart';
import { SHIPPING_ADDRESS_FIELDS, checkoutMessages, type ShippingAddress } from '../../domain/checkout/shipping-address';
import { COUPON_NOT_ELIGIBLE, couponRefusal, type Coupon } from '../../domain/coupons/coupon';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { placedBeforeNotice } from '../../domain/orders/unanswered-order';
import { walletCovers } from '../../domain/payments/payment-method';
import { paymentMessages } from '../../domain/payments/payment-session';
import { ZERO, cents, formatMoney } from '../../domain/shared/money';
import { FormSection, NotesField, WIDE } from '../account/form-parts';
import { useServices, useSession } from '../app/services-context';
import type { CartPageState } from '../cart/CartPage';
import { OrderTotals } from '../shared/OrderTotals';
import { STALE_PRICES_NOTE, useRepricedCart } from '../cart/use-repriced-cart';
import { PaymentMethodField, type PaymentOption } from '../payments/PaymentMethodField';
import { PaymentTabNotice } from '../payments/PaymentTabNotice';
import type { ProfilePageState } from '../account/ProfilePage';
import { usePageTitle } from '../shared/use-page-title';
import { CouponBox } from './CouponBox';
import { OrderLines } from './OrderLines';
import { useBuyerServices } from '../shared/use-buyer-services';
import { shallowEqual } from '../shared/shallow-equal';
import { WarmStyles } from '../shared/WarmStyles';
import { PricesAsOf } from '../shared/PricesAsOf';
import { nativeChoiceSx } from '../shared/native-choice';

interface AddressFieldSpec {
  readonly field: keyof ShippingAddress;
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: string;
  readonly wide?: boolean;
}

const ADDRESS_FIELDS: readonly AddressFieldSpec[] = [
  { field: 'street', label: 'Street Address', autoComplete: 'shipping street-address', wide: true },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { field: 'state', label: 'State', autoComplete: 'shipping address-level1' },
  { field: 'zipCode', label: 'ZIP Code', autoComplete: 'shipping postal-code' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

function Heading() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Checkout
      </Typography>
      <PricesAsOf />
    </>
  );
}

type CheckoutMachine = ReturnType<typeof checkoutMachineFor>;
type CheckoutActor = ActorRefFrom<CheckoutMachine>;
type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/**
 * What one part of the form reads from the machine; it renders again only when that changes. Typing in one field
 * or applying a coupon then redraws that part, not every field of the form (input to paint, issue 16).
 */
function useCheckoutPart<T extends object>(actor: CheckoutActor, pick: (snapshot: CheckoutSnapshot) => T): T {
  return useSelector(actor, pick, shallowEqual);
}

const isEditing = (snapshot: CheckoutSnapshot) => snapshot.matches({ order: 'editing' });
const readOnlyUnless = (editing: boolean) => ({ input: { readOnly: !editing } });

const AddressField = memo(function AddressField({ actor, field, label, autoComplete, type, wide }: { actor: CheckoutActor } & AddressFieldSpec) {
  const { value, missing, editing } = useCheckoutPart(actor, (snapshot) => ({
    value: snapshot.context.address[field],
    missing: snapshot.context.error === checkoutMessages.addressRequired && snapshot.context.address[field].trim() === '',
    editing: isEditing(snapshot),
  }));
  return (
    <TextInput
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete}
      required
      value={value}
      error={missing}
      helperText={missing ? 'Required' : undefined}
      onChange={(event) => actor.send({ type: 'EDIT_ADDRESS', field, value: event.target.value })}
      slotProps={readOnlyUnless(editing)}
      sx={wide ? WIDE : undefined}
    />
  );
});

/** The browser's own checkbox in the theme's colour, as the payment methods' radios are (PaymentMethodField). */
const storeCollectionSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  mb: 1,
  py: 1,
  cursor: 'pointer',
  '& input': nativeChoiceSx,
  '&:has(input:disabled)': { color: 'text.disabled', cursor: 'default' },
} as const;

const ShippingAddressPart = memo(function ShippingAddressPart({ actor }: { actor: CheckoutActor }) {
  const { mayCollect, storeCollection, editing } = useCheckoutPart(actor, (snapshot) => ({
    mayCollect: snapshot.context.mayCollect,
    storeCollection: snapshot.context.storeCollection,
    editing: isEditing(snapshot),
  }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormSection
        title="Shipping Address"
        intro={
          mayCollect && (
            <Box component="label" sx={storeCollectionSx}>
              <input
                type="checkbox"
                checked={storeCollection}
                disabled={!editing}
                onChange={(event) => actor.send({ type: 'SET_STORE_COLLECTION', value: event.target.checked })}
              />
              Collect from Local Store
            </Box>
          )
        }
      >
        {storeCollection ? (
          <Typography color="textSecondary" sx={WIDE}>
            You will collect this order from your local store: no shipping is charged.
          </Typography>
        ) : (
          ADDRESS_FIELDS.map((spec) => <AddressField key={spec.field} actor={actor} {...spec} />)
        )}
      </FormSection>
    </Paper>
  );
});

const PurchaseOrderField = memo(function PurchaseOrderField({ actor }: { actor: CheckoutActor }) {
  const { purchaseOrder, missing, editing } = useCheckoutPart(actor, (snapshot) => ({
    purchaseOrder: snapshot.context.purchaseOrder,
    missing: snapshot.context.error === checkoutMessages.purchaseOrderRequired,
    editing: isEditing(snapshot),
  }));
  return (
    <TextInput
      label="Purchase Order"
      required
      autoComplete="off"
      error={missing}
      helperText={missing ? checkoutMessages.purchaseOrderRequired : undefined}
      name="purchaseOrder"
      value={purchaseOrder}
      onChange={(event) => actor.send({ type: 'EDIT', field: 'purchaseOrder', value: event.target.value })}
      slotProps={readOnlyUnless(editing)}
    />
  );
});

const OrderNotesField = memo(function OrderNotesField({ actor }: { actor: CheckoutActor }) {
  const { notes, editing } = useCheckoutPart(actor, (snapshot) => ({ notes: snapshot.context.notes, editing: isEditing(snapshot) }));
  return (
    <NotesField
      label="Order Notes"
      autoComplete="off"
      sx={WIDE}
      name="notes"
      value={notes}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => actor.send({ type: 'EDIT', field: 'notes', value: event.target.value })}
      readOnly={!editing}
    />
  );
});

function OrderDetailsPart({ actor }: { actor: CheckoutActor }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormSection title="Order Details">
        <PurchaseOrderField actor={actor} />
        <OrderNotesField actor={actor} />
      </FormSection>
    </Paper>
  );
}

const PaymentPart = memo(function PaymentPart({ actor }: { actor: CheckoutActor }) {
  const { paymentMethod, walletBalance, walletOk, editing } = useCheckoutPart(actor, (snapshot) => ({
    paymentMethod: snapshot.context.paymentMethod,
    walletBalance: snapshot.context.walletBalance,
    walletOk: walletCovers(snapshot.context.walletBalance, summaryOf(snapshot.context).total),
    editing: isEditing(snapshot),
  }));
  const paymentOptions: PaymentOption[] = [
    {
      method: 'wallet',
      disabled: !walletOk,
      detail: (
        <Typography variant="body2" color="textSecondary">
          Balance: {formatMoney(walletBalance)}
          {!walletOk && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'error.main', fontWeight: 600 }}>
              {checkoutMessages.insufficientBalance}
            </Typography>
          )}
        </Typography>
      ),
    },
    { method: 'apple_pay' },
    { method: 'google_pay' },
    { method: 'paypal' },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <PaymentMethodField
        options={paymentOptions}
        value={paymentMethod}
        onChange={(method) => actor.send({ type: 'SELECT_PAYMENT', method })}
        disabled={!editing}
      />
    </Paper>
  );
});

const SummaryTitle = memo(function SummaryTitle() {
  return (
    <Typography id="checkout-summary-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
      Order Summary
    </Typography>
  );
});

const SummaryPart = memo(function SummaryPart({ actor, onCouponFocus }: { actor: CheckoutActor; onCouponFocus: () => void }) {
  const part = useCheckoutPart(actor, (snapshot) => ({
    cart: snapshot.context.cart,
    appliedCoupon: snapshot.context.appliedCoupon,
    storeCollection: snapshot.context.storeCollection,
    shipping: snapshot.context.shipping,
    couponInput: snapshot.context.couponInput,
    couponMessage: snapshot.context.couponMessage,
    couponsFailed: snapshot.matches({ coupons: 'failed' }),
    validating: snapshot.matches({ coupon: { validating: 'shown' } }),
    couponApplied: snapshot.matches({ coupon: 'applied' }),
    error: snapshot.context.error,
    placedBefore: snapshot.context.placedBefore,
    paymentUrl: snapshot.matches({ order: 'awaitingPayment' }) ? snapshot.context.paymentUrl : null,
    chargedNotice: snapshot.context.chargedNotice,
    heldBy: payHeldBy(snapshot.context),
    priceNotice: snapshot.context.priceNotice,
    placing: isPlacing(snapshot),
    editing: isEditing(snapshot),
  }));
  const { cart, appliedCoupon, storeCollection, shipping, couponApplied } = part;
  const summary = useMemo(() => summaryOf({ cart, appliedCoupon, storeCollection, shipping }), [cart, appliedCoupon, storeCollection, shipping]);
  const coupon = useMemo(
    () => ({
      onInput: (value: string) => actor.send({ type: 'COUPON_INPUT', value }),
      onApply: () => actor.send({ type: 'APPLY_COUPON' }),
      onRetry: () => actor.send({ type: 'RETRY_COUPONS' }),
    }),
    [actor],
  );
  return (
    <Paper
      component="section"
      aria-labelledby="checkout-summary-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <SummaryTitle />
      <OrderLines items={cart} />
      <CouponBox
        input={part.couponInput}
        applied={appliedCoupon}
        notEligibleNow={appliedCoupon && !summary.coupon ? (couponRefusal(appliedCoupon, summary.subtotal) ?? COUPON_NOT_ELIGIBLE) : null}
        message={part.couponMessage}
        couponsFailed={part.couponsFailed}
        validating={part.validating}
        locked={!part.editing}
        onInput={coupon.onInput}
        onApply={coupon.onApply}
        onClear={() => couponApplied && actor.send({ type: 'CLEAR_COUPON' })}
        onRetry={coupon.onRetry}
        onFocus={onCouponFocus}
      />
      <OrderTotals {...summary} couponCode={summary.coupon?.code ?? null} />
      {part.priceNotice && (
        <Alert severity="warning" role="alert">
          {part.priceNotice}
        </Alert>
      )}
      {part.heldBy && (
        <Alert severity="info" role="status">
          {part.heldBy}
        </Alert>
      )}
      {part.error && <Alert severity="error">{part.error}</Alert>}
      {part.placedBefore && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => actor.send({ type: 'PLACE_ANOTHER' })}>
              Place another order
            </Button>
          }
        >
          {placedBeforeNotice(part.placedBefore)}{' '}
          <RouterLink to={`/orders/${part.placedBefore.id}`}>Open order {formatOrderNumber(part.placedBefore.id)}</RouterLink>
        </Alert>
      )}
      {part.paymentUrl && <PaymentTabNotice paymentUrl={part.paymentUrl} />}
      {part.chargedNotice && (
        <Alert severity="warning" role="alert">
          {part.chargedNotice}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!part.editing || part.heldBy !== null}>
        {part.placing ? 'Processing...' : payButtonLabel(summary)}
      </Button>
    </Paper>
  );
});

const LOOK_OF_A_COUPON: Coupon = {
  id: 'look',
  code: 'LOOK',
  name: '',
  description: '',
  type: 'FIXED_AMOUNT',
  amount: cents(1),
  minimumOrderAmount: null,
  isActive: true,
};
const ignore = () => undefined;

/** The summary as an applied coupon shows it (made-up figures): rendered ahead, hidden, for its styles. */
function AppliedCouponLook() {
  return (
    <>
      <CouponBox
        input=""
        applied={LOOK_OF_A_COUPON}
        notEligibleNow={null}
        message={null}
        couponsFailed={false}
        validating={false}
        locked={false}
        onInput={ignore}
        onApply={ignore}
        onClear={ignore}
        onRetry={ignore}
      />
      <OrderTotals subtotal={cents(1)} discount={cents(1)} couponCode={LOOK_OF_A_COUPON.code} shipping={ZERO} total={ZERO} />
    </>
  );
}

// Placing, then (a wallet order) reading back what was recorded: the cart is already empty by then.
const isPlacing = (snapshot: CheckoutSnapshot) =>
  snapshot.matches({ order: 'placing' }) || snapshot.matches({ order: 'confirming' }) || snapshot.matches({ order: 'findingUnansweredOrder' });

/**
 * The checkout form on the checkout machine (spec §2, §4, §5 Checkout and
 * Coupon). Everything typed lives in the machine, so it stays put while the
 * order is placed and after the payment tab opens.
 */
function CheckoutScreen({ profile, items, notice, stale }: { profile: UserProfile; items: Cart; notice: string | null; stale: boolean }) {
  const { notify, info } = useServices();
  const { screenParts } = useBuyerServices();
  const navigate = useNavigate();
  const actor = useActorRef(checkoutMachineFor(screenParts), { input: { cart: items, profile, shipping: info.shipping, ...checkoutStart(screenParts) } });
  const underWay = useSelector(
    actor,
    (snapshot) =>
      isPlacing(snapshot) ||
      snapshot.matches({ order: 'awaitingPayment' }) ||
      snapshot.matches({ order: 'placed' }) ||
      snapshot.matches({ order: 'paidElsewhere' }),
  );
  const paidElsewhere = useSelector(actor, (snapshot) => snapshot.matches({ order: 'paidElsewhere' }));
  const placedOrderId = useSelector(actor, (snapshot) => snapshot.context.placedOrderId);
  const form = useRef<HTMLFormElement>(null);
  // Once the coupon field is used, the applied look is written while the buyer types: a checkout without a coupon never pays for it.
  const [couponLookWanted, setCouponLookWanted] = useState(false);
  const couponFieldUsed = useCallback(() => setCouponLookWanted(true), []);

  useEffect(() => actor.send({ type: 'CART_CHANGED', cart: items }), [actor, items]);
  useConnectionFollowed(actor);
  useEffect(() => actor.send({ type: 'PROFILE_CHANGED', profile }), [actor, profile]);
  useEffect(() => {
    const subscriptions = [
      actor.on('orderPlaced', ({ message, chargedNotice }) => {
        notify.success(message);
        navigate('/profile', { state: { chargedNotice } satisfies ProfilePageState });
      }),
      actor.on('paymentStarted', ({ message }) => notify.success(message)),
      actor.on('paidElsewhere', ({ message }) => {
        notify.success(message);
        // The long form gives way to a short notice: the buyer is taken to it.
        window.scrollTo({ top: 0 });
      }),
      actor.on('failed', ({ message }) => notify.error(message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, notify, navigate]);

  // An empty cart has nothing to check out, unless its order is already on its way.
  if (items.length === 0 && !underWay) {
    return <Navigate to="/cart" replace state={{ notice } satisfies CartPageState} />;
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    // The machine hears PAY only while editing: a second press while placing makes no second order.
    actor.send({ type: 'PAY' });
    // A form the machine refused: the buyer is taken to the first field to fill.
    const after = actor.getSnapshot();
    if (!after.matches({ order: 'editing' })) return;
    const first =
      after.context.error === checkoutMessages.purchaseOrderRequired
        ? 'purchaseOrder'
        : after.context.error === checkoutMessages.addressRequired
          ? SHIPPING_ADDRESS_FIELDS.find((field) => after.context.address[field].trim() === '')
          : undefined;
    const target = first ? form.current?.elements.namedItem(first) : null;
    if (target instanceof HTMLElement) target.focus();
  }

  if (paidElsewhere) {
    return (
      <>
        <Heading />
        <PaidElsewhereNotice orderId={placedOrderId} />
      </>
    );
  }

  return (
    <>
      <Heading />
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {stale && (
        <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {STALE_PRICES_NOTE}
        </Typography>
      )}
      <Box
        component="form"
        ref={form}
        noValidate
        onSubmit={pay}
        aria-label="Checkout"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ShippingAddressPart actor={actor} />
          <OrderDetailsPart actor={actor} />
          <PaymentPart actor={actor} />
        </Box>
        <SummaryPart actor={actor} onCouponFocus={couponFieldUsed} />
      </Box>
      {couponLookWanted && (
        <WarmStyles>
          <AppliedCouponLook />
        </WarmStyles>
      )}
    </>
  );
}

/** Tells the checkout when the signal goes and comes back (it then prices the lines again before Pay). */
function useConnectionFollowed(actor: CheckoutActor) {
  const online = useOnline();
  useEffect(() => actor.send({ type: 'CONNECTION_CHANGED', online }), [actor, online]);
}

/** The order was paid in the tab the provider returned to: its way on, in place of a form with nothing left to pay. */
function PaidElsewhereNotice({ orderId }: { orderId: string | null }) {
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1 } }}>
      <span>{paymentMessages.paidElsewhere}</span>
      {orderId !== null ? (
        <RouterLink to={`/orders/${orderId}`}>Open order {formatOrderNumber(orderId)}</RouterLink>
      ) : (
        <RouterLink to="/orders">View my orders</RouterLink>
      )}
    </Alert>
  );
}

/** Spec §2 Checkout: an empty cart goes back to /cart; otherwise today's prices first, then the form. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { cart } = useBuyerServices();
  const { profile } = useSession();
  const [startedEmpty] = useState(() => cart.getSnapshot().context.items.length === 0);
  const pricing = useRepricedCart();

  if (startedEmpty) return <Navigate to="/cart" replace />;
  if (!profile) return null;
  if (pricing.status === 'repricing') {
    return (
      <>
        <Heading />
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Checking today's prices" />
        </Box>
      </>
    );
  }
  return (
    <CheckoutScreen profile={profile} items={pricing.items} notice={pricing.unavailableMessage} stale={pricing.status === 'stale'} />
  );
}
