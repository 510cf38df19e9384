import type { Plugin } from 'vite';
import { DEMO_CATALOG_FILE } from '../src/infrastructure/demo/demo-catalog.file.ts';
import { seedCategories, seedProducts } from '../src/infrastructure/demo/catalog.seed.ts';

/**
 * Serves the demo catalogue as a JSON file, as a backend would answer it,
 * rather than as JavaScript in the first load: the seed stays readable
 * TypeScript, the browser gets data.
 */
export function demoCatalogPlugin(): Plugin {
  const body = () => JSON.stringify({ categories: seedCategories, products: seedProducts });
  return {
    name: 'demo-catalog',
    configureServer(server) {
      server.middlewares.use(`/${DEMO_CATALOG_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_CATALOG_FILE, source: body() });
    },
  };
}
