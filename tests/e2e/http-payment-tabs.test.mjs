// Issue 39 over HTTP (the app built for the HTTP backend, signing in through the Firebase Auth emulator, against the
// stand-in backend and its provider page on another origin): the tab left behind learns how the payment ended, and
// a deployment that charges no shipping claims free shipping on all orders.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { submitLogin } from '../support/e2e.mjs';
import { approvedAva, AVA, useHttpShop } from '../support/http-shop.mjs';

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** One case of 4 TS-B301 Bollards at the distributor's $189.50: $720.10, no shipping on this backend. */
const BOLLARDS = [
  {
    productId: '4',
    variantId: '6',
    quantity: 1,
    quantityType: 'CASE',
    name: 'TS-B301 Bollard',
    variantName: 'Bronze',
    image: null,
    price: '189.50',
    caseSize: 4,
    allowCaseOrder: true,
    isPairProduct: true,
  },
];

describe('over HTTP: the tab left behind, and the shipping claim of a deployment that charges none', () => {
  const shop = useHttpShop();

  /** Ava Brooks, an approved distributor, at checkout with the bollards and PO-TAB-HTTP typed; Pay opens the provider's tab. */
  async function payByCard() {
    await approvedAva(shop.auth, 'DISTRIBUTOR');
    const page = await (await shop.browser.newContext()).newPage();
    await page.goto(`${shop.app.url}/login`);
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), BOLLARDS);
    await submitLogin(page, AVA.email, AVA.password);
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.app.url}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill('PO-TAB-HTTP');
    const [providerTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pay $720.10' }).click()]);
    await page.getByText('Please complete your payment in the new tab').first().waitFor();
    await providerTab.getByRole('heading', { name: 'Test payment' }).waitFor();
    return { page, providerTab };
  }

  it("paid on the provider's page in the second tab: the first says 'Payment completed in the other tab' and links to the buyer's orders", async () => {
    const { page, providerTab } = await payByCard();
    assert.deepEqual(await providerTab.evaluate(() => [window.opener, document.referrer]), [null, '']);
    await providerTab.getByRole('link', { name: 'Pay' }).click();
    await providerTab.waitForURL(/\/orders$/);
    const main = page.getByRole('main');
    await main.getByText('Payment completed in the other tab', { exact: true }).waitFor();
    // The backend answers a card order with the provider's page only, not the order: the way on is the buyer's orders.
    await main.getByRole('link', { name: 'View my orders', exact: true }).waitFor();
    assert.equal(await main.getByRole('button', { name: /^Pay/ }).count(), 0);
    await page.context().close();
  });

  it("the provider's tab closed without paying: Pay is offered again with the purchase order kept", async () => {
    const { page, providerTab } = await payByCard();
    await providerTab.close();
    await page.getByRole('main').getByText('The payment tab was closed before the payment was completed', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Pay $720.10' }).isEnabled(), true);
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'PO-TAB-HTTP');
    await page.context().close();
  });

  it('the product page and the list claim Free shipping on all orders, and never the $2,500.00 threshold', async () => {
    const page = await (await shop.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${shop.app.url}/products`);
    await page.getByText('Free shipping on all orders', { exact: true }).waitFor();
    await page.goto(`${shop.app.url}/product/4`);
    const claim = page.getByText('Free shipping on all orders', { exact: true });
    await claim.waitFor();
    assert.equal(await page.getByText(/Free shipping from/).count(), 0);
    if (SHOTS) {
      await claim.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/product-claim-none-390.png` });
    }
    await page.context().close();
  });
});
