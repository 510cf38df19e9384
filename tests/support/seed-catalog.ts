/** The demo's seeded catalogue in Node: the shop's DemoCatalog handed the seed's shelf, read through the HTTP schemas as the build reads it. */
import type { CatalogPort } from '../../src/application/ports/catalog.port';
import { DemoCatalog } from '../../src/infrastructure/demo/demo-catalog';
import { shelfFromSeed } from '../../src/infrastructure/demo/shelf-from-seed';

const seedShelf = shelfFromSeed();

export const seededProducts = seedShelf.products;

export function seedCatalog(): CatalogPort {
  return new DemoCatalog(async () => seedShelf, null);
}
