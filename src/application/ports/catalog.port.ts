import type { Category, Product } from '../../domain/catalog/catalog';

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
  /** Every home row in one call (GET /products/home-preview?take=8), when the backend has it. */
  homePreview?(take: number): Promise<ReadonlyArray<{ readonly category: Category; readonly products: Product[] }>>;
}
