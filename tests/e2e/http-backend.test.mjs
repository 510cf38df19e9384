import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, launchWatchedBrowser, launchWatchedRegularProfile } from '../support/e2e.mjs';
import { HTTP_OUT_DIR, MOCK_BACKEND_URL, buildHttpApp, startMockBackend } from '../support/http-backend.mjs';
import { startPreview } from '../support/server.mjs';

describe('the shop on the HTTP backend', () => {
  let backend;
  let app;
  let browser;
  before(async () => {
    buildHttpApp();
    backend = await startMockBackend();
    app = await startPreview({ outDir: HTTP_OUT_DIR });
    browser = await launchWatchedBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    backend?.close();
  });

  it("browses through the backend's calls, and going back makes no new call", async () => {
    const page = await (await browser.newContext()).newPage();
    const main = page.getByRole('main');
    await page.goto(`${app.url}/`);
    await main.getByRole('heading', { name: 'Bollards', level: 2 }).waitFor();
    await page.waitForLoadState('networkidle');
    // Every home row from one call.
    assert.deepEqual((await backend.takeCalls()).sort(), ['GET /category', 'GET /products/home-preview?take=8']);

    await main.getByRole('link', { name: 'Path Lights', exact: true }).click();
    await main.getByText('Showing 1–').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await backend.takeCalls(), ['GET /products?categoryId=1&state=ACTIVE&skip=0&take=40']);
    await expectNoSeriousAxeViolations(page);

    // Aurora has a neighbour in its category (Comet), so its page has a related row.
    await main.getByRole('listitem').filter({ hasText: 'Aurora Brass Path Light' }).getByRole('link').first().click();
    // The row asks for its products once the product's picture is on screen.
    await main.getByRole('region', { name: 'You May Also Like' }).getByRole('link', { name: 'Comet Copper Path Light' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const product = await backend.takeCalls();
    assert.equal(product.length, 2);
    assert.equal(product[0], 'GET /products/1');

    await page.goBack();
    await main.getByText('Showing 1–').waitFor();
    await page.goBack();
    await main.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await backend.takeCalls(), [], 'pages seen in the last minute come from the cache');

    // A visitor's pages never load the code of the calls only a signed-in account makes (its orders, transactions,
    // coupons, wallet and profile adapters): every script they loaded, read back, names none of those calls.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js')));
    assert.ok(scripts.some((url) => url.includes('/assets/http.module-')), scripts.join(', '));
    const sources = await Promise.all(scripts.map((url) => page.evaluate((script) => fetch(script).then((response) => response.text()), url)));
    for (const call of ['/orders/my-orders', '/transactions/my-transactions', '/coupons/validate', '/wallet/repay-dues']) {
      assert.deepEqual(scripts.filter((_, index) => sources[index].includes(call)), [], call);
    }
    await page.context().close();
  });

  it("a visitor's product list and product page: the page's first script asks the backend, and the shop uses those answers", async () => {
    const page = await (await browser.newContext()).newPage();
    const main = page.getByRole('main');
    /** Who asked the backend for what: 'link' is the first script's preload, 'fetch' a call of the shop's own. */
    const askedBy = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'link' || entry.initiatorType === 'fetch')
          .map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}${new URL(entry.name).search}`)
          .sort(),
      );
    await backend.takeCalls();
    await page.goto(`${app.url}/products`);
    await main.getByText('Showing 1–').waitFor();
    await page.waitForLoadState('networkidle');
    // Each asked once: the shop's own call found the preloaded answer (a different URL would be a second call).
    assert.deepEqual((await backend.takeCalls()).sort(), ['GET /category', 'GET /products?state=ACTIVE&skip=0&take=40']);
    assert.deepEqual(await askedBy(), ['link /category', 'link /products?state=ACTIVE&skip=0&take=40']);

    await page.goto(`${app.url}/product/1`);
    await main.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal((await backend.takeCalls()).filter((call) => call === 'GET /products/1').length, 1);
    assert.ok((await askedBy()).includes('link /products/1'));
    await page.context().close();
  });

  it("a visitor's product list on a phone: the first script asks for the products alone, the one backend call", async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await backend.takeCalls();
    await page.goto(`${app.url}/products`);
    await page.getByRole('main').getByText('Showing 1–').waitFor();
    await page.waitForLoadState('networkidle');
    // A phone shows no category bar and "All Products" needs no category's name.
    assert.deepEqual(await backend.takeCalls(), ['GET /products?state=ACTIVE&skip=0&take=40']);
    const preloaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'link' && !entry.name.includes('/assets/')).map((entry) => new URL(entry.name).pathname),
    );
    assert.deepEqual(preloaded.filter((path) => !path.startsWith('/images/')), ['/products']);
    await page.context().close();
  });

  it("a page connects to the backend while its head is read: its first call finds the connection open", async () => {
    const context = await launchWatchedRegularProfile({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const backendAnswers = [];
      cdp.on('Network.responseReceived', ({ response }) => response.url.startsWith(MOCK_BACKEND_URL) && backendAnswers.push(response));
      await page.goto(`${app.url}/products`);
      await page.getByRole('main').getByText('Showing 1–').waitFor();
      // Without the document's preconnect, the first call would open the connection itself (connectStart 0 or more).
      const [first] = backendAnswers;
      assert.equal(new URL(first.url).pathname, '/products');
      assert.equal(first.timing.connectStart, -1);
      assert.equal(first.connectionReused, true);
    } finally {
      await context.close();
    }
  });

  it('signed out over HTTP: the backend sends no prices, the shop says "Sign in to see prices"', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/`);
    await page.getByRole('main').getByRole('heading', { name: 'Bollards', level: 2 }).waitFor();
    assert.doesNotMatch(await page.getByRole('main').innerText(), /\$\d/);
    await page.goto(`${app.url}/product/1`);
    await page.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in to see prices' }).first().waitFor();
    assert.doesNotMatch(await page.getByRole('main').innerText(), /\$\d/);
    await page.context().close();
  });
});
