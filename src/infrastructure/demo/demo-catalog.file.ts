/** Where the built app serves the demo catalogue (written by the demo-catalog Vite plugin). */
export const DEMO_CATALOG_FILE = 'demo/catalog.json';

/**
 * Where it serves each product alone, `{id}` the product's id: what a product page and the cart's repricing
 * read, as the hosted backend answers `GET /products/{id}`, without the whole catalogue.
 */
export const DEMO_PRODUCT_FILE = 'demo/products/{id}.json';

export function demoProductFile(id: string): string {
  return DEMO_PRODUCT_FILE.replace('{id}', encodeURIComponent(id));
}
