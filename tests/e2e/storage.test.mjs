import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, useShop } from '../support/e2e.mjs';

describe('browser storage', () => {
  const shop = useShop();

  it('a corrupted stored cart and sign-in are shrugged off, not a broken shop', async () => {
    const page = await shop.open('/');
    await page.evaluate(() => {
      localStorage.setItem('cart', '{"this is": not json');
      localStorage.setItem('demo-identity', 'no-such-user');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    await signIn(page);
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('the cart follows in another tab', async () => {
    const page = await shop.open('/login');
    await signIn(page);
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/products?category=cat-well`);
    await other.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/^Added .* to cart$/).waitFor();
    await other.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.context().close();
  });
});

describe('browser storage: two tabs, a cleared storage, storage refused', () => {
  const shop = useShop();
  const AURORA = 'Aurora Path Light 2W 2700K';
  const GRANITE = 'Granite Black Composite Well Light 8W 3000K';

  it('two tabs adding different products at once keep both lines, in both tabs', async () => {
    const page = await shop.open('/login');
    await signIn(page);
    const other = await page.context().newPage();
    await Promise.all([page.goto(`${shop.url}/product/p-001`), other.goto(`${shop.url}/product/p-075`)]);
    const addHere = page.getByRole('button', { name: 'Add to Cart' });
    const addThere = other.getByRole('button', { name: 'Add to Cart' });
    await Promise.all([addHere.waitFor(), addThere.waitFor()]);
    await Promise.all([addHere.click(), addThere.click()]);
    await page.getByText(`Added ${AURORA} to cart`).waitFor();
    await other.getByText(`Added ${GRANITE} to cart`).waitFor();
    for (const tab of [page, other]) {
      await tab.getByRole('link', { name: 'Cart, 2 lines' }).waitFor();
      await tab.goto(`${shop.url}/cart`);
      await tab.getByRole('main').getByText(AURORA).first().waitFor();
      await tab.getByRole('main').getByText(GRANITE).first().waitFor();
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').filter((line) => line.name).map((line) => line.name).sort());
    assert.deepEqual(stored, [AURORA, GRANITE]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('the cart removed in another tab, or the whole storage cleared (a storage event with key null), empties the cart on screen', async () => {
    const page = await shop.open('/login');
    await signIn(page);
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`Added ${AURORA} to cart`).waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('main').getByText(AURORA).first().waitFor();

    const other = await page.context().newPage();
    await other.goto(`${shop.url}/`);
    await other.evaluate(() => localStorage.removeItem('cart'));
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();

    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('main').getByText(AURORA).first().waitFor();
    // What the browser sends every other tab when one calls localStorage.clear(); the sign-in is kept here to watch the cart.
    await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('with localStorage refused (cookies blocked), the buyer signs in, the cart works for the visit, and is told once it will not be kept', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await signIn(page);
    // Within the page: loading another would start a new visit, with nothing kept from this one.
    await page.evaluate(() => {
      history.pushState(null, '', '/product/p-001');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText("Your cart can't be saved in this browser, so it will be lost when you leave or reload the page.").waitFor();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`Updated ${AURORA} quantity in cart`).waitFor();
    // The same line grew: still one line.
    await page.getByRole('link', { name: 'Cart, 1 line' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByRole('main').getByText(AURORA).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a profile photo too large for the browser storage says so, and the page keeps the chosen photo for another try', async () => {
    const page = await shop.open('/login');
    await signIn(page);
    await page.goto(`${shop.url}/profile/edit`);
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    // A PNG just under the 5MB rule: as a data URL it is larger than the browser's storage allows.
    const png = Buffer.alloc(4.9 * 1024 * 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    await page.getByLabel('Change Photo').setInputFiles({ name: 'site-photo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('This image is too large to save. Please choose a smaller image.').waitFor();
    assert.equal(page.url(), `${shop.url}/profile/edit`);
    await page.getByText('New photo: site-photo.png').waitFor();
    await page.context().close();
  });
});
