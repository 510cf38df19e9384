/**
 * The demo catalogue seed read as the backend's answers, by the HTTP adapter's
 * own schemas: run at build time (the demo-catalog Vite plugin writes the
 * result to demo/catalog.json) and by Node tests. Never imported by the
 * shop's browser code, which reads the written file (demo-shelf.ts).
 */
import { z } from 'zod/mini';
import { categoryListSchema, productListSchema } from '../http/catalog.schema';
import { seedCategories, seedProducts } from './catalog.seed';
import { demoProductFile } from './demo-catalog.file';
import { productToFile, shelfToFile, type Shelf } from './demo-shelf';

const seedShelfSchema = z.object({ categories: categoryListSchema, products: productListSchema });

/** Throws, naming each place the seed does not read as the backend would answer it. */
export function shelfFromSeed(
  seed: { categories: unknown; products: unknown } = { categories: seedCategories, products: seedProducts },
): Shelf {
  const shelf = seedShelfSchema.safeParse(seed);
  if (!shelf.success) {
    throw new Error(
      `The demo catalogue seed (catalog.seed.ts) does not read as the backend's answers:\n${z.prettifyError(shelf.error)}`,
    );
  }
  return shelf.data;
}

/** demo/catalog.json as the build writes it: the seed's shelf, prices in integer mills. */
export function catalogFileFromSeed(): string {
  return JSON.stringify(shelfToFile(shelfFromSeed()));
}

/** demo/products/{id}.json, each product alone, by file name. */
export function productFilesFromSeed(): Map<string, string> {
  return new Map(shelfFromSeed().products.map((product) => [demoProductFile(product.id), JSON.stringify(productToFile(product))]));
}
