import { z } from 'zod/mini';
import type { CatalogPort, ProductQuery, SkuLookup } from '../../application/ports/catalog.port';
import { BackendError, isNotFound } from '../../application/shared/backend-error';
import type { Product } from '../../domain/catalog/catalog';
import { categoryListSchema, homePreviewSchema, listedProductSchema, productSchema } from './catalog.schema';
import type { HttpClient } from './http-client';
import type { ListedState, SkuIndex, SkuSource } from './sku-index';
import { LIST_TAKE_MOST, numericId } from './wire';

/** GET /products answers a list, or a page object holding one. */
function pageOf<S extends z.ZodMiniType>(item: S) {
  const list = z.array(item);
  return z.union([
    list,
    z.pipe(z.object({ products: list }), z.transform((page) => page.products)),
    z.pipe(z.object({ data: list }), z.transform((page) => page.data)),
  ]);
}
const productPageSchema = pageOf(productSchema);
const listedPageSchema = pageOf(listedProductSchema);

/** GET /products/{id} answers a missing product with a 200 and an empty body (its service returns null), not a 404. */
const MISSING_PRODUCT_ANSWER = '';
const productOrMissingSchema = z.union([z.literal(MISSING_PRODUCT_ANSWER), productSchema]);

/** Whom the backend answers for: its prices come with a token, and an index is kept per account. */
export type CatalogAudience = () => Promise<string>;

export class HttpCatalog implements CatalogPort {
  private skuIndex: { readonly audience: string; readonly index: Promise<SkuIndex> } | undefined;

  constructor(
    private readonly http: HttpClient,
    // Stryker disable next-line StringLiteral: any one text will do: without an audience every look-up is the same one's
    private readonly audience: CatalogAudience = async () => 'anyone',
  ) {}

  listCategories() {
    return this.http.get('/category', categoryListSchema);
  }

  async listProducts(query: ProductQuery) {
    try {
      return await this.http.get('/products', productPageSchema, {
        categoryId: query.categoryId,
        q: query.search,
        state: 'ACTIVE',
        skip: query.skip,
        take: query.take,
      });
    } catch (error) {
      // With no signal, a search never run on this device is answered from the full list it kept, if it kept one.
      if (!query.search?.trim() || !(error instanceof BackendError) || error.kind !== 'network') throw error;
      return this.searchKeptList(query.search, query).catch(() => Promise.reject(error));
    }
  }

  /**
   * The backend's search over the full list this device kept (the SKU index's pages, in the backend's order): an
   * in-stock product whose name or description holds the words, in any case. The list's description is the first 160
   * characters of the backend's, so a match further in is missed.
   */
  private async searchKeptList(search: string, { categoryId, skip, take }: ProductQuery): Promise<Product[]> {
    const words = search.trim().toLowerCase();
    const found: Product[] = [];
    for (let at = 0; ; at += LIST_TAKE_MOST) {
      const page = await this.http.kept('/products', listedPageSchema, fullListParams('ACTIVE', at, LIST_TAKE_MOST));
      for (const { product, inStock } of page) {
        const holds = product.name.toLowerCase().includes(words) || product.description.toLowerCase().includes(words);
        if (inStock && holds && (!categoryId || product.categoryId === categoryId)) found.push(product);
      }
      if (page.length < LIST_TAKE_MOST) return found.slice(skip, skip + take);
    }
  }

  async getProduct(id: string): Promise<Product> {
    const product = await this.http.get(`/products/${numericId(id)}`, productOrMissingSchema);
    if (product === MISSING_PRODUCT_ANSWER) throw new BackendError('not-found', `No product ${id}`);
    return product;
  }

  homePreview(take: number) {
    return this.http.get('/products/home-preview', homePreviewSchema, { take });
  }

  /** From the shop's own SKU index (sku-index.ts, loaded on first use): one per audience, rebuilt when it changes. */
  async findBySkus(skus: readonly string[], lookup?: SkuLookup): Promise<ReadonlyMap<string, Product>> {
    const audience = await this.audience();
    if (this.skuIndex?.audience !== audience) {
      const source: SkuSource = { listPage: (state, skip, take) => this.listEvery(state, skip, take), detail: (id) => this.productOrNull(id) };
      const index = import('./sku-index').then(({ SkuIndex }) => new SkuIndex(source));
      this.skuIndex = { audience, index };
      // A chunk that failed to download is asked for again next time.
      index.catch(() => this.skuIndex?.index === index && (this.skuIndex = undefined));
    }
    return (await this.skuIndex.index).find(skus, lookup);
  }

  /** Out-of-stock products too, so their SKUs are known and marked. */
  private listEvery(state: ListedState, skip: number, take: number) {
    return this.http.get('/products', productPageSchema, fullListParams(state, skip, take));
  }

  private productOrNull(id: string): Promise<Product | null> {
    return this.getProduct(id).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  }
}

/** A page of the full list, out-of-stock products too (the backend leaves them out unless asked). */
function fullListParams(state: ListedState, skip: number, take: number) {
  return { state, includeOutOfStock: 'true', skip, take };
}
