import type { Role } from '../../domain/accounts/role';
import type { CartItem } from '../../domain/cart/cart';
import { MAX_QUANTITY } from '../../domain/cart/quantity';
import { isActive, type Product } from '../../domain/catalog/catalog';
import type { Order, OrderItem } from '../../domain/orders/order';
import type { CatalogUseCases } from '../catalog/catalog.use-cases';
import { buyerPrices } from '../cart/cart-pricing';
import { cartItemFor } from '../catalog/product-offer';
import { isNotFound } from '../shared/backend-error';

export interface BuyAgain {
  /** Cart lines at today's prices for the buyer's role. */
  readonly items: readonly CartItem[];
  /** Product and variant names of lines no longer sold: named to the buyer, never dropped silently. */
  readonly unavailable: readonly string[];
}

/**
 * An order line holds units. It goes back as cases when it is a whole number
 * of the product's cases (the cheaper way the buyer most likely ordered it),
 * else as singles (pairs as pairs), at most 999 of either.
 */
function cartLineFor(product: Product, item: OrderItem, role: Role): CartItem | null {
  const variant = product.variants.find((candidate) => candidate.id === item.variant.id || candidate.name === item.variant.name);
  if (!variant) return null;
  // Thrown, not named as unavailable: the product is sold, the answer lacked its price.
  buyerPrices(variant);
  const byCase = product.allowCaseOrder && product.caseSize > 1 && item.quantity % product.caseSize === 0;
  const line = cartItemFor(product, { variantId: variant.id, quantity: 1, quantityType: byCase ? 'CASE' : 'SINGLE' }, role);
  // Stryker disable next-line ConditionalExpression: never null here: the variant is the product's own, and its prices were checked just above
  if (!line) return null;
  const perLine = byCase ? product.caseSize : line.isPairProduct ? 2 : 1;
  return { ...line, quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.floor(item.quantity / perLine))) };
}

export async function buyAgain(order: Order, role: Role, catalog: Pick<CatalogUseCases, 'product'>): Promise<BuyAgain> {
  const items: CartItem[] = [];
  const unavailable: string[] = [];
  for (const item of order.items) {
    let product: Product | null = null;
    try {
      product = await catalog.product(item.product.id);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const line = product && isActive(product) ? cartLineFor(product, item, role) : null;
    if (line) items.push(line);
    else unavailable.push(item.variant.name ? `${item.product.name} (${item.variant.name})` : item.product.name);
  }
  return { items, unavailable };
}
