import { z } from 'zod/mini';
import type { CatalogPort, ProductQuery } from '../../application/ports/catalog.port';
import { categoryListSchema, productListSchema, productSchema } from './catalog.schema';
import type { HttpClient } from './http-client';

/** GET /products answers a list, or a page object holding one. */
const productPageSchema = z.union([
  productListSchema,
  z.pipe(z.object({ products: productListSchema }), z.transform((page) => page.products)),
  z.pipe(z.object({ data: productListSchema }), z.transform((page) => page.data)),
]);

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

  getProduct(id: string) {
    return this.http.get(`/products/${encodeURIComponent(id)}`, productSchema);
  }
}
