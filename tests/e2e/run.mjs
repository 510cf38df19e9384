// Runs the browser tests (the build must exist: `npm run test:e2e` builds first).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { CHROMIUM } from '../support/browser.mjs';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}
const files = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `tests/e2e/${file}`);
// A browser launched around the shared harness would miss its watch for uncaught errors and CSP violations.
const unwatched = files.filter((file) => {
  const source = readFileSync(file, 'utf8');
  return !source.includes("from '../support/e2e.mjs'") || source.includes("from '../support/browser.mjs'");
});
if (unwatched.length > 0) {
  console.error(`Get the browser from tests/support/e2e.mjs (useShop or launchWatchedBrowser), not browser.mjs: ${unwatched.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
