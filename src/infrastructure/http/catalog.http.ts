import { z } from 'zod/mini';
import type { CatalogPort, ProductQuery } from '../../application/ports/catalog.port';
import { BackendError } from '../../application/shared/backend-error';
import type { Product } from '../../domain/catalog/catalog';
import { categoryListSchema, homePreviewSchema, productListSchema, productSchema } from './catalog.schema';
import type { HttpClient } from './http-client';
import { numericId } from './wire';

/** GET /products answers a list, or a page object holding one. */
const productPageSchema = z.union([
  productListSchema,
  z.pipe(z.object({ products: productListSchema }), z.transform((page) => page.products)),
  z.pipe(z.object({ data: productListSchema }), z.transform((page) => page.data)),
]);

/** GET /products/{id} answers a missing product with a 200 and an empty body (its service returns null), not a 404. */
const MISSING_PRODUCT_ANSWER = '';
const productOrMissingSchema = z.union([z.literal(MISSING_PRODUCT_ANSWER), productSchema]);

export class HttpCatalog implements CatalogPort {
  constructor(private readonly http: HttpClient) {}

  listCategories() {
    return this.http.get('/category', categoryListSchema);
  }

  async listProducts(query: ProductQuery) {
    return this.http.get('/products', productPageSchema, {
      categoryId: query.categoryId,
      q: query.search,
      state: 'ACTIVE',
      skip: query.skip,
      take: query.take,
    });
  }

  async getProduct(id: string): Promise<Product> {
    const product = await this.http.get(`/products/${numericId(id)}`, productOrMissingSchema);
    if (product === MISSING_PRODUCT_ANSWER) throw new BackendError('not-found', `No product ${id}`);
    return product;
  }

  homePreview(take: number) {
    return this.http.get('/products/home-preview', homePreviewSchema, { take });
  }

  /** The SKU index over the catalogue's pages follows (issue 37); until then no SKU is known over HTTP. */
  async findBySkus(_skus: readonly string[]): Promise<ReadonlyMap<string, Product>> {
    return new Map();
  }
}
