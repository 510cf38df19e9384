import { add, subtract, type Money } from '../shared/money';

export interface OrderTotals {
  readonly subtotal: Money;
  readonly discount: Money;
  readonly shipping: Money;
  readonly total: Money;
}

/** Total = subtotal - discount + shipping; shipping is worked out on the subtotal before the coupon. */
export function orderTotals(subtotal: Money, discount: Money, shipping: Money): OrderTotals {
  return { subtotal, discount, shipping, total: add(subtract(subtotal, discount), shipping) };
}
