/** The layer rule of DESIGN.md, checked in `npm test` (npm run lint:layers). */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports nothing but dinero.js and itself.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', 'node_modules/dinero\\.js/'] },
    },
    {
      name: 'application-stays-inside',
      comment: 'Application code knows the domain, xstate and zod, never adapters or views.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: ['^src/infrastructure/', '^src/ui/'] },
    },
    {
      name: 'application-libraries',
      comment: 'Application code may use xstate and zod from outside, nothing else.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: ['node_modules/(xstate|zod)/'] },
    },
    {
      name: 'composition-root-only-in-entry',
      comment: 'Only the entry file picks and wires the adapters; adapters never reach back into the wiring.',
      severity: 'error',
      from: { pathNot: ['^src/infrastructure/di/', '^src/ui/app/main\\.tsx$'] },
      to: { path: '^src/infrastructure/di/' },
    },
    {
      name: 'views-do-not-call-adapters',
      comment: 'Views get adapters through AppServices, never by import (the entry file builds them).',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '^src/ui/app/main\\.tsx$' },
      to: { path: '^src/infrastructure/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
