import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectNoSeriousAxeViolations } from '../support/e2e.mjs';
import { launchBrowser } from '../support/browser.mjs';
import { HTTP_OUT_DIR, buildHttpApp, startMockBackend } from '../support/http-backend.mjs';
import { startPreview } from '../support/server.mjs';

describe('the shop on the HTTP backend', () => {
  let backend;
  let app;
  let browser;
  before(async () => {
    buildHttpApp();
    backend = await startMockBackend();
    app = await startPreview({ outDir: HTTP_OUT_DIR });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    backend?.close();
  });

  it('browses through spec §7 calls, and going back makes no new call', async () => {
    const page = await (await browser.newContext()).newPage();
    const main = page.getByRole('main');
    await page.goto(`${app.url}/`);
    await main.getByRole('heading', { name: 'Wire & Connectors', level: 2 }).waitFor();
    await page.waitForLoadState('networkidle');
    const home = await backend.takeCalls();
    assert.ok(home.includes('GET /category'));
    assert.ok(home.includes('GET /products?categoryId=cat-path&state=ACTIVE&skip=0&take=8'));
    assert.ok(!home.includes('GET /products?categoryId=cat-wire&state=ACTIVE&skip=0&take=8'), 'rows far below the fold wait for a scroll');
    await main.getByRole('heading', { name: 'Wire & Connectors', level: 2 }).scrollIntoViewIfNeeded();
    await main.getByRole('list', { name: 'Wire & Connectors' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok((await backend.takeCalls()).includes('GET /products?categoryId=cat-wire&state=ACTIVE&skip=0&take=8'));
    await page.evaluate(() => window.scrollTo(0, 0));

    await main.getByRole('link', { name: 'Well Lights', exact: true }).click();
    await main.getByText('Showing 1–').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await backend.takeCalls(), ['GET /products?categoryId=cat-well&state=ACTIVE&skip=0&take=40']);
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('listitem').first().getByRole('link').first().click();
    await main.getByRole('heading', { name: 'You May Also Like' }).waitFor();
    await page.waitForLoadState('networkidle');
    const product = await backend.takeCalls();
    assert.equal(product.length, 2);
    assert.match(product[0], /^GET \/products\/p-\d+$/);

    await page.goBack();
    await main.getByText('Showing 1–').waitFor();
    await page.goBack();
    await main.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await backend.takeCalls(), [], 'pages seen in the last minute come from the cache');
    await page.context().close();
  });

  it('signed out over HTTP: no prices, the login link instead', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/product/p-001`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in to see prices' }).first().waitFor();
    assert.doesNotMatch(await page.getByRole('main').innerText(), /\$\d/);
    await page.context().close();
  });
});
