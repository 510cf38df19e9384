// Orders and credit history on the demo backend, with the dealer's seeded history:
// ORD-0001 to ORD-0019 and 30 transactions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin, useShop } from '../support/e2e.mjs';
import { AURORA_BRONZE } from '../support/cart-lines.mjs';

async function dealerAt(shop, path, email = 'dealer@demo.test') {
  const page = await shop.open('/login');
  await submitLogin(page, email);
  await page.waitForURL(/\/profile$/);
  await page.goto(`${shop.url}${path}`);
  return page;
}

function orderLinks(page) {
  return page.getByRole('main').getByRole('list', { name: 'Orders' }).getByRole('link');
}

/** The chips' text on background, as the shop's own chip styles paint them (StatusChip.tsx). */
const GREEN = 'rgb(27, 94, 32) on rgb(232, 245, 233)';
const BLUE = 'rgb(1, 87, 155) on rgb(225, 245, 254)';
const YELLOW = 'rgb(109, 76, 0) on rgb(255, 248, 214)';
const RED = 'rgb(183, 28, 28) on rgb(255, 235, 238)';
const PURPLE = 'rgb(106, 27, 154) on rgb(243, 229, 245)';

/** Each order on the page: its number, then its Status and Payment chips as the buyer sees them, words and colours. */
function chipsOnScreen(page) {
  return page
    .getByRole('main')
    .getByRole('list', { name: 'Orders' })
    .evaluate((list) => {
      const chip = (row, caption) => {
        const label = [...row.querySelectorAll('div')].find((element) => element.textContent === caption);
        const box = label.nextElementSibling;
        const words = [...box.querySelectorAll('*')].find((element) => element.children.length === 0 && element.textContent.trim() !== '');
        return `${words.textContent}: ${getComputedStyle(words).color} on ${getComputedStyle(box).backgroundColor}`;
      };
      return [...list.children].map((row) => [row.querySelector('a').textContent, chip(row, 'Status'), chip(row, 'Payment')]);
    });
}

describe('orders and credit history on the demo backend', () => {
  const shop = useShop();

  it('My Orders pages ten at a time, newest first, with the newest total', async () => {
    const page = await dealerAt(shop, '/orders');
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    await orderLinks(page).first().waitFor();
    assert.deepEqual(await orderLinks(page).allTextContents(), [
      'ORD-0019', 'ORD-0018', 'ORD-0017', 'ORD-0016', 'ORD-0015', 'ORD-0014', 'ORD-0013', 'ORD-0012', 'ORD-0011', 'ORD-0010',
    ]);
    const first = page.getByRole('main').getByRole('listitem').first();
    await first.getByText('$1,015.31', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('link', { name: 'ORD-0009' }).waitFor();
    assert.equal(await orderLinks(page).count(), 9);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);
    await page.context().close();
  });

  it('status chips in the colours of spec §4: delivered and completed green, confirmed, processing and shipped blue, pending yellow, cancelled, refunded and failed red, a refunded payment purple', async () => {
    const page = await dealerAt(shop, '/orders');
    await orderLinks(page).first().waitFor();
    assert.deepEqual(await chipsOnScreen(page), [
      ['ORD-0019', `Pending: ${YELLOW}`, `Pending: ${YELLOW}`],
      ['ORD-0018', `Payment pending: ${YELLOW}`, `Pending: ${YELLOW}`],
      ['ORD-0017', `Confirmed: ${BLUE}`, `Completed: ${GREEN}`],
      ['ORD-0016', `Processing: ${BLUE}`, `Completed: ${GREEN}`],
      ['ORD-0015', `Shipped: ${BLUE}`, `Completed: ${GREEN}`],
      ['ORD-0014', `Shipped: ${BLUE}`, `Completed: ${GREEN}`],
      ['ORD-0013', `Delivered: ${GREEN}`, `Completed: ${GREEN}`],
      ['ORD-0012', `Delivered: ${GREEN}`, `Completed: ${GREEN}`],
      ['ORD-0011', `Refunded: ${RED}`, `Refunded: ${PURPLE}`],
      ['ORD-0010', `Delivered: ${GREEN}`, `Completed: ${GREEN}`],
    ]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'ORD-0009' }).waitFor();
    const secondPage = await chipsOnScreen(page);
    assert.deepEqual(secondPage.find(([number]) => number === 'ORD-0007'), ['ORD-0007', `Cancelled: ${RED}`, `Refunded: ${PURPLE}`]);
    assert.deepEqual(secondPage.find(([number]) => number === 'ORD-0005'), ['ORD-0005', `Cancelled: ${RED}`, `Failed: ${RED}`]);
    await page.context().close();
  });

  it('searching finds an order by its purchase order, and says when nothing matches', async () => {
    const page = await dealerAt(shop, '/orders');
    await page.getByLabel('Search orders').fill('BP-2026-0722');
    await page.getByLabel('Search orders').press('Enter');
    await page.waitForURL(/search=BP-2026-0722/);
    await page.getByRole('link', { name: 'ORD-0009' }).waitFor();
    assert.deepEqual(await orderLinks(page).allTextContents(), ['ORD-0009']);
    await page.getByLabel('Search orders').fill('NO-SUCH-PO');
    await page.getByLabel('Search orders').press('Enter');
    await page.getByText('No orders found').waitFor();
    await page.context().close();
  });

  it('an order shows its lines, coupon, tracking, totals and address', async () => {
    const page = await dealerAt(shop, '/orders/9');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Order ORD-0009', level: 1 }).waitFor();
    await main.getByText('BIGBUY15').first().waitFor();
    await main.getByText('1Z4F82W30403377652').waitFor();
    await main.getByText('BP-2026-0722 Barton Creek HOA').waitFor();
    const items = main.getByRole('list', { name: 'Order items' }).getByRole('listitem');
    await items.first().waitFor();
    assert.deepEqual(await items.getByRole('link').allTextContents(), [
      'Sierra Bronze Cylinder Bollard 10W 3000K',
      'GridLine GL-900 Dual-Circuit Transformer 900W',
      '10/2 Direct Burial Landscape Wire',
      'Gel-Filled Wire Nut Connectors',
    ]);
    assert.equal(
      await main.getByRole('region', { name: 'Order Summary' }).locator('dl').innerText(),
      'Subtotal\n$5,656.92\nDiscount (BIGBUY15)\n-$848.54\nShipping\nFree\nTotal\n$4,808.38',
    );
    assert.equal(
      await main.getByRole('region', { name: 'Shipping Address' }).locator('address').innerText(),
      '3600 Barton Creek Blvd\nAustin, TX 78735\n(512) 555-0187',
    );
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('an unknown order says Order not found with Back to Orders', async () => {
    const page = await dealerAt(shop, '/orders/999');
    await page.getByText('Order not found').waitFor();
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.waitForURL(/\/orders$/);
    await page.context().close();
  });

  it("Buy Again puts an order's lines in the cart at today's prices and names one no longer sold", async () => {
    const page = await dealerAt(shop, '/orders/5');
    await page.getByRole('heading', { name: 'Order ORD-0005', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buy Again' }).click();
    await page.getByText('No longer available, not added: Prairie Bollard 6W 3000K (Bronze)').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByText('Granite Black Composite Well Light 8W 3000K').first().waitFor();
    // 4 x the dealer's $180.20 today.
    await page.getByText('$720.80').first().waitFor();
    await page.context().close();
  });

  it('the printed order is one clean page: no header, footer or buttons', async () => {
    const page = await dealerAt(shop, '/orders/9');
    await page.getByRole('heading', { name: 'Order ORD-0009', level: 1 }).waitFor();
    await page.emulateMedia({ media: 'print' });
    // The page's print rules may land a frame after its heading on a busy machine.
    await page.getByRole('banner').waitFor({ state: 'hidden', timeout: 5000 });
    await page.getByRole('contentinfo').waitFor({ state: 'hidden', timeout: 5000 });
    assert.equal(await page.getByRole('button', { name: 'Buy Again' }).isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
    await page.getByText('$4,808.38').first().waitFor();
    await page.screenshot({ path: 'test-results/order-print.png', fullPage: true });
    await page.context().close();
  });

  it('transactions: signs and colours per type (repayments and withdrawals blue, credit added green, the rest plain), the filter acting on the page', async () => {
    const page = await dealerAt(shop, '/transactions');
    await page.getByRole('heading', { name: 'Transaction History', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.getByText('Credit due repayment').first().waitFor();
    assert.equal(await table.getByRole('row').count(), 21, 'a header row and 20 transactions');
    await table.getByText('-$3,675.57').waitFor();
    /** The amount of the first row naming `description`, and the colour it is written in. */
    const amount = (description) =>
      table
        .getByRole('row')
        .filter({ hasText: description })
        .first()
        .getByRole('cell')
        .nth(3)
        .evaluate((cell) => `${cell.textContent} in ${getComputedStyle(cell).color}`);
    assert.equal(await amount('Credit due repayment'), '-$3,675.57 in rgb(1, 87, 155)');
    assert.equal(await amount('Unused prepayment returned'), '-$1,200.00 in rgb(1, 87, 155)');
    assert.equal(await amount('Credit line raised to $10,000.00'), '+$2,500.00 in rgb(46, 125, 50)');
    assert.equal(await amount('Order ORD-0017'), '-$701.05 in rgb(31, 41, 51)');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Credit used' }).click();
    await table.getByText('Order ORD-0017').waitFor();
    assert.equal(await table.getByText('Credit due repayment').count(), 0);
    await page.context().close();
  });

  it("My Orders shows each order's purchase order, in the row and on a phone's card (issue 39)", async () => {
    for (const width of [1280, 390]) {
      const page = await shop.open('/login', { width, height: 900 });
      await submitLogin(page, 'dealer@demo.test');
      await page.waitForURL(/\/profile$/);
      await page.goto(`${shop.url}/orders`);
      const rows = page.getByRole('main').getByRole('list', { name: 'Orders' }).getByRole('listitem');
      await rows.first().getByText('BP-2026-1031 Barton Creek HOA', { exact: true }).waitFor();
      assert.deepEqual(
        await rows.evaluateAll((items) => items.slice(0, 3).map((item) => [item.querySelector('a').textContent, item.innerText.match(/PO\n+(.+)/)[1]])),
        [
          ['ORD-0019', 'BP-2026-1031 Barton Creek HOA'],
          ['ORD-0018', 'BP-2026-1029'],
          ['ORD-0017', 'BP-2026-1027'],
        ],
        `at ${width} px`,
      );
      // Nothing pushed off the side of a phone.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `at ${width} px`);
      await page.context().close();
    }
  });

  it('transactions give the payment method in words and link the order they name to its detail (issue 39)', async () => {
    const page = await dealerAt(shop, '/transactions');
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.getByText('Credit due repayment').first().waitFor();
    /** The payment method of the first row naming `description`. */
    const method = (description) => table.getByRole('row').filter({ hasText: description }).first().getByRole('cell').nth(4).innerText();
    assert.equal(await method('Order ORD-0017'), 'Account credit');
    assert.equal(await method('Credit line raised to $10,000.00'), 'Adjustment');
    assert.equal(await method('Unused prepayment returned'), 'Bank transfer');
    const methods = await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.cells[4].textContent));
    assert.deepEqual(methods.filter((text) => /^[A-Z_]+$/.test(text)), [], 'no raw codes');
    await expectNoSeriousAxeViolations(page);
    await table.getByRole('link', { name: 'Order ORD-0017' }).click();
    await page.waitForURL(/\/orders\/17$/);
    await page.getByRole('heading', { name: /ORD-0017/, level: 1 }).waitFor();
    await page.context().close();
  });

  it('the profile lists the 5 latest orders with their first two items', async () => {
    const page = await dealerAt(shop, '/profile');
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    await recent.getByText('ORD-0019').waitFor();
    const orders = recent.getByRole('list', { name: 'Recent orders' }).locator(':scope > li');
    const shown = await orders.evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('a').textContent, ...[...row.querySelectorAll('ul[aria-label="Items"] > li')].map((item) => item.textContent)]),
    );
    assert.deepEqual(shown, [
      ['ORD-0019', 'GridLine GL-900 Dual-Circuit Transformer 900W × 1', '10/2 Direct Burial Landscape Wire × 2'],
      ['ORD-0018', 'TS-B301 Tree Strap Spot Pair × 4', 'Redwood In-Grade Well Light 4W 3000K × 4'],
      ['ORD-0017', 'Aurora Path Light 2W 2700K × 8', 'Juniper Path Light 4W 2700K × 10', '+1 more items'],
      ['ORD-0016', 'Aurora Path Light 2W 2700K × 12', 'Horizon Step Light 2W 2700K × 8'],
      ['ORD-0015', 'PowerCore PC-300 Multi-Tap Transformer 300W × 3', '12/2 Direct Burial Landscape Wire × 6'],
    ]);
    await recent.getByRole('link', { name: 'View All Orders' }).click();
    await page.waitForURL(/\/orders$/);
    await page.context().close();
  });

  it('an order placed at checkout comes first in My Orders with the same total, coupon and purchase order', async () => {
    const page = await shop.open('/login');
    const cart = [{ ...AURORA_BRONZE, quantity: 20 }];
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
    await submitLogin(page, 'dealer@demo.test');
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.url}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill('PO-7001 Lakeway phase 2');
    await page.getByLabel(/^Coupon code/).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    // $1,346.40 - $134.64 (WELCOME10) + $67.32 shipping.
    await page.getByRole('button', { name: 'Pay $1,279.08' }).click();
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.url}/orders`);
    await page.getByRole('link', { name: 'ORD-0020' }).waitFor();
    assert.equal((await orderLinks(page).allTextContents())[0], 'ORD-0020');
    await page.getByRole('main').getByRole('listitem').first().getByText('$1,279.08', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'ORD-0020' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Order ORD-0020', level: 1 }).waitFor();
    await main.getByText('PO-7001 Lakeway phase 2').waitFor();
    await main.getByText('WELCOME10').first().waitFor();
    await main.getByText('$1,279.08').first().waitFor();
    await page.context().close();
  });
});
