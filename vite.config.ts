import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { demoCatalogPlugin } from './scripts/demo-catalog-plugin.ts';

export default defineConfig({
  plugins: [react(), demoCatalogPlugin()],
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
});
