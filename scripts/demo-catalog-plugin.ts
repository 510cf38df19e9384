import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { DEMO_CATALOG_FILE } from '../src/infrastructure/demo/demo-catalog.file.ts';

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
 * as data, prices in integer mills, with no schema code to run.
 */
export function demoCatalogPlugin(): Plugin {
  return {
    name: 'demo-catalog',
    configureServer(server) {
      server.middlewares.use(`/${DEMO_CATALOG_FILE}`, (_request, response, next) => {
        // The dev server's own loader: an edited seed is read afresh on the next request.
        (server.ssrLoadModule(SEED_MODULE) as Promise<SeedModule>)
          .then(({ catalogFileFromSeed }) => {
            const body = catalogFileFromSeed();
            response.setHeader('Content-Type', 'application/json');
            response.end(body);
          })
          // Vite's error page and log then show where the seed does not read.
          .catch(next);
      });
    },
    async generateBundle() {
      let source: string;
      try {
        const { module } = await runnerImport<SeedModule>(SEED_MODULE);
        source = module.catalogFileFromSeed();
      } catch (error) {
        this.error(message(error));
      }
      this.emitFile({ type: 'asset', fileName: DEMO_CATALOG_FILE, source });
    },
  };
}
