import { FREE_SHIPPING_THRESHOLD, offersFreeShippingThreshold, type ShippingPolicy } from '../../domain/pricing/pricing';
import type { Money } from '../../domain/shared/money';

/**
 * The order value from which the shop promises free shipping (the list's banner, the cart's progress bar), or
 * null: a deployment that charges no shipping promises none.
 */
export function freeShippingFrom(shipping: ShippingPolicy): Money | null {
  return offersFreeShippingThreshold(shipping) ? FREE_SHIPPING_THRESHOLD : null;
}
