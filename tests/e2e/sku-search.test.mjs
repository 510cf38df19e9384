// The header's search box finds a product by its exact SKU (issue 37): on the demo backend, and over HTTP against the
// stand-in, where the backend cannot search SKUs and the shop's own index finds a variant its lists leave out.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startAuthEmulator } from '../support/auth-emulator.mjs';
import { expectNoSeriousAxeViolations, launchWatchedBrowser, signIn, submitLogin, useShop } from '../support/e2e.mjs';
import { buildHttpApp, mockBackendUrl, startMockBackend } from '../support/http-backend.mjs';
import { startPreview } from '../support/server.mjs';

/** Types `term` into the header's search box and sends it, as a buyer does. */
async function searchFromHeader(page, term) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.fill(term);
  await box.press('Enter');
}

describe('header search by exact SKU, demo backend', () => {
  const shop = useShop();

  it('a signed-in dealer searching LT-001-1 lands on its product at the dealer price, Back returns home', async () => {
    const page = await shop.open('/');
    await signIn(page);
    await page.goto(`${shop.url}/`);
    await page.getByRole('main').getByRole('heading', { name: 'Shop by category' }).waitFor();
    await searchFromHeader(page, 'lt-001-1');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Aurora Path Light 2W 2700K', level: 1 }).waitFor();
    assert.match(page.url(), /\/product\/p-001\?variant=p-001-v1$/);
    await main.getByText('SKU: LT-001-1').waitFor();
    await main.getByLabel('Price $67.32 per unit').waitFor();
    await expectNoSeriousAxeViolations(page);
    // The search gave its place in the history to the product.
    await page.goBack();
    await page.waitForURL(`${shop.url}/`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a term that is no SKU still lists its results', async () => {
    const page = await shop.open('/');
    await searchFromHeader(page, 'LT-999-9');
    await page.getByText('No products found matching your search.').waitFor();
    assert.match(page.url(), /\/products\?search=LT-999-9$/);
    await page.context().close();
  });
});

describe('header search by exact SKU over HTTP (stand-in)', () => {
  // Ports and a build of this file's own, so it runs beside the other HTTP tests.
  const backendPort = 4687;
  const outDir = 'dist-http-sku-search';
  let auth;
  let backend;
  let app;
  let browser;
  before(async () => {
    auth = await startAuthEmulator({ port: 9187 });
    buildHttpApp({ emulatorUrl: auth.url, projectId: auth.projectId, backendUrl: mockBackendUrl(backendPort), outDir });
    backend = await startMockBackend({ port: backendPort });
    app = await startPreview({ outDir });
    browser = await launchWatchedBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    backend?.close();
    await auth?.close();
  });

  const indexCalls = (calls) => calls.filter((call) => call.includes('includeOutOfStock=true') || /^GET \/products\/\d+$/.test(call));

  it('a visitor searching AUR-BZ, Aurora’s second variant (not in the lists), lands on Aurora through one detail call', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${app.url}/`);
    await page.getByRole('main').getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.waitForLoadState('networkidle');
    await backend.takeCalls();
    await searchFromHeader(page, 'AUR-BZ');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    assert.match(page.url(), /\/product\/1\?variant=2$/);
    await main.getByRole('link', { name: 'Sign in to see prices' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const calls = await backend.takeCalls();
    // One list page (5 products), then Aurora's detail, whose first SKU AUR-BR shares the stem: nothing inactive.
    assert.deepEqual(indexCalls(calls).slice(0, 2), ['GET /products?state=ACTIVE&includeOutOfStock=true&skip=0&take=100', 'GET /products/1'], calls.join(', '));
    assert.equal(calls.filter((call) => call.includes('state=INACTIVE')).length, 0, calls.join(', '));
    await page.context().close();
  });

  it('a signed-in dealer searching AUR-BZ lands on Aurora at the dealer price; the next SKU costs no index call', async () => {
    await auth.createUser('dealer@truscapes.test', 'Dealer1234!').catch((error) => {
      if (!String(error.message).includes('EMAIL_EXISTS')) throw error;
    });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${app.url}/login`);
    await submitLogin(page, 'dealer@truscapes.test', 'Dealer1234!');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('link', { name: /^Cart, \d+ lines?$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await backend.takeCalls();

    await searchFromHeader(page, 'aur-bz');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    assert.match(page.url(), /\/product\/1\?variant=2$/);
    // The product page opens at the variant the SKU names: Bronze, $61.35 for a dealer.
    await main.getByLabel('Price $61.35 per unit').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.waitForLoadState('networkidle');
    const first = await backend.takeCalls();
    assert.equal(first.filter((call) => call.includes('includeOutOfStock=true')).length, 1, first.join(', '));

    await searchFromHeader(page, 'TSB301-BZ');
    await main.getByRole('heading', { name: 'TS-B301 Bollard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const next = await backend.takeCalls();
    assert.equal(next.filter((call) => call.includes('includeOutOfStock=true')).length, 0, next.join(', '));
    await page.context().close();
  });
});
