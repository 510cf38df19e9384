import type { CatalogPort, ProductQuery } from '../../application/ports/catalog.port';
import { BackendError } from '../../application/shared/backend-error';
import { isActive, type Category, type Product } from '../../domain/catalog/catalog';
import { z } from 'zod/mini';
import { categoryListSchema, productListSchema } from '../http/catalog.schema';
import { DEMO_CATALOG_FILE } from './demo-catalog.file';

export interface Shelf {
  readonly categories: Category[];
  readonly products: Product[];
}

const shelfSchema = z.object({ categories: categoryListSchema, products: productListSchema });

/** The seed arrives as data on first use, and is parsed by the same schemas as the HTTP answers. */
async function loadShelf(): Promise<Shelf> {
  const response = await fetch(`${import.meta.env.BASE_URL}${DEMO_CATALOG_FILE}`);
  if (!response.ok) throw new BackendError('network', `Demo catalogue unavailable (${response.status})`);
  const shelf = shelfSchema.safeParse(await response.json().catch(() => null));
  if (!shelf.success) throw new BackendError('malformed', 'The demo catalogue file does not read as a catalogue');
  return shelf.data;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

export class DemoCatalog implements CatalogPort {
  private shelf: Promise<Shelf> | null = null;

  /** `fetchShelf`: the browser fetches the seed as data; Node tests hand it over. */
  constructor(private readonly fetchShelf: () => Promise<Shelf> = loadShelf) {}

  private load(): Promise<Shelf> {
    this.shelf ??= this.fetchShelf().catch((error: unknown) => {
      // Not remembered: the next call tries again.
      this.shelf = null;
      throw error instanceof BackendError ? error : new BackendError('network', 'Demo catalogue unavailable');
    });
    return this.shelf;
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
    const product = (await this.load()).products.find((candidate) => candidate.id === id);
    if (!product) throw new BackendError('not-found', 'Product not found', 404);
    return product;
  }
}
