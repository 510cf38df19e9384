import { fromPromise } from 'xstate';
import { mayBeTheUnansweredOrder, RECENT_ORDERS_LOOKED_AT } from '../../domain/orders/unanswered-order';
import type { BuyerScreenParts } from '../buyer-services';
import { newAttemptKey } from '../shared/attempt-key';
import { oncePer } from '../shared/once-per';
import { checkoutMachine } from './checkout.machine';

/** The checkout machine with the buyer's backend behind it: one per buyer's services, so a screen always gets the same. */
export const checkoutMachineFor = oncePer(({ coupons, orders, clock, clearCart, startPayment, openableUrl }: BuyerScreenParts) =>
  checkoutMachine.provide({
    actors: {
      loadCoupons: fromPromise(() => coupons.myCoupons()),
      validateCoupon: fromPromise(({ input }) => coupons.validate(input.code, input.orderAmount)),
      // One key per Pay: the HTTP layer's own retry of that request sends the same one.
      placeOrder: fromPromise(({ input }) => orders.placeOrder(input, newAttemptKey())),
      readBackOrder: fromPromise(async ({ input }) =>
        input.orderId !== null ? orders.order(input.orderId) : ((await orders.myOrders({ skip: 0, take: 1 }))[0] ?? null),
      ),
      findUnansweredOrder: fromPromise(async ({ input }) => {
        const latest = await orders.myOrders({ skip: 0, take: RECENT_ORDERS_LOOKED_AT });
        return latest.find((order) => mayBeTheUnansweredOrder(order, input.purchaseOrder, clock.now())) ?? null;
      }),
    },
    actions: { clearCart, startPayment: startPayment('ORDER_PURCHASE') },
    guards: { openableUrl },
  }),
);
