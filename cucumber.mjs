// Run with: NODE_OPTIONS='--import tsx' cucumber-js
// (tsx must be registered with --import; `loader: ['tsx']` does not work, see TOOLCHAIN.md).
export default {
  import: ['features/support/**/*.ts', 'features/step_definitions/**/*.ts'],
  format: ['progress', 'html:reports/cucumber.html'],
  formatOptions: { snippetInterface: 'synchronous' },
  // Undefined or pending steps fail the run.
  strict: true,
};
