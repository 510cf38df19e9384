// Selling on the demo backend: wallet, card and PayPal in a new tab, repayment,
// expired sessions, the cart across tabs, and one order for ten clicks on Pay.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin, useShop } from '../support/e2e.mjs';
import { AURORA_BRONZE, GRANITE_WELL } from '../support/cart-lines.mjs';

async function signedInWithCart(shop, email, items) {
  const page = await shop.open('/login');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
  await submitLogin(page, email);
  await page.waitForURL(/\/profile$/);
  return page;
}

async function openCheckout(page, shop, purchaseOrder = 'PO-4471') {
  await page.goto(`${shop.url}/checkout`);
  await page.getByLabel(/^Purchase Order/).fill(purchaseOrder);
}

function payButton(page) {
  return page.getByRole('button', { name: /^Pay \$/ });
}

/** The demo backend's record of the orders placed with this purchase order (the dealer's seeded history has its own). */
async function recordedOrders(page, purchaseOrder) {
  const orders = await page.evaluate(() => JSON.parse(localStorage.getItem('demo-orders') ?? '[]'));
  return orders.filter((order) => order.paymentOrder === purchaseOrder);
}

/** Waits for a profile panel to show this exact text: the profile reloads after the route change. */
function panelShows(page, name, text) {
  return page.getByRole('main').getByRole('region', { name }).getByText(text, { exact: true }).waitFor();
}

describe('checkout and payments on the demo backend', () => {
  const shop = useShop();

  it('a dealer pays on account: the balance falls by exactly the order total', async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', [AURORA_BRONZE]);
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel(/^Purchase Order/).fill('PO-4471');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Pay $212.06' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/profile$/);
    await panelShows(page, 'Available Credit', '$9,787.94');
    await panelShows(page, 'Current Due', '$212.06');
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    const [order] = await recordedOrders(page, 'PO-4471');
    assert.equal(order.total, '212.06');
    assert.equal(order.paymentOrder, 'PO-4471');
    await page.context().close();
  });

  // Issue 16: the checkout's first screen carries the demo's coupons alone, not its whole selling side.
  it('BIGBUY15 on a $201.96 order says it needs an order of at least $5,000.00 (issue 39)', async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', [AURORA_BRONZE]);
    await openCheckout(page, shop);
    await page.getByLabel('Coupon code').fill('bigbuy15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('main').getByText('BIGBUY15 needs an order of at least $5,000.00', { exact: true }).waitFor();
    assert.equal(await page.getByText('This coupon is not eligible for your current order').count(), 0);
    await payButton(page).filter({ hasText: 'Pay $212.06' }).waitFor();
    await page.context().close();
  });

  it("a checkout opened afresh loads the demo's coupons at once and the rest of its selling side only for Pay", async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', [AURORA_BRONZE]);
    const scripts = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '.js')),
      );
    await openCheckout(page, shop, 'PO-4472');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).waitFor();
    const beforePay = await scripts();
    assert.ok(beforePay.includes('/assets/demo-coupons.js'), beforePay.join(', '));
    assert.ok(!beforePay.includes('/assets/demo-sales.js'), beforePay.join(', '));
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await page.getByRole('button', { name: 'Pay $191.86' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    assert.ok((await scripts()).includes('/assets/demo-sales.js'));
    const [order] = await recordedOrders(page, 'PO-4472');
    assert.equal(order.total, '191.86');
    await page.context().close();
  });

  it('a distributor pays by card in the new tab and lands on /orders', async () => {
    const page = await signedInWithCart(shop, 'distributor@demo.test', [GRANITE_WELL]);
    await openCheckout(page, shop, 'PO-5120');
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $1,613.85' }).click()]);
    await page.getByText('Please complete your payment in the new tab').first().waitFor();
    await page.getByRole('link', { name: 'Open payment page' }).waitFor();
    await providerTab.waitForLoadState();
    await providerTab.getByText('$1,613.85').first().waitFor();
    await expectNoSeriousAxeViolations(providerTab);
    await providerTab.getByRole('link', { name: 'Pay $1,613.85' }).click();
    await providerTab.getByText('Payment completed successfully!').waitFor();
    await providerTab.waitForURL(/\/orders$/);
    const [order] = await recordedOrders(providerTab, 'PO-5120');
    assert.equal(order.paymentStatus, 'COMPLETED');
    assert.equal(order.total, '1613.85');
    await providerTab.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    await page.context().close();
  });

  it('a PayPal payment cancelled on the provider page, then tried again and paid', async () => {
    const page = await signedInWithCart(shop, 'distributor@demo.test', [GRANITE_WELL]);
    await openCheckout(page, shop, 'PO-5121');
    await page.getByRole('radio', { name: /PayPal/ }).check();
    const [firstTab] = await Promise.all([page.context().waitForEvent('page'), payButton(page).click()]);
    await firstTab.getByRole('heading', { name: 'PayPal', level: 1 }).waitFor();
    await firstTab.getByText('PayPal (demo)', { exact: true }).waitFor();
    await firstTab.getByRole('button', { name: 'Cancel' }).click();
    await firstTab.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await firstTab.getByText('No charges were made to your account.').waitFor();
    await firstTab.getByRole('link', { name: 'Try Again' }).click();
    await firstTab.waitForURL(/\/checkout$/);
    await firstTab.getByLabel(/^Purchase Order/).fill('PO-5121');
    await firstTab.getByRole('radio', { name: /PayPal/ }).check();
    const [secondTab] = await Promise.all([firstTab.context().waitForEvent('page'), payButton(firstTab).click()]);
    await secondTab.getByRole('heading', { name: 'PayPal', level: 1 }).waitFor();
    // PayPal sends the buyer back with its own gateway, which the payment is verified with.
    await Promise.all([
      secondTab.waitForURL(/\/success\?session_id=[\w-]+&gateway=PAYPAL$/),
      secondTab.getByRole('link', { name: 'Pay $1,613.85' }).click(),
    ]);
    await secondTab.waitForURL(/\/orders$/);
    const orders = await recordedOrders(secondTab, 'PO-5121');
    assert.deepEqual(
      orders.map((order) => [order.gateway, order.status, order.paymentStatus]),
      [
        ['PAYPAL', 'CANCELLED', 'FAILED'],
        ['PAYPAL', 'CONFIRMED', 'COMPLETED'],
      ],
    );
    await page.context().close();
  });

  it('a repayment by card lowers the credit due to zero', async () => {
    const page = await signedInWithCart(shop, 'distributor@demo.test', []);
    await page.goto(`${shop.url}/credit-payment`);
    await page.getByRole('heading', { name: 'Credit Payment', level: 1 }).waitFor();
    await page.getByText('$3,400.50').first().waitFor();
    await expectNoSeriousAxeViolations(page);
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /^Pay/ }).click()]);
    await providerTab.getByRole('link', { name: 'Pay $3,400.50' }).click();
    await providerTab.getByText('Payment completed successfully!').waitFor();
    await providerTab.waitForURL(/\/profile$/);
    await panelShows(providerTab, 'Current Due', 'All Dues Cleared!');
    await panelShows(providerTab, 'Available Credit', '$53,400.50');
    await page.context().close();
  });

  it('coming back after the session expired says so and goes to /profile', async () => {
    const page = await signedInWithCart(shop, 'distributor@demo.test', [GRANITE_WELL]);
    const expired = { type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: Date.now() - 31 * 60_000, expiryMinutes: 30 };
    await page.evaluate((session) => localStorage.setItem('paymentSession', JSON.stringify(session)), expired);
    await page.goto(`${shop.url}/success?session_id=demo_0000&gateway=STRIPE`);
    await page.getByText('Payment session expired or invalid').waitFor();
    await page.waitForURL(/\/profile$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('paymentSession')), null);
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.context().close();
  });

  it('a cart change in one tab appears in another', async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', [AURORA_BRONZE]);
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/cart`);
    await other.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('button', { name: 'Increase quantity of Aurora Path Light 2W 2700K, Bronze' }).click();
    await page.getByText('Updated Aurora Path Light 2W 2700K quantity to 4').waitFor();
    // The badge counts lines (still 1): the line's own total says the change came over.
    await other.getByText('$269.28').first().waitFor();
    await page.context().close();
  });

  it('ten rapid clicks on Pay create one order', async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', [AURORA_BRONZE]);
    await openCheckout(page, shop, 'PO-9001');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await page.getByRole('button', { name: 'Pay $212.06' }).waitFor();
    // Ten clicks in one task, before the page can even re-render the button as disabled.
    await page.evaluate(() => {
      const pay = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Pay $212.06');
      for (let click = 0; click < 10; click += 1) pay.click();
    });
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/profile$/);
    assert.equal((await recordedOrders(page, 'PO-9001')).length, 1);
    await panelShows(page, 'Available Credit', '$9,787.94');
    await page.context().close();
  });

  it('an empty cart at checkout goes back to the cart', async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', []);
    await page.goto(`${shop.url}/checkout`);
    await page.waitForURL(/\/cart$/);
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
    await page.context().close();
  });

  it("the checkout's fields tell the browser's autofill apart with one set of keyframes for the whole shop", async () => {
    const page = await signedInWithCart(shop, 'dealer@demo.test', [AURORA_BRONZE]);
    await openCheckout(page, shop);
    const fields = page.locator('main input[type="text"], main input:not([type])');
    assert.ok((await fields.count()) >= 6);
    // One style sheet holds the keyframes; MUI's own way added one sheet per field.
    const [sheets, keyframes, animations] = await page.evaluate(() => {
      const isAutofill = (rule) => rule instanceof CSSKeyframesRule && rule.name.startsWith('mui-auto-fill');
      const holders = [...document.styleSheets].filter((sheet) => [...sheet.cssRules].some(isAutofill));
      const names = holders.flatMap((sheet) => [...sheet.cssRules].filter(isAutofill).map((rule) => rule.name));
      const inputs = [...document.querySelectorAll('main input[type="text"], main input:not([type])')];
      return [holders.length, [...new Set(names)].sort(), [...new Set(inputs.map((input) => getComputedStyle(input).animationName))]];
    });
    assert.equal(sheets, 1);
    assert.deepEqual(keyframes, ['mui-auto-fill', 'mui-auto-fill-cancel']);
    // Each field starts the animation the browser's autofill swaps, which is how MUI tells a filled field.
    assert.deepEqual(animations, ['mui-auto-fill-cancel']);
    await page.context().close();
  });
});
