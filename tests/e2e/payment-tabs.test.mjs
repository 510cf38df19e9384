// Issue 39: the tab the buyer paid from is left behind when the provider's page opens in a new one. It learns how
// the payment ended there (paid, or the tab closed unpaid), on the demo backend, with both tabs in one browser.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { submitLogin, useShop } from '../support/e2e.mjs';
import { GRANITE_WELL } from '../support/cart-lines.mjs';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function signedIn(shop, email, cart, viewport) {
  const page = await shop.open('/login', viewport);
  await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
  await submitLogin(page, email);
  await page.waitForURL(/\/profile$/);
  return page;
}

/** The distributor's checkout of ten Granite well lights ($1,613.85), by card, with a purchase order and notes. */
async function payByCard(shop, viewport) {
  const page = await signedIn(shop, 'distributor@demo.test', [GRANITE_WELL], viewport);
  await page.goto(`${shop.url}/checkout`);
  await page.getByLabel(/^Purchase Order/).fill('PO-TAB-1');
  await page.getByLabel(/^Order Notes/).fill('Gate 3');
  const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $1,613.85' }).click()]);
  await page.getByText('Please complete your payment in the new tab').first().waitFor();
  await providerTab.getByRole('link', { name: 'Pay $1,613.85' }).waitFor();
  return { page, providerTab };
}

describe('the tab left behind learns how the payment ended in the other tab (demo)', () => {
  const shop = useShop();

  it("the provider's tab has no handle on the shop and was sent no Referer", async () => {
    const { page, providerTab } = await payByCard(shop);
    assert.deepEqual(await providerTab.evaluate(() => [window.opener, document.referrer]), [null, '']);
    await page.context().close();
  });

  it("paid in the second tab: the first says 'Payment completed in the other tab' and links to the order, with no Pay $0.00 left", async () => {
    const { page, providerTab } = await payByCard(shop, { width: 390, height: 844 });
    await providerTab.getByRole('link', { name: 'Pay $1,613.85' }).click();
    await providerTab.waitForURL(/\/orders$/);

    const main = page.getByRole('main');
    await main.getByText('Payment completed in the other tab', { exact: true }).waitFor();
    const orderId = await providerTab.evaluate(() => JSON.parse(localStorage.getItem('demo-orders')).find((order) => order.paymentOrder === 'PO-TAB-1').id);
    const link = main.getByRole('link', { name: `Open order ORD-${String(orderId).padStart(4, '0')}` });
    assert.equal(await link.getAttribute('href'), `/orders/${orderId}`);
    assert.equal(await main.getByText('Please complete your payment in the new tab').count(), 0);
    assert.equal(await main.getByRole('button', { name: /^Pay/ }).count(), 0);
    assert.equal(page.url(), `${shop.url}/checkout`);
    // The cart the order emptied, as this tab's badge shows it.
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-tab-after-paying-elsewhere-390.png` });
    await link.click();
    await page.getByRole('heading', { name: `Order ORD-${String(orderId).padStart(4, '0')}`, level: 1 }).waitFor();
    // The order used the purchase order: the next checkout in this tab starts without it.
    assert.equal(await page.evaluate(() => sessionStorage.getItem('checkoutNotes')), null);
    await page.context().close();
  });

  it('the second tab closed without paying: Pay is offered again with the purchase order and notes kept, and a reload keeps them too', async () => {
    const { page, providerTab } = await payByCard(shop);
    await providerTab.close();

    const main = page.getByRole('main');
    await main.getByText('The payment tab was closed before the payment was completed', { exact: true }).waitFor();
    assert.equal(await main.getByText('Please complete your payment in the new tab').count(), 0);
    const pay = page.getByRole('button', { name: 'Pay $1,613.85' });
    assert.equal(await pay.isEnabled(), true);
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'PO-TAB-1');
    assert.equal(await page.getByLabel(/^Order Notes/).inputValue(), 'Gate 3');

    await page.reload();
    await page.getByRole('button', { name: 'Pay $1,613.85' }).waitFor();
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'PO-TAB-1');
    assert.equal(await page.getByLabel(/^Order Notes/).inputValue(), 'Gate 3');

    const [again] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $1,613.85' }).click()]);
    await again.getByRole('link', { name: 'Pay $1,613.85' }).click();
    await page.getByRole('main').getByText('Payment completed in the other tab', { exact: true }).waitFor();
    await page.context().close();
  });

  it('a credit repayment in the second tab: the first shows the due read again, $0.00, never the $3,400.50 repaid', async () => {
    const page = await signedIn(shop, 'distributor@demo.test', []);
    await page.goto(`${shop.url}/credit-payment`);
    const main = page.getByRole('main');
    await main.getByText('$3,400.50', { exact: true }).waitFor();
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay', exact: true }).click()]);
    await providerTab.getByRole('link', { name: 'Pay $3,400.50' }).click();
    await providerTab.waitForURL(/\/profile$/);

    await main.getByText('Payment completed in the other tab', { exact: true }).waitFor();
    await main.getByText('$0.00', { exact: true }).waitFor();
    await main.getByText('You have no pending credit payments', { exact: true }).waitFor();
    assert.equal(await main.getByText('$3,400.50').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Pay', exact: true }).isDisabled(), true);
    await page.context().close();
  });
});
