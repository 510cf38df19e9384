// Mutation testing's shared settings. `npm run test:mutation` (scripts/mutation.mjs) runs Stryker once per mutated
// folder, each with its own incremental file and report; docs/mutation.md says how to read them.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts', 'src/infrastructure/http/**/*.ts'],
  // Builds and reports are not copied into the sandbox.
  ignorePatterns: ['dist*', 'reports/mutation', '.diag', 'test-results'],
  // A static mutant (code run when its module is imported, e.g. a message constant) cannot be traced to the tests
  // that cover it, so Stryker reruns every related test for it: measured, the domain's 10% static mutants took 78%
  // of its run (about 3 hours on two shared cores). They are left out of the run and counted as ignored.
  ignoreStatic: true,
  // Two cores, shared: more workers only queue.
  concurrency: 2,
  // A rerun retests only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
};
