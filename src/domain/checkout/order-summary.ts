import { cartLineTotal, cartSubtotal, type Cart } from '../cart/cart';
import { applyCoupon, type Coupon, type CouponApplication } from '../coupons/coupon';
import { shippingCost, unitsFor } from '../pricing/pricing';
import { ZERO, type Money } from '../shared/money';
import { orderTotals, type OrderTotals } from './totals';

export interface OrderSummaryInput {
  readonly cart: Cart;
  /** The coupon the buyer applied, if any; re-checked against today's subtotal. */
  readonly coupon: Coupon | null;
  readonly storeCollection: boolean;
}

export interface SummaryLine {
  readonly productId: string;
  readonly variantId: string;
  readonly units: number;
  readonly total: Money;
}

export interface OrderSummary extends OrderTotals {
  readonly lines: readonly SummaryLine[];
  /** The coupon that applies to this subtotal, or null (none, or no longer eligible). */
  readonly coupon: Coupon | null;
}

/** Shipping is taken on the subtotal before the coupon; the coupon never changes it. */
export function totalsAfterCoupon(subtotal: Money, discount: Money, storeCollection: boolean): OrderTotals {
  return orderTotals(subtotal, discount, shippingCost(subtotal, { storeCollection }));
}

/**
 * The one order summary of the cart page, the checkout and the order sent to
 * the backend: shipping on the subtotal before the coupon (5%, at least $10,
 * free from $2,500, none for store collection), then
 * total = subtotal - discount + shipping.
 */
export function orderSummary({ cart, coupon, storeCollection }: OrderSummaryInput): OrderSummary {
  const subtotal = cartSubtotal(cart);
  const application: CouponApplication = coupon ? applyCoupon([coupon], coupon.code, subtotal) : { kind: 'incomplete' };
  const discount = application.kind === 'applied' ? application.discount : ZERO;
  return {
    ...totalsAfterCoupon(subtotal, discount, storeCollection),
    coupon: application.kind === 'applied' ? application.coupon : null,
    lines: cart.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      units: unitsFor(item),
      total: cartLineTotal(item),
    })),
  };
}
