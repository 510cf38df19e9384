import type { CatalogPort, ProductQuery } from '../../application/ports/catalog.port';
import { BackendError } from '../../application/shared/backend-error';
import { isActive, type Category, type Product } from '../../domain/catalog/catalog';
import { categoryListSchema, productListSchema } from '../http/catalog.schema';

interface Shelf {
  readonly categories: Category[];
  readonly products: Product[];
}

/** The seed is a chunk of its own, fetched on first use, and parsed by the same schemas as the HTTP answers. */
async function loadShelf(): Promise<Shelf> {
  const { seedCategories, seedProducts } = await import('./catalog.seed');
  return {
    categories: categoryListSchema.parse(seedCategories),
    products: productListSchema.parse(seedProducts),
  };
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

export class DemoCatalog implements CatalogPort {
  private shelf: Promise<Shelf> | null = null;

  private load(): Promise<Shelf> {
    this.shelf ??= loadShelf().catch((error: unknown) => {
      this.shelf = null;
      throw new BackendError('network', error instanceof Error ? error.message : 'Demo catalogue unavailable');
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
