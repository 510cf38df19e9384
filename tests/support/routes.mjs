// Every route of the shop, signed out and signed in, with what shows it is ready: the accessibility and touch
// target browser tests go through the same list.
import { submitLogin } from './e2e.mjs';
import { AURORA_BRONZE } from './cart-lines.mjs';

export const heading = (name, level = 1) => (page) => page.getByRole('heading', { name, level }).waitFor();

/** Pages anyone may open: each is checked signed out and signed in. */
export const PUBLIC_ROUTES = [
  { name: 'the home page', path: '/', ready: heading('Shop by category', 2) },
  // The cards, not only the title: Next turns from disabled to enabled as they arrive, and axe must not catch it mid-way.
  { name: 'the product list', path: '/products', ready: heading('Aurora Path Light 2W 2700K', 2) },
  { name: 'a product page', path: '/product/p-001', ready: heading('Aurora Path Light 2W 2700K') },
  { name: 'the Dealer Locator page', path: '/dealer-locator', ready: heading('Dealer Locator') },
  { name: 'the Find a Contractor page', path: '/find-contractor', ready: heading('Find a Contractor') },
  { name: 'the Become a Dealer page', path: '/become-dealer', ready: heading('Become a Dealer') },
  { name: 'the FAQ page', path: '/faq', ready: heading('Frequently Asked Questions') },
  { name: 'the Catalogs page', path: '/catalogs', ready: heading('Catalogs') },
  { name: 'the Warranty page', path: '/warranty', ready: heading('Warranty') },
  { name: 'the Contact Us page', path: '/contact', ready: heading('Contact Us') },
  { name: 'the Privacy Policy page', path: '/privacy', ready: heading('Privacy Policy') },
  { name: 'the 404 page', path: '/no/such/page', ready: heading('Page Not Found') },
];

export const SIGNED_OUT_ROUTES = [
  { name: 'the login page', path: '/login', ready: heading('Sign in') },
  { name: 'the register page', path: '/register', ready: heading('Create Account') },
  { name: 'the forgot password page', path: '/forgot-password', ready: heading('Reset Password') },
];

/** Signed-in screens, as the dealer (the distributor for credit payment: he has a due to repay). */
export const SIGNED_IN_ROUTES = [
  {
    name: 'the profile page',
    path: '/profile',
    ready: async (page) => {
      await heading('Dana Reyes')(page);
      await page.getByRole('link', { name: 'ORD-0019' }).waitFor();
    },
  },
  {
    name: 'the profile edit page',
    path: '/profile/edit',
    ready: async (page) => {
      await heading('Edit Profile')(page);
      await page.getByLabel('Company Name').waitFor();
    },
  },
  {
    name: 'the cart page with items',
    path: '/cart',
    cart: [AURORA_BRONZE],
    ready: async (page) => {
      await heading('Shopping Cart')(page);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    },
  },
  {
    name: 'the checkout page',
    path: '/checkout',
    cart: [AURORA_BRONZE],
    ready: (page) => page.getByRole('button', { name: 'Pay $212.06' }).waitFor(),
  },
  {
    name: 'the saved orders page, empty',
    path: '/saved-orders',
    ready: (page) => page.getByText('No saved orders yet. Save a cart as a draft to find it here.').waitFor(),
  },
  {
    name: 'a saved order that is not found',
    path: '/saved-orders/999',
    ready: heading('Saved order not found'),
  },
  {
    name: 'the credit payment page',
    path: '/credit-payment',
    email: 'distributor@demo.test',
    ready: async (page) => {
      await heading('Credit Payment')(page);
      await page.getByText('$3,400.50', { exact: true }).waitFor();
    },
  },
  // A live session: without one the Cancel page says the session expired and goes to /profile.
  { name: 'the cancel page', path: '/cancel', paymentSession: true, ready: heading('Payment Cancelled') },
  {
    name: 'the orders page',
    path: '/orders',
    ready: async (page) => {
      await heading('My Orders')(page);
      await page.getByRole('link', { name: 'ORD-0019' }).waitFor();
    },
  },
  {
    name: 'an order detail page',
    path: '/orders/9',
    ready: async (page) => {
      await heading('Order ORD-0009')(page);
      await page.getByText('1Z4F82W30403377652').waitFor();
    },
  },
  {
    name: 'the transactions page',
    path: '/transactions',
    ready: async (page) => {
      await heading('Transaction History')(page);
      await page.getByRole('main').getByRole('table').getByRole('row').nth(1).waitFor();
    },
    // A phone lists the transactions instead of the table.
    phoneReady: async (page) => {
      await heading('Transaction History')(page);
      await page.getByRole('main').getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor();
    },
  },
];

/**
 * Signs in through the login page (with a stored cart and a live card payment session, if asked), then opens `path`;
 * `viewport` as `shop.open` takes it.
 */
export async function signedIn(shop, path, { email = 'dealer@demo.test', cart = [], paymentSession = false, viewport } = {}) {
  const page = await shop.open('/login', viewport);
  if (cart.length > 0) await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
  if (paymentSession) {
    const live = { type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: Date.now(), expiryMinutes: 30 };
    await page.evaluate((session) => localStorage.setItem('paymentSession', JSON.stringify(session)), live);
  }
  await submitLogin(page, email);
  await page.waitForURL(/\/profile$/);
  if (path !== '/profile') await page.goto(shop.url + path);
  return page;
}

