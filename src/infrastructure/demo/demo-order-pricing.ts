import type { NewOrder } from '../../application/ports/orders.port';
import type { Role } from '../../domain/accounts/role';
import type { CartItem } from '../../domain/cart/cart';
import { isValidQuantity } from '../../domain/cart/quantity';
import type { Product } from '../../domain/catalog/catalog';
import type { QuantityType } from '../../domain/pricing/pricing';
import { cartItemFor } from '../../application/catalog/product-offer';
import { refused } from './demo-errors';

export const PRICE_MISMATCH = 'Order total does not match current prices. Please review your cart.';

type OrderedItem = NewOrder['items'][number];

/**
 * The cart line that ships this many units of the item at today's price for
 * the role: by the case when the units are whole cases of a product sold by
 * the case (so Buy Again gives cases back), else singly (in pairs for a pair
 * product). Either prices the same: the case price follows the units.
 */
export function lineToPrice(item: OrderedItem, product: Product, role: Role): CartItem {
  const known = product.variants.some((variant) => variant.id === item.variantId);
  const single = known ? cartItemFor(product, { variantId: item.variantId, quantity: 1, quantityType: 'SINGLE' }, role) : null;
  if (!single) throw refused(`${product.name} is no longer available in that option`);
  const unitsPer: Record<QuantityType, number> = { SINGLE: single.isPairProduct ? 2 : 1, CASE: Math.max(1, single.caseSize) };
  const types: QuantityType[] = product.allowCaseOrder ? ['CASE', 'SINGLE'] : ['SINGLE'];
  const type = types.find((candidate) => item.quantity % unitsPer[candidate] === 0 && isValidQuantity(item.quantity / unitsPer[candidate]));
  if (!type) throw refused(`${product.name} cannot be ordered in ${item.quantity} units`);
  return { ...single, quantityType: type, quantity: item.quantity / unitsPer[type] };
}
