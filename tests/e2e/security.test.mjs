// The served shop's security headers, and the shop working under its Content-Security-Policy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, useShop } from '../support/e2e.mjs';

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

/** A page that reports every CSP violation, as an event or as a console message, across full page loads. */
async function openWatched(shop, path) {
  const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const violations = [];
  await context.exposeBinding('reportCspViolation', (_source, violation) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const page = await context.newPage();
  const consoleViolations = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleViolations.push(message.text());
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shop.url + path);
  return { page, violations, consoleViolations, errors };
}

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
    const { page, violations, consoleViolations, errors } = await openWatched(shop, '/');
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
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor();

    assert.deepEqual(violations, []);
    assert.deepEqual(consoleViolations, []);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('refuses and reports a script injected into the page', async () => {
    const { page, violations, consoleViolations } = await openWatched(shop, '/');
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return window.injected === true;
    });
    assert.equal(ran, false);
    // The event is queued after the refusal: wait for its report.
    for (let waited = 0; violations.length === 0 && waited < 5000; waited += 100) await page.waitForTimeout(100);
    assert.deepEqual(violations, ['script-src-elem blocked inline']);
    assert.equal(consoleViolations.length, 1);
    await page.context().close();
  });
});
