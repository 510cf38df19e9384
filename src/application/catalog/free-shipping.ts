import { FREE_SHIPPING_THRESHOLD, offersFreeShippingThreshold, type ShippingPolicy } from '../../domain/pricing/pricing';
import { formatMoney, type Money } from '../../domain/shared/money';

/**
 * The order value from which the shop promises free shipping (the list's banner, the cart's progress bar), or
 * null: a deployment that charges no shipping promises none.
 */
export function freeShippingFrom(shipping: ShippingPolicy): Money | null {
  return offersFreeShippingThreshold(shipping) ? FREE_SHIPPING_THRESHOLD : null;
}

/**
 * What the shop claims about shipping (the list's and product page's banner, Become a Dealer): the spec's "Free
 * shipping on all orders" only where no shipping is charged; else the rule itself (issue 39: under the spec's rule the
 * product page promised free shipping, then the cart added 5%).
 */
export function shippingClaim(shipping: ShippingPolicy): string {
  const threshold = freeShippingFrom(shipping);
  return threshold ? `Free shipping from ${formatMoney(threshold)}` : 'Free shipping on all orders';
}
