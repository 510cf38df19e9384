import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, useShop } from '../support/e2e.mjs';

/**
 * The hints the first-screen script added to <head>: what the page asked for before the entry ran. Its hrefs are
 * root-relative; the bundler's own preloads, added later as each dynamic import runs, are absolute URLs.
 */
const hints = (page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => href.startsWith('/'))
      .map((href) => href.replace(/-[\w-]{8}\.js$/, '.js')),
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
    // What waits on a server's answer is asked for before the code.
    const screenCode = asked.indexOf('/assets/HomePage.js');
    assert.ok(asked.indexOf('/images/hero.svg') < screenCode && asked.indexOf('/demo/catalog.json') < screenCode, asked.join(', '));
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

  // The buyer's code is one chunk: a module a visitor's page shares with it would make that page load all of it.
  it('a visitor browsing the catalogue and opening the sign-in page loads none of the buyer code', async () => {
    const page = await shop.browser.newPage();
    const scripts = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { name: 'Landscape lighting built for the trade' }).waitFor();
    await page.goto(`${shop.url}/products`);
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('link', { name: 'Sign in to see prices' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.some((script) => script.startsWith('/assets/ProductDetailPage-')), scripts.join(', '));
    assert.deepEqual(scripts.filter((script) => script.startsWith('/assets/buyer-')), []);
    await page.close();
  });

  // Issue 16: a stored sign-in used to load the session, then the header's buyer actions, then the buyer's services,
  // then the orders side, each once the one before had run.
  it('a signed-in buyer opening their orders asks at once for the screen, the session, the buyer services and the orders side', async () => {
    const page = await shop.open('/');
    await signIn(page);
    await page.goto(`${shop.url}/orders`);
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    const asked = await hints(page);
    for (const wanted of ['/assets/OrdersPage.js', '/assets/demo-accounts-backend.js', '/assets/buyer.js', '/assets/demo-sales.js']) {
      assert.ok(asked.includes(wanted), `${wanted} in ${asked.join(', ')}`);
    }
    // The buyer's services, the header's buyer actions and the cart's storage come in one chunk, not each in its own.
    for (const merged of ['/assets/buyer-services.js', '/assets/SignedInActions.js', '/assets/cart-pricing.js', '/assets/local-storage-cart.js']) {
      assert.ok(!asked.includes(merged), `${merged} not in ${asked.join(', ')}`);
    }
    assert.ok(!asked.includes('/assets/HomePage.js'), asked.join(', '));
    await page.context().close();
  });

  it('a buyer sent back by the payment provider, or opening a credit payment by its URL, asks at once for that page and the buyer code', async () => {
    const page = await shop.open('/');
    await signIn(page);
    for (const [path, screen, alsoWanted] of [
      ['/success', '/assets/SuccessPage.js', ['/assets/demo-sales.js']],
      ['/cancel', '/assets/CancelPage.js', ['/assets/demo-sales.js']],
      ['/credit-payment', '/assets/CreditPaymentPage.js', []],
    ]) {
      await page.goto(`${shop.url}${path}`, { waitUntil: 'domcontentloaded' });
      const asked = await hints(page);
      for (const wanted of [screen, '/assets/demo-accounts-backend.js', '/assets/buyer.js', ...alsoWanted]) {
        assert.ok(asked.includes(wanted), `${path}: ${wanted} in ${asked.join(', ')}`);
      }
      assert.ok(!asked.includes('/assets/HomePage.js'), asked.join(', '));
    }
    await page.context().close();
  });

  it('a visitor with no sign-in who opens a buyer page asks for none of the buyer code before the login page', async () => {
    const page = await shop.open('/orders');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    const asked = await hints(page);
    for (const unwanted of ['/assets/OrdersPage.js', '/assets/demo-accounts-backend.js', '/assets/buyer.js', '/assets/demo-sales.js']) {
      assert.ok(!asked.includes(unwanted), `${unwanted} not in ${asked.join(', ')}`);
    }
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

  // Issue 15: on a busy machine Find a Contractor, opened directly, once missed its heading for 30 s. Its code was
  // asked for only once the backend module had loaded and the whole shell had rendered, one step after another.
  it('a signed-in buyer reopening their cart sees it painted at once: no shell with a loading spinner first', async () => {
    const page = await shop.open('/');
    await signIn(page);
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added Aurora Path Light 2W 2700K to cart').waitFor();
    await page.addInitScript(() => {
      window.spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Loading"]')) window.spinnerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await page.getByText('Aurora Path Light 2W 2700K').waitFor();
    assert.equal(await page.evaluate(() => window.spinnerSeen), false);
    await page.context().close();
  });

  // On a phone, whose header lists no categories: on a wide screen the category bar reads the catalogue anyway.
  it("the cart and checkout ask for their lines' products, each once, and not for the whole catalogue", async () => {
    const page = await shop.open('/', { width: 390, height: 844 });
    await signIn(page);
    // The badge counts lines: p-001 a second time grows its line.
    for (const [id, count] of [['p-001', 1], ['p-113', 2], ['p-001', 2]]) {
      await page.goto(`${shop.url}/product/${id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'line' : 'lines'}` }).waitFor();
    }
    // A line another tab removed leaves a mark naming its product (local-storage-cart.ts): not a line to price.
    await page.evaluate(() => {
      const entries = JSON.parse(localStorage.getItem('cart'));
      localStorage.setItem('cart', JSON.stringify([...entries, { productId: 'p-050', variantId: 'p-050-v1', quantityType: 'SINGLE', removedAt: Date.now() }]));
    });
    for (const [path, heading] of [['/cart', 'Shopping Cart'], ['/checkout', 'Checkout']]) {
      await page.goto(`${shop.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const asked = (await hints(page)).filter((href) => href.startsWith('/demo/'));
      assert.deepEqual(asked, ['/demo/products/p-001.json', '/demo/products/p-113.json'], path);
      // Priced from those answers: no second request, and no catalogue.
      await page.getByRole('main').getByText('PowerCore PC-300 Multi-Tap Transformer 300W').first().waitFor();
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/demo/')).map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}`),
      );
      assert.deepEqual(fetched.sort(), ['link /demo/products/p-001.json', 'link /demo/products/p-113.json'], path);
    }
    await page.context().close();
  });

  it("a product page asks for its product's own file", async () => {
    const page = await shop.open('/product/p-113');
    await page.getByRole('heading', { name: 'PowerCore PC-300 Multi-Tap Transformer 300W', level: 1 }).waitFor();
    const asked = (await hints(page)).filter((href) => href.startsWith('/demo/'));
    assert.deepEqual(asked, ['/demo/products/p-113.json']);
    await page.context().close();
  });

  // Issue 16: the row below the fold asked for the whole catalogue while the product's picture loaded.
  it("a product page asks for its related products once the product's picture is in", async () => {
    const page = await shop.browser.newPage({ viewport: { width: 390, height: 844 } });
    // A picture that takes its time, as on a phone's line.
    await page.route('**/images/products/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${shop.url}/product/p-113`);
    await page.getByRole('heading', { name: 'PowerCore PC-300 Multi-Tap Transformer 300W', level: 1 }).waitFor();
    const row = page.getByRole('region', { name: 'You May Also Like' });
    await row.getByRole('link', { name: 'PowerCore PC-150 Multi-Tap Transformer 150W' }).first().waitFor();
    const picture = await page.getByRole('img', { name: 'PowerCore PC-300 Multi-Tap Transformer 300W' }).getAttribute('src');
    const [pictureIn, catalogAsked] = await page.evaluate((picturePath) => {
      const entry = (path) => performance.getEntriesByType('resource').find((each) => new URL(each.name).pathname === path);
      return [entry(picturePath).responseEnd, entry('/demo/catalog.json').startTime];
    }, picture);
    assert.ok(catalogAsked >= pictureIn, `catalogue asked at ${catalogAsked} ms, picture in at ${pictureIn} ms`);
    await page.context().close();
  });

  it('a screen outside the first-screen plan asks for its code while the backend module still loads, and paints without the spinner', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Loading"]')) window.spinnerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    let releaseBackend;
    const backendHeld = new Promise((resolve) => (releaseBackend = resolve));
    await page.route('**/assets/demo.module-*.js', async (route) => {
      await backendHeld;
      await route.continue();
    });
    const screenAsked = new Promise((resolve) =>
      page.on('request', (request) => request.url().includes('/assets/FindContractorPage-') && resolve(true)),
    );
    const notAsked = new Promise((resolve) => setTimeout(() => resolve(false), 20_000));

    await page.goto(`${shop.url}/find-contractor`, { waitUntil: 'commit' });
    const askedWhileBackendHeld = await Promise.race([screenAsked, notAsked]);
    releaseBackend();
    assert.equal(askedWhileBackendHeld, true, 'FindContractorPage asked for while the backend module was held back');
    await page.getByRole('heading', { name: 'Find a Contractor', level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => window.spinnerSeen), false);
    await context.close();
  });
});
