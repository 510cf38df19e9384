import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useShop } from '../support/e2e.mjs';

/** The hints the first-screen script added to <head>: what the page asked for before the entry ran. */
const hints = (page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((link) =>
      link.getAttribute('href').replace(/-[\w-]{8}\.js$/, '.js'),
    ),
  );

describe('first screen', () => {
  const shop = useShop();

  it('the home page asks at once for its code, the backend, the demo catalogue and the hero image', async () => {
    const page = await shop.open('/');
    await page.getByRole('heading', { name: 'Landscape lighting built for the trade' }).waitFor();
    const asked = await hints(page);
    for (const wanted of ['/assets/HomePage.js', '/assets/demo.module.js', '/demo/catalog.json', '/images/hero.svg']) {
      assert.ok(asked.includes(wanted), `${wanted} in ${asked.join(', ')}`);
    }
    await page.context().close();
  });

  it('a product page asks for its own code and never for the home page', async () => {
    const page = await shop.open('/product/p-001');
    await page.getByRole('heading', { name: 'Aurora Path Light 2W 2700K', level: 1 }).waitFor();
    const asked = await hints(page);
    assert.ok(asked.includes('/assets/ProductDetailPage.js'), asked.join(', '));
    assert.ok(!asked.includes('/assets/HomePage.js'), asked.join(', '));
    assert.ok(!asked.includes('/images/hero.svg'), asked.join(', '));
    await page.context().close();
  });

  it('the product list asks for its own code', async () => {
    const page = await shop.open('/products');
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    const asked = await hints(page);
    assert.ok(asked.includes('/assets/ProductListPage.js'), asked.join(', '));
    assert.ok(!asked.includes('/assets/HomePage.js'), asked.join(', '));
    await page.context().close();
  });

  it('the first screen paints its content without the loading spinner', async () => {
    const page = await shop.browser.newPage();
    await page.addInitScript(() => {
      window.spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Loading"]')) window.spinnerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shop.url}/products`);
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => window.spinnerSeen), false);
    await page.close();
  });
});
