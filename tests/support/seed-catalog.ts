/** The demo's seeded catalogue in Node: the shop's DemoCatalog handed the seed, read through the HTTP schemas. */
import type { CatalogPort } from '../../src/application/ports/catalog.port';
import { seedCategories, seedProducts } from '../../src/infrastructure/demo/catalog.seed';
import { DemoCatalog } from '../../src/infrastructure/demo/demo-catalog';
import { categoryListSchema, productListSchema } from '../../src/infrastructure/http/catalog.schema';

export const seededProducts = productListSchema.parse(seedProducts);

export function seedCatalog(): CatalogPort {
  return new DemoCatalog(async () => ({ categories: categoryListSchema.parse(seedCategories), products: seededProducts }));
}
