import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { payLabelOf, summaryOf } from '../../application/checkout/checkout';
import type { UserProfile } from '../../domain/accounts/profile';
import type { Cart } from '../../domain/cart/cart';
import { SHIPPING_ADDRESS_FIELDS, checkoutMessages, type ShippingAddress } from '../../domain/checkout/shipping-address';
import { COUPON_NOT_ELIGIBLE } from '../../domain/coupons/coupon';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { placedBeforeNotice } from '../../domain/orders/unanswered-order';
import { walletCovers } from '../../domain/payments/payment-method';
import { formatMoney } from '../../domain/shared/money';
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

const ADDRESS_FIELDS: ReadonlyArray<{ field: keyof ShippingAddress; label: string; autoComplete: string; type?: string; wide?: boolean }> = [
  { field: 'street', label: 'Street Address', autoComplete: 'shipping street-address', wide: true },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { field: 'state', label: 'State', autoComplete: 'shipping address-level1' },
  { field: 'zipCode', label: 'ZIP Code', autoComplete: 'shipping postal-code' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

function Heading() {
  return (
    <Typography variant="h1" sx={{ mb: 2 }}>
      Checkout
    </Typography>
  );
}

/**
 * The checkout form on the checkout machine (spec §2, §4, §5 Checkout and
 * Coupon). Everything typed lives in the machine, so it stays put while the
 * order is placed and after the payment tab opens.
 */
function CheckoutScreen({ profile, items, notice, stale }: { profile: UserProfile; items: Cart; notice: string | null; stale: boolean }) {
  const { notify, info } = useServices();
  const { checkoutMachine, checkoutNotes } = useBuyerServices();
  const navigate = useNavigate();
  const actor = useActorRef(checkoutMachine, { input: { cart: items, profile, shipping: info.shipping, ...checkoutNotes.get() } });
  const snapshot = useSelector(actor, (current) => current);
  const form = useRef<HTMLFormElement>(null);
  const { purchaseOrder, notes } = snapshot.context;
  // Kept for the visit: the cart's Save as draft starts from what was typed here.
  useEffect(() => checkoutNotes.set({ purchaseOrder, notes }), [checkoutNotes, purchaseOrder, notes]);

  useEffect(() => actor.send({ type: 'CART_CHANGED', cart: items }), [actor, items]);
  useEffect(() => actor.send({ type: 'PROFILE_CHANGED', profile }), [actor, profile]);
  useEffect(() => {
    const subscriptions = [
      actor.on('orderPlaced', ({ message, chargedNotice }) => {
        notify.success(message);
        navigate('/profile', { state: { chargedNotice } satisfies ProfilePageState });
      }),
      actor.on('paymentStarted', ({ message }) => notify.success(message)),
      actor.on('failed', ({ message }) => notify.error(message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, notify, navigate]);

  const { context } = snapshot;
  // Placing, then (a wallet order) reading back what was recorded: the cart is already empty by then.
  const placing =
    snapshot.matches({ order: 'placing' }) || snapshot.matches({ order: 'confirming' }) || snapshot.matches({ order: 'findingUnansweredOrder' });
  const awaiting = snapshot.matches({ order: 'awaitingPayment' });
  const placed = snapshot.matches({ order: 'placed' });
  const editing = snapshot.matches({ order: 'editing' });
  const couponApplied = snapshot.matches({ coupon: 'applied' });

  // An empty cart has nothing to check out, unless its order is already on its way.
  if (items.length === 0 && !placing && !awaiting && !placed) {
    return <Navigate to="/cart" replace state={{ notice } satisfies CartPageState} />;
  }

  const summary = summaryOf(context);
  const walletOk = walletCovers(context.walletBalance, summary.total);
  const paymentOptions: PaymentOption[] = [
    {
      method: 'wallet',
      disabled: !walletOk,
      detail: (
        <Typography variant="body2" color="text.secondary">
          Balance: {formatMoney(context.walletBalance)}
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
  const readOnly = { input: { readOnly: !editing } };
  const purchaseOrderMissing = context.error === checkoutMessages.purchaseOrderRequired;
  const addressIncomplete = context.error === checkoutMessages.addressRequired;
  const addressMissing = (field: keyof ShippingAddress) => addressIncomplete && context.address[field].trim() === '';
  const text = (field: 'purchaseOrder' | 'notes') => ({
    name: field,
    value: context[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      actor.send({ type: 'EDIT', field, value: event.target.value }),
    slotProps: readOnly,
  });

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

  return (
    <>
      <Heading />
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {stale && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
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
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FormSection
              title="Shipping Address"
              intro={
                context.mayCollect && (
                  <FormControlLabel
                    sx={{ mb: 1 }}
                    control={
                      <Checkbox
                        checked={context.storeCollection}
                        disabled={!editing}
                        onChange={(event) => actor.send({ type: 'SET_STORE_COLLECTION', value: event.target.checked })}
                      />
                    }
                    label="Collect from Local Store"
                  />
                )
              }
            >
              {context.storeCollection ? (
                <Typography color="text.secondary" sx={WIDE}>
                  You will collect this order from your local store: no shipping is charged.
                </Typography>
              ) : (
                ADDRESS_FIELDS.map(({ field, label, autoComplete, type, wide }) => (
                  <TextField
                    key={field}
                    label={label}
                    name={field}
                    type={type}
                    autoComplete={autoComplete}
                    required
                    value={context.address[field]}
                    error={addressMissing(field)}
                    helperText={addressMissing(field) ? 'Required' : undefined}
                    onChange={(event) => actor.send({ type: 'EDIT_ADDRESS', field, value: event.target.value })}
                    slotProps={readOnly}
                    sx={wide ? WIDE : undefined}
                  />
                ))
              )}
            </FormSection>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FormSection title="Order Details">
              <TextField
                label="Purchase Order"
                required
                autoComplete="off"
                error={purchaseOrderMissing}
                helperText={purchaseOrderMissing ? checkoutMessages.purchaseOrderRequired : undefined}
                {...text('purchaseOrder')}
              />
              <NotesField label="Order Notes" autoComplete="off" sx={WIDE} name="notes" value={context.notes} onChange={text('notes').onChange} readOnly={!editing} />
            </FormSection>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PaymentMethodField
              options={paymentOptions}
              value={context.paymentMethod}
              onChange={(method) => actor.send({ type: 'SELECT_PAYMENT', method })}
              disabled={!editing}
            />
          </Paper>
        </Box>

        <Paper
          component="section"
          aria-labelledby="checkout-summary-title"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <Typography id="checkout-summary-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Order Summary
          </Typography>
          <OrderLines items={context.cart} lines={summary.lines} />
          <CouponBox
            input={context.couponInput}
            applied={context.appliedCoupon}
            notEligibleNow={context.appliedCoupon && !summary.coupon ? COUPON_NOT_ELIGIBLE : null}
            message={context.couponMessage}
            couponsFailed={snapshot.matches({ coupons: 'failed' })}
            validating={snapshot.matches({ coupon: 'validating' })}
            locked={!editing}
            onInput={(value) => actor.send({ type: 'COUPON_INPUT', value })}
            onApply={() => actor.send({ type: 'APPLY_COUPON' })}
            onClear={() => couponApplied && actor.send({ type: 'CLEAR_COUPON' })}
            onRetry={() => actor.send({ type: 'RETRY_COUPONS' })}
          />
          <OrderTotals {...summary} couponCode={summary.coupon?.code ?? null} />
          {context.error && <Alert severity="error">{context.error}</Alert>}
          {context.placedBefore && (
            <Alert
              severity="warning"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => actor.send({ type: 'PLACE_ANOTHER' })}>
                  Place another order
                </Button>
              }
            >
              {placedBeforeNotice(context.placedBefore)}{' '}
              <RouterLink to={`/orders/${context.placedBefore.id}`}>Open order {formatOrderNumber(context.placedBefore.id)}</RouterLink>
            </Alert>
          )}
          {awaiting && context.paymentUrl && <PaymentTabNotice paymentUrl={context.paymentUrl} />}
          {context.chargedNotice && (
            <Alert severity="warning" role="alert">
              {context.chargedNotice}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!editing}>
            {placing ? 'Processing...' : payLabelOf(context)}
          </Button>
        </Paper>
      </Box>
    </>
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
