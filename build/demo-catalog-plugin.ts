import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { DEMO_CATALOG_FILE, DEMO_PRODUCT_FILE } from '../src/infrastructure/demo/demo-catalog.file.ts';

type SeedModule = typeof import('../src/infrastructure/demo/shelf-from-seed.ts');

// Loaded through Vite's module runner, not imported here: the seed, the schemas and zod stay out of the
// config bundle (which every vite and vitest run loads), and their extensionless imports out of its native check.
const SEED_MODULE = fileURLToPath(new URL('../src/infrastructure/demo/shelf-from-seed.ts', import.meta.url));

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Serves the demo catalogue as a JSON file rather than as JavaScript in the
 * first load. The seed stays readable TypeScript in the backend's wire format;
 * here it is read through the HTTP adapter's schemas (a seed that does not
 * read fails the build, naming where), and the browser gets the parsed shelf
 * as data, prices in integer mills, with no schema code to run: the whole
 * shelf, and each product alone (what the cart's repricing needs).
 */
export function demoCatalogPlugin(): Plugin {
  let onHttp = false;
  return {
    name: 'demo-catalog',
    configResolved(config) {
      // The HTTP build never reads the demo's data: its deploy carries none.
      onHttp = config.env.VITE_BACKEND === 'http';
    },
    configureServer(server) {
      const productFiles = `/${DEMO_PRODUCT_FILE.slice(0, DEMO_PRODUCT_FILE.indexOf('{id}'))}`;
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path !== `/${DEMO_CATALOG_FILE}` && !path.startsWith(productFiles)) return next();
        // The dev server's own loader: an edited seed is read afresh on the next request.
        (server.ssrLoadModule(SEED_MODULE) as Promise<SeedModule>)
          .then(({ catalogFileFromSeed, productFilesFromSeed }) => {
            const body = path === `/${DEMO_CATALOG_FILE}` ? catalogFileFromSeed() : productFilesFromSeed().get(path.slice(1));
            if (body === undefined) return next();
            response.setHeader('Content-Type', 'application/json');
            response.end(body);
          })
          // Vite's error page and log then show where the seed does not read.
          .catch(next);
      });
    },
    async generateBundle() {
      if (onHttp) return;
      let source: string;
      let productFiles: Map<string, string>;
      try {
        const { module } = await runnerImport<SeedModule>(SEED_MODULE);
        source = module.catalogFileFromSeed();
        productFiles = module.productFilesFromSeed();
      } catch (error) {
        this.error(message(error));
      }
      this.emitFile({ type: 'asset', fileName: DEMO_CATALOG_FILE, source });
      for (const [fileName, product] of productFiles) this.emitFile({ type: 'asset', fileName, source: product });
    },
  };
}
