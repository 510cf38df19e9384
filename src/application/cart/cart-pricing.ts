import type { Role } from '../../domain/accounts/role';
import type { Cart, CartItem } from '../../domain/cart/cart';
import { isActive, type Product, type Variant, type VariantPrices } from '../../domain/catalog/catalog';
import { unitPriceForRole } from '../../domain/pricing/pricing';
import type { CatalogUseCases } from '../catalog/catalog.use-cases';
import { BackendError, isNotFound } from '../shared/backend-error';

export interface RepricedCart {
  /** The lines still on sale, each at today's price for the buyer's role. */
  readonly items: Cart;
  /** Lines whose product or variant is gone or no longer sold. */
  readonly unavailable: readonly CartItem[];
}

/** Products in a cart beyond which its repricing reads the catalogue's list pages first. */
export const READ_LISTS_FROM = 40;

export const cartPricingMessages = {
  unavailable: (names: readonly string[]) => `No longer available, removed from your cart: ${names.join(', ')}`,
} as const;

/**
 * A signed-in buyer's prices for a variant (here, in the buyer's chunk, not
 * the catalogue's). The backend leaves them out only for a caller without a
 * token, so their absence here is a failed answer, never a price to guess.
 */
export function buyerPrices(variant: Variant): VariantPrices {
  if (!variant.prices) throw new BackendError('malformed', `No prices came for ${variant.name}`);
  return variant.prices;
}

/**
 * A cart keeps the price seen when a line was added; what the buyer pays is
 * today's price for their role, as the backend will charge it. Network
 * failures, and an answer without prices, are thrown: a guess is worse than
 * the prices already shown.
 */
export async function repriceCart(
  cart: Cart,
  role: Role,
  catalog: Pick<CatalogUseCases, 'product'> & Partial<Pick<CatalogUseCases, 'listedProducts'>>,
): Promise<RepricedCart> {
  // The variants the cart holds of each product: looked up once, not by going through the cart for every product.
  const variantsOf = new Map<string, Set<string>>();
  for (const item of cart) variantsOf.set(item.productId, (variantsOf.get(item.productId) ?? new Set()).add(item.variantId));
  const ids = [...variantsOf.keys()];
  // A long cart (a job list) reads the list pages, a call per 100 products, rather than a call per product.
  const listed = ids.length > READ_LISTS_FROM && catalog.listedProducts ? await catalog.listedProducts() : new Map<string, Product>();
  const products = new Map<string, Product | null>(
    await Promise.all(
      ids.map(async (id): Promise<[string, Product | null]> => {
        const fromList = listed.get(id);
        // Stryker disable next-line ArrayDeclaration: every id here is a key of variantsOf (ids are its keys)
        const wanted = [...(variantsOf.get(id) ?? [])];
        if (fromList && wanted.every((variantId) => fromList.variants.some((variant) => variant.id === variantId))) {
          return [id, fromList];
        }
        try {
          return [id, await catalog.product(id)];
        } catch (error) {
          // Stryker disable next-line ArrayDeclaration: an entry without key or product reads as no product all the same (products.get gives undefined, as falsy as null)
          if (isNotFound(error)) return [id, null];
          throw error;
        }
      }),
    ),
  );
  const items: CartItem[] = [];
  const unavailable: CartItem[] = [];
  for (const item of cart) {
    const product = products.get(item.productId);
    const variant = product && isActive(product) ? product.variants.find((candidate) => candidate.id === item.variantId) : undefined;
    if (!product || !variant) {
      unavailable.push(item);
      continue;
    }
    items.push({ ...item, sku: variant.sku, price: unitPriceForRole(buyerPrices(variant), role), caseSize: product.caseSize, allowCaseOrder: product.allowCaseOrder });
  }
  return { items, unavailable };
}
