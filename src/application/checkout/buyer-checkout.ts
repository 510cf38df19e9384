import { fromPromise } from 'xstate';
import { mayBeTheUnansweredOrder, RECENT_ORDERS_LOOKED_AT } from '../../domain/orders/unanswered-order';
import { equal } from '../../domain/shared/money';
import type { BuyerScreenParts } from '../buyer-services';
import type { NewOrder } from '../ports/orders.port';
import type { PendingPay } from '../ports/checkout-memory.port';
import { newAttemptKey } from '../shared/attempt-key';
import { oncePer } from '../shared/once-per';
import { paymentTabWatcher } from '../payments/payment-tab';
import { checkoutMachine, type CheckoutInput } from './checkout.machine';
import { repriceCart } from '../cart/cart-pricing';

/** The order sent again after its first Pay went unanswered and no order of it was found: the same attempt. */
function isSameAttempt(pending: PendingPay, order: NewOrder): boolean {
  return pending.purchaseOrder === order.paymentOrder && equal(pending.total, order.total);
}

/** The checkout machine with the buyer's backend behind it: one per buyer's services, so a screen always gets the same. */
export const checkoutMachineFor = oncePer(
  ({ catalog, coupons, orders, clock, clearCart, startPayment, openableUrl, checkoutMemory, walletChanged, watchPaymentTab, cartRepriced }: BuyerScreenParts) =>
  checkoutMachine.provide({
    actors: {
      loadCoupons: fromPromise(() => coupons.myCoupons()),
      validateCoupon: fromPromise(({ input }) => coupons.validate(input.code, input.orderAmount)),
      // One key per attempt: the HTTP layer's own retry of that request sends the same one, and so does a Pay
      // sent again after no answer (and no order found).
      placeOrder: fromPromise(({ input }) => {
        const pending = checkoutMemory.pendingPay();
        const attemptKey = pending && isSameAttempt(pending, input) ? pending.attemptKey : newAttemptKey();
        // Kept before it goes: a reload while it is under way still looks for its order before paying again.
        checkoutMemory.keepPendingPay({ attemptKey, purchaseOrder: input.paymentOrder, total: input.total, sentAt: clock.now() });
        return orders.placeOrder(input, attemptKey);
      }),
      readBackOrder: fromPromise(async ({ input }) =>
        input.orderId !== null ? orders.order(input.orderId) : ((await orders.myOrders({ skip: 0, take: 1 }))[0] ?? null),
      ),
      findUnansweredOrder: fromPromise(async ({ input }) => {
        const sentAt = checkoutMemory.pendingPay()?.sentAt ?? clock.now();
        const latest = await orders.myOrders({ skip: 0, take: RECENT_ORDERS_LOOKED_AT });
        return latest.find((order) => mayBeTheUnansweredOrder(order, input.purchaseOrder, sentAt)) ?? null;
      }),
      watchPaymentTab: paymentTabWatcher(watchPaymentTab, 'ORDER_PURCHASE'),
      repriceLines: fromPromise(({ input }) => repriceCart(input.cart, input.role, catalog)),
    },
    actions: {
      clearCart,
      walletChanged,
      cartRepriced: (_, { items }) => cartRepriced(items),
      settlePay: () => checkoutMemory.settlePay(),
      keepNotes: (_, notes) => checkoutMemory.keepNotes(notes),
      forgetNotes: () => checkoutMemory.keepNotes({ purchaseOrder: '', notes: '' }),
      startPayment: startPayment('ORDER_PURCHASE'),
    },
    guards: { openableUrl },
  }),
);

/** What a checkout opened in this tab starts from: the purchase order and notes kept, and a Pay that got no answer. */
export function checkoutStart({ checkoutMemory }: BuyerScreenParts): Pick<CheckoutInput, 'purchaseOrder' | 'notes' | 'unansweredPurchaseOrder'> {
  return { ...checkoutMemory.notes(), unansweredPurchaseOrder: checkoutMemory.pendingPay()?.purchaseOrder ?? null };
}
