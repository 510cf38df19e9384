import assert from 'node:assert/strict';
import { execSync, spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { launchWatchedBrowser } from '../support/e2e.mjs';
import { startPreview } from '../support/server.mjs';

const OUT_DIR = 'dist-misconfigured';

describe('configuration', () => {
  let app;
  let browser;
  before(async () => {
    // The HTTP backend chosen, none of its settings given.
    execSync(`npx vite build --outDir ${OUT_DIR} --emptyOutDir`, {
      stdio: 'ignore',
      env: { ...process.env, VITE_BACKEND: 'http', VITE_API_BASE_URL: '', VITE_FIREBASE_API_KEY: '' },
    });
    app = await startPreview({ outDir: OUT_DIR });
    browser = await launchWatchedBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  it('a production build that does not say which backend it is for stops with a message', () => {
    const { VITE_BACKEND: _chosen, ...withoutBackend } = process.env;
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', `${OUT_DIR}-unchosen`], {
      env: withoutBackend,
      encoding: 'utf8',
    });
    assert.notEqual(build.status, 0);
    assert.match(build.stderr + build.stdout, /VITE_BACKEND is not set: build with VITE_BACKEND=http .* or VITE_BACKEND=demo \(npm run build:demo\)/);
  });

  it('a missing setting stops start-up with a message naming it', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/`);
    const message = await page.getByRole('alert').innerText();
    assert.match(message, /The shop cannot start/);
    for (const setting of ['VITE_API_BASE_URL', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID']) {
      assert.match(message, new RegExp(`${setting}: missing`));
    }
    await page.context().close();
  });
});
