import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { demoCatalogPlugin } from './scripts/demo-catalog-plugin.ts';
import { firstScreenPreloadPlugin } from './scripts/first-screen-preload-plugin.ts';
import { DEMO_CATALOG_FILE } from './src/infrastructure/demo/demo-catalog.file.ts';
import { securityHeadersPlugin } from './scripts/security-headers.ts';

/** A production build must say which backend it is for: without it, a deploy would silently ship the demo shop. */
function requireBackendChoice(command: string, mode: string): void {
  if (command === 'build' && !loadEnv(mode, process.cwd()).VITE_BACKEND) {
    throw new Error('VITE_BACKEND is not set: build with VITE_BACKEND=http (and the hosted backend\'s settings) or VITE_BACKEND=demo (npm run build:demo).');
  }
}

export default defineConfig(({ command, mode }) => {
  requireBackendChoice(command, mode);
  return {
    plugins: [
      react(),
      demoCatalogPlugin(),
      securityHeadersPlugin(),
      // The screens a visitor lands on from a search or a link; spec §2's other routes start from these.
      firstScreenPreloadPlugin({
        screens: [
          { path: '/', module: 'src/ui/catalog/HomePage.tsx', images: ['/images/hero.svg'] },
          { path: '/products', module: 'src/ui/catalog/ProductListPage.tsx' },
          { path: '/product/', prefix: true, module: 'src/ui/catalog/ProductDetailPage.tsx' },
        ],
        everyScreen: ['src/infrastructure/di/demo.module.ts', 'src/infrastructure/di/http.module.ts'],
        everyScreenData: () => (loadEnv(mode, process.cwd()).VITE_BACKEND === 'http' ? [] : [`/${DEMO_CATALOG_FILE}`]),
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Everything the first page needs in one chunk: split into many small shared chunks it compressed worse
          // and cost more requests (measured: about 5 KiB gzip on the first load of /).
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    preview: { port: 4173, strictPort: false },
    test: {
      environment: 'node',
      include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/component/**/*.test.tsx'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
    },
  };
});
