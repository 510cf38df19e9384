import type { Cart } from '../../domain/cart/cart';
import type { ShippingAddress } from '../../domain/checkout/shipping-address';
import { orderSummary, type OrderSummary } from '../../domain/checkout/order-summary';
import type { Coupon } from '../../domain/coupons/coupon';
import type { Gateway } from '../../domain/payments/payment-method';
import type { ShippingPolicy } from '../../domain/pricing/pricing';
import { formatMoney } from '../../domain/shared/money';
import type { NewOrder } from '../ports/orders.port';

export interface CheckoutChoices {
  readonly cart: Cart;
  readonly coupon: Coupon | null;
  readonly storeCollection: boolean;
  /** What the deployment charges for shipping (the `VITE_SHIPPING` setting). */
  readonly shipping: ShippingPolicy;
}

export interface OrderDetails extends CheckoutChoices {
  readonly address: ShippingAddress;
  readonly purchaseOrder: string;
  readonly notes: string;
  readonly gateway: Gateway;
}

/** The checkout's summary: what the screen shows, the Pay button says, and the order carries. */
export function checkoutSummary({ cart, coupon, storeCollection, shipping }: CheckoutChoices): OrderSummary {
  return orderSummary({ cart, coupon, storeCollection, shipping });
}

/** The cart page's summary: no coupon yet (one is entered at checkout), shipping on a delivered order. */
export function cartSummary(cart: Cart, shipping: ShippingPolicy): OrderSummary {
  return checkoutSummary({ cart, coupon: null, storeCollection: false, shipping });
}

/** The checkout's choices as its machine keeps them. */
export interface CheckoutState {
  readonly cart: Cart;
  readonly appliedCoupon: Coupon | null;
  readonly storeCollection: boolean;
  readonly shipping: ShippingPolicy;
}

/** The summary a checkout shows and pays: the screen, the machine and the Gherkin steps read it here. */
export function summaryOf(state: CheckoutState): OrderSummary {
  const { cart, appliedCoupon, storeCollection, shipping } = state;
  return checkoutSummary({ cart, coupon: appliedCoupon, storeCollection, shipping });
}

/** The Pay button's words for a checkout. */
export function payLabelOf(state: CheckoutState): string {
  return payButtonLabel(summaryOf(state));
}

/** Spec §7 POST /orders, built from the same summary the buyer saw. */
export function newOrder(details: OrderDetails): NewOrder {
  const summary = checkoutSummary(details);
  return {
    items: summary.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.units })),
    shippingAddress: details.storeCollection
      ? null
      : {
          street: details.address.street.trim(),
          city: details.address.city.trim(),
          state: details.address.state.trim(),
          zipCode: details.address.zipCode.trim(),
          phone: details.address.phone.trim(),
        },
    notes: details.notes.trim(),
    paymentOrder: details.purchaseOrder.trim(),
    gateway: details.gateway,
    subtotal: summary.subtotal,
    discountAmount: summary.discount,
    couponCode: summary.coupon?.code ?? null,
    shippingCost: summary.shipping,
    total: summary.total,
  };
}

/** The Pay button's words: the amount the order will be placed for. */
export function payButtonLabel(summary: Pick<OrderSummary, 'total'>): string {
  return `Pay ${formatMoney(summary.total)}`;
}
