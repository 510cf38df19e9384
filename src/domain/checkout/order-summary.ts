import { cartCaseDiscountApplies, cartLineTotal, cartUnitPrice, type Cart, type CartItem } from '../cart/cart';
import { applyCoupon, type Coupon, type CouponApplication } from '../coupons/coupon';
import { shippingCost, unitsFor, type ShippingPolicy } from '../pricing/pricing';
import { ZERO, sum, type Money } from '../shared/money';
import { orderTotals, type OrderTotals } from './totals';

export interface OrderSummaryInput {
  readonly cart: Cart;
  /** The coupon the buyer applied, if any; re-checked against today's subtotal. */
  readonly coupon: Coupon | null;
  readonly storeCollection: boolean;
  /** What the deployment charges for shipping. */
  readonly shipping: ShippingPolicy;
}

export interface SummaryLine {
  readonly productId: string;
  readonly variantId: string;
  readonly units: number;
  /** Per unit, to the mill: the case price when the line is whole cases. */
  readonly unitPrice: Money;
  /** Whether the case price applies ("5% OFF Applied"). */
  readonly caseDiscountApplied: boolean;
  readonly total: Money;
}

export interface OrderSummary extends OrderTotals {
  readonly lines: readonly SummaryLine[];
  /** The coupon that applies to this subtotal, or null (none, or no longer eligible). */
  readonly coupon: Coupon | null;
}

/** Shipping is taken on the subtotal before the coupon; the coupon never changes it. */
export function totalsAfterCoupon(subtotal: Money, discount: Money, storeCollection: boolean, shipping: ShippingPolicy): OrderTotals {
  return orderTotals(subtotal, discount, shippingCost(subtotal, shipping, { storeCollection }));
}

/**
 * The one order summary of the cart page, the checkout and the order sent to
 * the backend: shipping by the deployment's policy on the subtotal before the
 * coupon (the spec's: 5%, at least $10, free from $2,500, none for store
 * collection), then total = subtotal - discount + shipping.
 */
export function orderSummary({ cart, coupon, storeCollection, shipping }: OrderSummaryInput): OrderSummary {
  const lines = cart.map(summaryLine);
  const subtotal = sum(lines.map((line) => line.total));
  const application: CouponApplication = coupon ? applyCoupon([coupon], coupon.code, subtotal) : { kind: 'incomplete' };
  const discount = application.kind === 'applied' ? application.discount : ZERO;
  return {
    ...totalsAfterCoupon(subtotal, discount, storeCollection, shipping),
    coupon: application.kind === 'applied' ? application.coupon : null,
    lines,
  };
}

// Lines are never changed in place (a change makes a new line), so a line's figures can be kept with it:
// a change to one line of a long cart works out that line alone.
const figuresOfLine = new WeakMap<CartItem, SummaryLine>();

/** One line's figures: from the line alone, so a screen can work out a line without the whole summary. */
export function summaryLine(item: CartItem): SummaryLine {
  let figures = figuresOfLine.get(item);
  if (!figures) {
    figures = figuresOf(item);
    figuresOfLine.set(item, figures);
  }
  return figures;
}

function figuresOf(item: CartItem): SummaryLine {
  return {
    productId: item.productId,
    variantId: item.variantId,
    units: unitsFor(item),
    unitPrice: cartUnitPrice(item),
    caseDiscountApplied: cartCaseDiscountApplies(item),
    total: cartLineTotal(item),
  };
}
