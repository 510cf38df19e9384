import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_ROW_SIZE,
  hasNextPage,
  isActive,
  pageNumber,
  relatedProducts,
  sortCategories,
  type Category,
  type Product,
} from '../../domain/catalog/catalog';
import type { CatalogPort, SkuLookup } from '../ports/catalog.port';
import { BackendError } from '../shared/backend-error';
import { catalogMessages } from './catalog.messages';

export interface ProductPage {
  readonly products: Product[];
  /** 1-based. */
  readonly page: number;
  readonly hasNext: boolean;
}

export interface ProductPageRequest {
  readonly categoryId?: string;
  readonly search?: string;
  readonly page: number;
}

/** The most products a list page holds (the backend caps `take` at 100). */
const LIST_PAGE_AT_MOST = 100;

export interface CatalogUseCases {
  categories(): Promise<Category[]>;
  productPage(request: ProductPageRequest): Promise<ProductPage>;
  /** Up to 8 active products of a category for the home page row. */
  homeRow(categoryId: string): Promise<Product[]>;
  /**
   * Every home row in one call (up to 8 active products by category id), when
   * the backend has it; absent, the home page loads its rows one by one.
   */
  homePreview?(): Promise<ReadonlyMap<string, Product[]>>;
  product(id: string): Promise<Product>;
  related(product: Product): Promise<Product[]>;
  /**
   * Every active product as the catalogue's list pages carry it, by id (a call per 100 products). Over HTTP a listed
   * product holds its first variant only; what it lacks is read with `product`.
   */
  listedProducts(): Promise<ReadonlyMap<string, Product>>;
  /** The products carrying these SKUs (normalized), inactive ones too where the backend tells: Quick Order says why. */
  findBySkus(skus: readonly string[], lookup?: SkuLookup): Promise<ReadonlyMap<string, Product>>;
}

export function catalogUseCases(catalog: CatalogPort): CatalogUseCases {
  const preview = catalog.homePreview?.bind(catalog);
  return {
    ...(preview && {
      async homePreview() {
        const rows = await preview(PRODUCT_ROW_SIZE);
        return new Map(rows.map(({ category, products }) => [category.id, products.filter(isActive).slice(0, PRODUCT_ROW_SIZE)]));
      },
    }),
    async categories() {
      return sortCategories(await catalog.listCategories());
    },
    async productPage({ categoryId, search, page }) {
      const safePage = pageNumber(page);
      const received = await catalog.listProducts({
        ...(categoryId ? { categoryId } : {}),
        ...(search ? { search } : {}),
        skip: (safePage - 1) * PRODUCT_PAGE_SIZE,
        take: PRODUCT_PAGE_SIZE,
      });
      // A full page means more may follow, even if some of it is kept off the shelf here.
      return {
        products: received.filter(isActive),
        page: safePage,
        hasNext: hasNextPage(received.length, PRODUCT_PAGE_SIZE),
      };
    },
    async homeRow(categoryId) {
      const products = await catalog.listProducts({ categoryId, skip: 0, take: PRODUCT_ROW_SIZE });
      return products.filter(isActive).slice(0, PRODUCT_ROW_SIZE);
    },
    async product(id) {
      const product = await catalog.getProduct(id);
      // Inactive products are off the shelf, even by direct link.
      if (!isActive(product)) throw new BackendError('not-found', catalogMessages.productNotFound, 404);
      return product;
    },
    findBySkus: (skus, lookup) => catalog.findBySkus(skus, lookup),
    async listedProducts() {
      const listed = new Map<string, Product>();
      for (let skip = 0; ; skip += LIST_PAGE_AT_MOST) {
        const page = await catalog.listProducts({ skip, take: LIST_PAGE_AT_MOST });
        for (const product of page.filter(isActive)) listed.set(product.id, product);
        if (!hasNextPage(page.length, LIST_PAGE_AT_MOST)) return listed;
      }
    },
    async related(product) {
      // One more than a row, since the product itself may be among them.
      const candidates = await catalog.listProducts({
        categoryId: product.categoryId,
        skip: 0,
        take: PRODUCT_ROW_SIZE + 1,
      });
      return relatedProducts(product, candidates, PRODUCT_ROW_SIZE);
    },
  };
}
