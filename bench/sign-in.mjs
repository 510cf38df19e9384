// Signs the build's dealer in inside a Chromium that Lighthouse then drives, through the shop's own /login form,
// and leaves a 3-line cart and at least one order: what the signed-in pages show. Lighthouse's storage reset
// keeps localStorage and IndexedDB, so the sign-in and the cart last through every run in that Chromium.
import { chromium } from 'playwright-core';

const STEP_TIMEOUT_MS = 30_000;

/**
 * Joins the Chromium on `port` over CDP, works in a page of its default context (the one Lighthouse's runs share),
 * then closes that page and lets go of the browser. Resolves to { orderPath } (e.g. /orders/9).
 * `screenshot`: a file for the cart as it looks once set up, to check by eye that it is signed in.
 */
export async function signInWithCart(port, origin, build, { screenshot } = {}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signIn(page, origin, build.dealer);
    const orderPath = (await firstOrderPath(page, origin)) ?? (await placeOrder(page, origin, build));
    for (const id of build.cartProducts) await addToCart(page, origin, id);
    await page.goto(`${origin}/cart`);
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await lines.nth(build.cartProducts.length - 1).waitFor();
    const count = await lines.count();
    if (count !== build.cartProducts.length) throw new Error(`the cart has ${count} lines, not ${build.cartProducts.length}`);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    await page.close();
    return { orderPath };
  } finally {
    // Over CDP this only disconnects: the Chromium, its default context and its storage stay for Lighthouse.
    await browser.close();
  }
}

async function signIn(page, origin, { email, password }) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await cartLink(page).waitFor();
}

/** The header's cart button names its count: "Cart, 3 lines". */
const cartLink = (page) => page.getByRole('link', { name: /^Cart, \d+ lines?$/ });

/** The href of the first order on /orders, or null when the dealer has none yet. */
async function firstOrderPath(page, origin) {
  await page.goto(`${origin}/orders`);
  const main = page.getByRole('main');
  const orderLinks = main.getByRole('list', { name: 'Orders' }).locator('a[href^="/orders/"]');
  await orderLinks.first().or(main.getByText('No orders found')).waitFor();
  return (await orderLinks.count()) > 0 ? orderLinks.first().getAttribute('href') : null;
}

/** The stand-in starts with no orders: one paid from the wallet gives /orders a row and an order page. */
async function placeOrder(page, origin, build) {
  await addToCart(page, origin, build.cartProducts[0]);
  await page.goto(`${origin}/checkout`);
  await page.getByLabel(/^Purchase Order/).fill('BENCH-1');
  await page.getByRole('radio', { name: /Wallet Credit/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Order placed successfully!').waitFor();
  const orderPath = await firstOrderPath(page, origin);
  if (!orderPath) throw new Error('an order was placed but /orders lists none');
  return orderPath;
}

/** Adds the product with its default unit and quantity, and waits until the header's count has changed. */
async function addToCart(page, origin, productId) {
  await page.goto(`${origin}/product/${productId}`);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await add.waitFor();
  const before = await cartLink(page).getAttribute('aria-label');
  await add.click();
  await page.getByRole('link', { name: before, exact: true }).waitFor({ state: 'detached' });
}
