import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, signIn, submitLogin, useShop } from '../support/e2e.mjs';

/** A toast once it has slid in: its text and background colours, and how far it sits from the top and right of the window. */
async function toastLook(toast) {
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      colours: `${style.color} on ${style.backgroundColor}`,
      fromTop: Math.round(box.top),
      fromRight: Math.round(document.documentElement.clientWidth - box.right),
    };
  });
}

describe('sign-in on the demo backend', () => {
  const shop = useShop();

  it('the login page lists the demo accounts and passes its axe check', async () => {
    const page = await shop.open('/login');
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await page.getByText('dealer@demo.test').first().waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it("'Sign in to see prices' on a product page, and on a list's card, brings the buyer back there once signed in, priced", async () => {
    const page = await shop.open('/product/p-001');
    await page.getByRole('heading', { name: 'Aurora Path Light 2W 2700K', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in to see prices' }).click();
    await page.waitForURL(/\/login$/);
    await submitLogin(page, 'dealer@demo.test');
    await page.waitForURL(/\/product\/p-001$/);
    // The seed's dealer price of the Aurora (list $79.20).
    await page.getByLabel('Price $67.32 per unit').waitFor();

    const list = await shop.open('/products?search=Aurora%20Path');
    await list.getByRole('link', { name: 'Sign in to see prices for Aurora Path Light 2W 2700K' }).click();
    await list.waitForURL(/\/login$/);
    await submitLogin(list, 'dealer@demo.test');
    await list.waitForURL(/\/products\?search=Aurora%20Path$/);
    const card = list.getByRole('main').getByRole('listitem').filter({ has: list.getByRole('heading', { name: 'Aurora Path Light 2W 2700K' }) });
    await card.getByText('From $67.32 per unit', { exact: true }).waitFor();
    await page.context().close();
    await list.context().close();
  });

  it('wrong credentials say so once, on the form, with no toast as well (issue 39)', async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'dealer@demo.test', 'wrong');
    const main = page.getByRole('main');
    await main.getByRole('alert').filter({ hasText: 'Failed to sign in. Please check your credentials.' }).waitFor();
    // Past the time a toast would have taken to appear: still the one message.
    await page.waitForTimeout(500);
    assert.deepEqual(await page.getByRole('alert').allTextContents(), ['Failed to sign in. Please check your credentials.']);
    assert.equal(await page.getByLabel(/^Password/).inputValue(), 'wrong');
    await page.context().close();
  });

  it('on a phone a toast opens below the header, clear of the cart and the account button (issue 39)', async () => {
    const page = await shop.open('/login', { width: 390, height: 844 });
    await submitLogin(page, 'dealer@demo.test');
    const toast = page.getByRole('status').filter({ hasText: 'Successfully logged in' });
    await toast.waitFor();
    const look = await toastLook(toast);
    const toolbar = await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).evaluate((button) => button.closest('.MuiToolbar-root').getBoundingClientRect().bottom);
    assert.equal(toolbar, 60);
    assert.equal(look.fromTop, 68);
    assert.equal(look.fromRight, 8);
    await page.context().close();
  });

  it("a sign-in is confirmed by a green toast at the top right, below the header's controls", async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'dealer@demo.test');
    const toast = page.getByRole('status').filter({ hasText: 'Successfully logged in' });
    await toast.waitFor();
    // Green (the theme's success.main, white text), top right.
    assert.deepEqual(await toastLook(toast), { colours: 'rgb(255, 255, 255) on rgb(46, 125, 50)', fromTop: 76, fromRight: 24 });
    await page.context().close();
  });

  it("a dealer signs in, sees the dealer's prices, and logs out", async () => {
    const page = await shop.open('/');
    await signIn(page);
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.url}/products?category=cat-well`);
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Granite Black Composite Well Light 8W 3000K' }) });
    // The seed's dealer price of its one variant (list $265.00, distributor $153.70, contractor $217.30).
    await card.getByText('$180.20 per unit', { exact: true }).waitFor();
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out').waitFor();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    // Signed out for good: a signed-in page now asks for a login again.
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('a login started from a signed-in page returns there', async () => {
    const page = await shop.open('/orders');
    await page.waitForURL(/\/login$/);
    await submitLogin(page, 'distributor@demo.test', 'Demo1234!');
    await page.getByText('Successfully logged in').waitFor();
    await page.waitForURL(/\/orders$/);
    await page.context().close();
  });

  it('an account under review sees the notice, which closes by itself, is signed out and sent home', async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'pending@demo.test', 'Demo1234!');
    const notice = page.getByRole('dialog', { name: 'Account Under Review' });
    await notice.waitFor();
    await expectNoSeriousAxeViolations(page);
    assert.equal(await page.getByRole('link', { name: /^Cart/ }).count(), 0);
    // No click: the notice closes after its 10 s and home follows 2 s later (the timing itself: tests/component/login.test.tsx).
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForURL(`${shop.url}/`, { timeout: 5000 });
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    await page.goto(`${shop.url}/orders`);
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });
});

describe('a shared computer: sign-out leaves nothing for the next person', () => {
  const shop = useShop();

  async function logOut(page) {
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out').waitFor();
  }

  it("buyer A's cart never shows to buyer B on the same browser", async () => {
    const page = await shop.open('/login');
    await signIn(page, 'dealer@demo.test');
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added Aurora Path Light 2W 2700K to cart').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await logOut(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('cart')), null);

    await signIn(page, 'distributor@demo.test');
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByText('Your cart is empty').waitFor();
    assert.equal(await page.getByText('Aurora Path Light 2W 2700K').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it("A's payment session never verifies as B's: B paying on the provider tab A left open is told the session is invalid", async () => {
    const page = await shop.open('/login');
    await signIn(page, 'dealer@demo.test');
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.goto(`${shop.url}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill('PO-SHARED-1');
    // $67.32 and the $10.00 minimum shipping, by card (the default).
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $77.32' }).click()]);
    await page.getByText('Please complete your payment in the new tab').first().waitFor();
    assert.notEqual(await page.evaluate(() => localStorage.getItem('paymentSession')), null);
    await logOut(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('paymentSession')), null);

    await signIn(page, 'distributor@demo.test');
    await providerTab.getByRole('link', { name: 'Pay $77.32' }).click();
    await providerTab.getByText('Payment session expired or invalid').waitFor();
    await providerTab.waitForURL(/\/profile$/);
    assert.equal(await providerTab.getByText('Payment completed successfully!').count(), 0);
    await page.context().close();
  });
});
