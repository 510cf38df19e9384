import { isActive } from '../../domain/catalog/catalog';
import { mayBeSku, normalizeSku } from '../../domain/catalog/sku';
import type { CatalogUseCases } from './catalog.use-cases';

/** The product, and its variant, that carry a SKU searched for. */
export interface SkuMatch {
  readonly productId: string;
  readonly variantId: string;
}

/**
 * The header search's exact SKU: the active product carrying it, or null (the term is then searched as words). A
 * module of its own, so only the product list's chunk carries it, never the first load.
 */
export async function productForSku(catalog: Pick<CatalogUseCases, 'findBySkus'>, term: string): Promise<SkuMatch | null> {
  if (!mayBeSku(term)) return null;
  const sku = normalizeSku(term);
  // The likely products only: a search must answer now, not after reading the whole catalogue.
  const product = (await catalog.findBySkus([sku], { likelyOnly: true })).get(sku);
  const variant = product?.variants.find((candidate) => candidate.sku !== null && normalizeSku(candidate.sku) === sku);
  return product && variant && isActive(product) ? { productId: product.id, variantId: variant.id } : null;
}
