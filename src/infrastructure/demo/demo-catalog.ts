import type { CatalogPort, ProductQuery } from '../../application/ports/catalog.port';
import { BackendError } from '../../application/shared/backend-error';
import { isActive, type Product } from '../../domain/catalog/catalog';
import { normalizeSku } from '../../domain/catalog/sku';
import { DEMO_CATALOG_FILE, demoProductFile } from './demo-catalog.file';
import { nextTask } from '../../application/shared/next-task';
import { productFromFile, shelfFromFileInSteps, type Shelf } from './demo-shelf';

export type { Shelf } from './demo-shelf';

/** Products read per task: a catalogue of thousands read in one go is a long task on a slow phone. */
const PRODUCTS_READ_PER_STEP = 250;

/**
 * The seed arrives as data on first use: the build has already read it through
 * the HTTP schemas (shelf-from-seed.ts) and written it with prices in mills, so
 * the browser checks only its shape and turns the mills back into Money.
 */
async function loadShelf(): Promise<Shelf> {
  const response = await fetch(`${import.meta.env.BASE_URL}${DEMO_CATALOG_FILE}`);
  if (!response.ok) throw new BackendError('network', `Demo catalogue unavailable (${response.status})`);
  const shelf = await shelfFromFileInSteps(await response.json().catch(() => null), nextTask, PRODUCTS_READ_PER_STEP);
  if (!shelf) throw new BackendError('malformed', 'The demo catalogue file does not read as a catalogue');
  return shelf;
}

/**
 * One product's file; null for anything but that product (a product the build wrote no file for, answered by the
 * host's page for unknown paths, a failed fetch): the whole catalogue then answers.
 */
async function loadProductFile(id: string): Promise<Product | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${demoProductFile(id)}`);
    if (!response.ok) return null;
    const product = productFromFile(await response.json());
    return product?.id === id ? product : null;
  } catch {
    return null;
  }
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** Products read from their own files before the whole catalogue is read instead. */
const SINGLE_FILES_AT_MOST = 40;

export class DemoCatalog implements CatalogPort {
  private shelf: Promise<Shelf> | null = null;
  private shelfById: Promise<ReadonlyMap<string, Product>> | null = null;
  private singlesAsked = 0;

  /**
   * `fetchShelf`: the browser fetches the catalogue file; Node tests hand over the seed's shelf (shelfFromSeed).
   * `fetchProduct`: one product's file, read while the catalogue is not (the cart's repricing, a product page);
   * null to read every product from the shelf.
   */
  constructor(
    private readonly fetchShelf: () => Promise<Shelf> = loadShelf,
    private readonly fetchProduct: ((id: string) => Promise<Product | null>) | null = loadProductFile,
  ) {}

  private load(): Promise<Shelf> {
    this.shelf ??= this.fetchShelf().catch((error: unknown) => {
      // Not remembered: the next call tries again.
      this.shelf = null;
      throw error instanceof BackendError ? error : new BackendError('network', 'Demo catalogue unavailable');
    });
    return this.shelf;
  }

  private byId(): Promise<ReadonlyMap<string, Product>> {
    this.shelfById ??= this.load().then(({ products }) => new Map(products.map((product) => [product.id, product])));
    // A failed load is tried again next time, as load() itself is.
    this.shelfById.catch(() => (this.shelfById = null));
    return this.shelfById;
  }

  async listCategories() {
    return (await this.load()).categories;
  }

  /** Like the backend: active only, by category, search on name and description ignoring case. */
  async listProducts(query: ProductQuery) {
    const { products } = await this.load();
    const needle = query.search?.trim().toLowerCase() ?? '';
    return products
      .filter(isActive)
      .filter((product) => !query.categoryId || product.categoryId === query.categoryId)
      .filter(
        (product) =>
          !needle ||
          product.name.toLowerCase().includes(needle) ||
          plainText(product.description).toLowerCase().includes(needle),
      )
      .slice(query.skip, query.skip + query.take);
  }

  async getProduct(id: string) {
    // A few products at once (a product page, a small cart) come from their own files; many (a long cart's
    // repricing) from the one catalogue file, rather than a request each.
    this.singlesAsked += 1;
    const alone = this.shelf || !this.fetchProduct || this.singlesAsked > SINGLE_FILES_AT_MOST ? null : await this.fetchProduct(id);
    if (alone) return alone;
    const product = (await this.byId()).get(id);
    if (!product) throw new BackendError('not-found', 'Product not found', 404);
    return product;
  }

  /** From the whole shelf, inactive products too: the demo knows what it no longer sells. */
  async findBySkus(skus: readonly string[]) {
    const wanted = new Set(skus);
    const found = new Map<string, Product>();
    for (const product of (await this.load()).products) {
      for (const variant of product.variants) {
        const sku = variant.sku === null ? null : normalizeSku(variant.sku);
        if (sku !== null && wanted.has(sku) && !found.has(sku)) found.set(sku, product);
      }
    }
    return found;
  }
}

function withoutPrices(product: Product): Product {
  return { ...product, variants: product.variants.map((variant) => ({ ...variant, prices: null })) };
}

/**
 * The catalogue as the backend answers a caller: the hosted backend sends
 * prices only with a signed-in caller's token, and so does the demo, so a
 * visitor sees the same shop on both. `callerSignedIn` is asked on every call.
 * The demo's own order pricing reads the DemoCatalog itself.
 */
export function catalogForCaller(catalog: CatalogPort, callerSignedIn: () => Promise<boolean>): CatalogPort {
  const priced = async <T>(answer: Promise<T>, strip: (value: T) => T): Promise<T> => {
    const [value, signedIn] = await Promise.all([answer, callerSignedIn()]);
    return signedIn ? value : strip(value);
  };
  return {
    listCategories: () => catalog.listCategories(),
    listProducts: (query) => priced(catalog.listProducts(query), (products) => products.map(withoutPrices)),
    getProduct: (id) => priced(catalog.getProduct(id), withoutPrices),
    findBySkus: (skus) => priced(catalog.findBySkus(skus), (found) => new Map([...found].map(([sku, product]) => [sku, withoutPrices(product)]))),
  };
}
