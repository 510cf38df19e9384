import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Node's resolution picks firebase/auth's Node build, whose browserLocalPersistence is only in
// memory. The browser build is what ships, and over jsdom's localStorage it really persists.
const fromFirebase = createRequire(createRequire(import.meta.url).resolve('firebase/package.json'));
const authBrowserBuild = join(dirname(fromFirebase.resolve('@firebase/auth/package.json')), 'dist/esm/index.js');

/** The identity adapter against the real Firebase Auth emulator (npm run test:identity). */
export default defineConfig({
  resolve: { alias: [{ find: /^firebase\/auth$/, replacement: authBrowserBuild }] },
  test: {
    include: ['tests/identity/**/*.test.ts'],
    environment: 'jsdom',
    globalSetup: ['./tests/identity/global-setup.mjs'],
    // One emulator, cleared before each test: no two tests may run at once.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
