import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import shopConfig from './vite.config.ts';

/**
 * The tests Stryker runs against each mutant (npm run test:mutation): the tests of the mutated layers, so the
 * score says how tightly those pin their rules. Domain and application: their unit tests; the HTTP adapters:
 * their contract tests, and the unit test of auth-expiry.ts (an HTTP file with no wire, so no contract test).
 * Left out: the demo backend's and the browser adapters' tests (the demo's seeds run domain code when imported,
 * which would make most domain mutants "static": each rerunning every test), the stand-in's (it runs in a child
 * process Stryker cannot see), the screens' (slow in jsdom), and the Testing Library setup, which only the screens
 * use.
 */
export default defineConfig(async (env) => {
  const shop = (await (typeof shopConfig === 'function' ? shopConfig(env) : shopConfig)) as ViteUserConfig;
  return {
    ...shop,
    test: {
      ...shop.test,
      include: [
        'tests/unit/domain/**/*.test.ts',
        'tests/unit/application/**/*.test.ts',
        'tests/contract/**/*.test.ts',
        'tests/unit/infrastructure/auth-expiry.test.ts',
      ],
      exclude: [...configDefaults.exclude, 'tests/contract/stand-in*.test.ts'],
      // The modules the shop loads on first use, loaded before each file: their load-time code is static everywhere.
      setupFiles: ['tests/support/mutation-preload.ts'],
    },
  };
});
