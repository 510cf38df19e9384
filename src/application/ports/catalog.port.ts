import type { Category, Product } from '../../domain/catalog/catalog';
import { BackendError } from '../shared/backend-error';

/**
 * A SKU look-up that could not read every product that may carry the SKUs asked for (the backend out of reach, as
 * with no signal, and the device holding no copy): the SKUs it found all the same, and those it could not look for.
 */
export class SkusNotAllLookedUp extends BackendError {
  constructor(
    readonly found: ReadonlyMap<string, Product>,
    readonly notLookedUp: readonly string[],
  ) {
    super('network', `${notLookedUp.length} SKUs could not be looked up`);
  }
}

/** How far a SKU look-up may go. */
export interface SkuLookup {
  /** Only what the backend tells cheaply (a header search answering at once): a SKU not found may still exist. */
  readonly likelyOnly?: boolean;
}

export interface ProductQuery {
  readonly categoryId?: string;
  readonly search?: string;
  readonly skip: number;
  readonly take: number;
}

/** Reads the catalogue. Adapters throw BackendError; `getProduct` throws kind 'not-found' for an unknown id. */
export interface CatalogPort {
  listCategories(): Promise<Category[]>;
  /** One page as the backend answers it (asked for active products only; the use cases still check). */
  listProducts(query: ProductQuery): Promise<Product[]>;
  getProduct(id: string): Promise<Product>;
  /** Every category's first `take` products in one call (GET /products/home-preview), when the backend has it. */
  homePreview?(take: number): Promise<ReadonlyArray<HomePreviewRow>>;
  /**
   * The products that carry these SKUs (each given as `normalizeSku` makes it), keyed by that SKU; a SKU no product
   * carries is absent. Each product holds at least the matching variant, priced as `listProducts` prices. Inactive
   * products are included where the backend tells of them, so the shop can say "no longer sold".
   */
  findBySkus(skus: readonly string[], lookup?: SkuLookup): Promise<ReadonlyMap<string, Product>>;
  // Over HTTP it may throw SkusNotAllLookedUp: the lists were read, some products' details could not be.
}

export interface HomePreviewRow {
  readonly category: Category;
  readonly products: Product[];
}
