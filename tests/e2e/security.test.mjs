// The served shop's security headers, and the shop working under its Content-Security-Policy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, submitLogin, takePageFaults, useShop } from '../support/e2e.mjs';
import { GRANITE_WELL } from '../support/cart-lines.mjs';

// The demo build's policy: its backend runs in the page, so it calls nothing but its own origin.
const DEMO_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
};

/** Puts the cart in browser storage as the shop keeps it, then signs in through the login page. */
async function signedInWithCart(shop, email, items) {
  const page = await shop.open('/login');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
  await submitLogin(page, email);
  await page.waitForURL(/\/profile$/);
  return page;
}

/** The CSP violations among what the pages reported, as the violation event names them. */
const cspEvents = (faults) => faults.filter((fault) => fault.startsWith('CSP violation: '));

describe('security', () => {
  const shop = useShop();

  it('sends the security headers with the page of every route and with the assets', async () => {
    const home = await fetch(`${shop.url}/`);
    const html = await home.text();
    const asset = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/)?.[1];
    assert.ok(asset, 'the entry script is a file under /assets/');
    for (const path of ['/', '/products?category=cat-path', '/checkout', asset]) {
      const response = await fetch(shop.url + path);
      assert.equal(response.status, 200, path);
      for (const [name, value] of Object.entries(DEMO_HEADERS)) assert.equal(response.headers.get(name), value, `${name} of ${path}`);
    }
  });

  it('the built page has no inline script', async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    assert.ok(scripts.length > 0);
    for (const script of scripts) assert.match(script, /^<script [^>]*\bsrc="\/assets\/[^"]+"[^>]*><\/script>$/);
  });

  it('runs under the policy with no violation: home, a category, a product, sign-in, cart, checkout', async () => {
    const page = await shop.open('/');
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Path Lights', exact: true }).click();
    await page.getByRole('heading', { name: 'Path Lights', level: 1 }).waitFor();
    const firstCard = page.getByRole('main').getByRole('listitem').first();
    const name = (await firstCard.getByRole('heading').textContent()).trim();
    await firstCard.getByRole('link').first().click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'You May Also Like' }).waitFor();
    const productPath = new URL(page.url()).pathname;

    await signIn(page, 'dealer@demo.test', 'Demo1234!');
    await page.goto(shop.url + productPath);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`Added ${name} to cart`).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 line' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor();

    assert.deepEqual(await takePageFaults(0), []);
    await page.context().close();
  });

  it('runs under the policy with no violation: Pay, the payment page in its new tab, /success and the orders it leads to', async () => {
    const page = await signedInWithCart(shop, 'distributor@demo.test', [GRANITE_WELL]);
    await page.goto(`${shop.url}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill('PO-5120');
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $1,613.85' }).click()]);
    await page.getByText('Please complete your payment in the new tab').first().waitFor();
    await providerTab.getByRole('link', { name: 'Pay $1,613.85' }).click();
    await providerTab.waitForURL(/\/success\?/);
    await providerTab.getByText('Payment completed successfully!').waitFor();
    await providerTab.waitForURL(/\/orders$/);
    await providerTab.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    assert.deepEqual(await takePageFaults(0), []);
    await page.context().close();
  });

  it('runs under the policy with no violation: the photo preview on Edit Profile', async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'contractor@demo.test');
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.url}/profile/edit`);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Change Photo').setInputFiles({ name: 'casey.png', mimeType: 'image/png', buffer: png });
    const preview = page.locator('img[src^="blob:"]');
    await preview.waitFor();
    // Drawn, not refused: a refused image has no width.
    await page.waitForFunction(() => document.querySelector('img[src^="blob:"]')?.naturalWidth === 1);
    assert.deepEqual(await takePageFaults(0), []);
    await page.context().close();
  });

  it('refuses and reports a script injected into the page', async () => {
    const page = await shop.open('/');
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return window.injected === true;
    });
    assert.equal(ran, false);
    // Reported twice: as the violation event and as Chromium's console message.
    const faults = await takePageFaults(2);
    assert.deepEqual(cspEvents(faults), ['CSP violation: script-src-elem blocked inline (on /)']);
    assert.equal(faults.length, 2, faults.join('\n'));
    await page.context().close();
  });

  it("watches the payment page's new tab too: a script injected there is reported", async () => {
    const page = await signedInWithCart(shop, 'distributor@demo.test', [GRANITE_WELL]);
    await page.goto(`${shop.url}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill('PO-5121');
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $1,613.85' }).click()]);
    await providerTab.getByRole('link', { name: 'Pay $1,613.85' }).waitFor();
    await providerTab.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    assert.deepEqual(cspEvents(await takePageFaults(2)), ['CSP violation: script-src-elem blocked inline (on /demo-payment)']);
    await page.context().close();
  });

  it('reports an uncaught error in a page', async () => {
    const page = await shop.open('/');
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.evaluate(() => setTimeout(() => {
      throw new Error('Thrown where nothing catches it');
    }));
    assert.deepEqual(await takePageFaults(1), ['uncaught error: Thrown where nothing catches it (on /)']);
    await page.context().close();
  });
});
