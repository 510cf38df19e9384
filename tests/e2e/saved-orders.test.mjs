// Saved orders on the demo backend (issue 14): a 3-line cart saved as a draft with PO "JOB-114",
// found in Saved orders at its exact total, used in an empty cart, and checked out with the PO prefilled.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin, useShop } from '../support/e2e.mjs';
import { AURORA_BRONZE } from '../support/cart-lines.mjs';

/** One case of 12 Cascade domes: the dealer's $87.72 less 5% is $83.334 a unit, $1,000.01 the case. */
const CASCADE_CASE = {
  productId: 'p-003',
  variantId: 'p-003-v1',
  quantity: 1,
  quantityType: 'CASE',
  name: 'Cascade Brushed Nickel Dome Path Light 4W 3000K',
  variantName: 'Brushed Nickel, 3000K',
  image: null,
  price: '87.72',
  caseSize: 12,
  isPairProduct: false,
};

/** Two pairs of TS-B301 tree straps: 4 units at the dealer's $169.32, $677.28. */
const TREE_STRAP_PAIRS = {
  productId: 'p-051',
  variantId: 'p-051-v1',
  quantity: 2,
  quantityType: 'SINGLE',
  name: 'TS-B301 Tree Strap Spot Pair',
  variantName: 'Bronze',
  image: null,
  price: '169.32',
  caseSize: 1,
  isPairProduct: true,
};

/** 3 Aurora at $67.32 ($201.96) + $1,000.01 + $677.28. */
const DRAFT_TOTAL = '$1,879.25';

async function dealerWithCart(shop, items, email = 'dealer@demo.test') {
  const page = await shop.open('/login');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
  await submitLogin(page, email);
  await page.waitForURL(/\/profile$/);
  return page;
}

async function saveCartAsDraft(page, shop, { name, purchaseOrder }) {
  await page.goto(`${shop.url}/cart`);
  await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as draft' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Purchase order').fill(purchaseOrder);
  await dialog.getByLabel('Notes').fill('Deliver to the Riverside site office');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText(`Saved ${name} to your saved orders`).waitFor();
}

describe('saved orders on the demo backend', () => {
  const shop = useShop();

  it('saves a 3-line cart with PO JOB-114, lists it at its total, uses it in an empty cart and checks out with the PO', async () => {
    const page = await dealerWithCart(shop, [AURORA_BRONZE, CASCADE_CASE, TREE_STRAP_PAIRS]);
    await saveCartAsDraft(page, shop, { name: 'Riverside job', purchaseOrder: 'JOB-114' });

    // The cart is emptied, then the draft is found in Saved orders from the profile.
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('dialog', { name: 'Clear cart?' }).getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('main').getByRole('link', { name: 'Saved orders' }).click();
    await page.waitForURL(/\/saved-orders$/);
    const list = page.getByRole('main').getByRole('list', { name: 'Saved orders' });
    const row = list.getByRole('listitem').filter({ hasText: 'Riverside job' });
    await row.getByText(DRAFT_TOTAL, { exact: true }).waitFor();
    assert.equal(await row.getByText('3 lines', { exact: true }).count(), 1);
    assert.equal(await row.getByText('PO JOB-114', { exact: true }).count(), 1);
    await expectNoSeriousAxeViolations(page);

    await row.getByRole('link', { name: 'Riverside job' }).click();
    await page.getByRole('heading', { name: 'Riverside job', level: 1 }).waitFor();
    const lines = page.getByRole('main').getByRole('list', { name: 'Saved order lines' }).getByRole('listitem');
    assert.equal(await lines.count(), 3);
    await lines.nth(1).getByText('$1,000.01', { exact: true }).waitFor();
    await page.getByRole('main').getByText(DRAFT_TOTAL, { exact: true }).waitFor();
    assert.equal(await page.getByLabel('Purchase order').inputValue(), 'JOB-114');
    await expectNoSeriousAxeViolations(page);

    // An empty cart asks nothing: the lines go in and the checkout opens with the PO and notes.
    await page.getByRole('button', { name: 'Use this order' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'JOB-114');
    assert.equal(await page.getByLabel('Order Notes').inputValue(), 'Deliver to the Riverside site office');
    await page.getByRole('link', { name: 'Cart, 3 lines' }).waitFor();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(DRAFT_TOTAL, { exact: true }).first().waitFor();
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    // $1,879.25 and 5% shipping, $93.96.
    await page.getByRole('button', { name: 'Pay $1,973.21' }).click();
    await page.waitForURL(/\/profile$/);
    const recorded = await page.evaluate(() => JSON.parse(localStorage.getItem('demo-orders') ?? '[]').filter((order) => order.paymentOrder === 'JOB-114'));
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0].subtotal, '1879.25');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a non-empty cart is asked: Add to cart keeps its lines, and the draft survives a reload', async () => {
    const page = await dealerWithCart(shop, [AURORA_BRONZE, CASCADE_CASE, TREE_STRAP_PAIRS]);
    await saveCartAsDraft(page, shop, { name: 'Riverside job', purchaseOrder: 'JOB-114' });
    await page.reload();
    await page.goto(`${shop.url}/saved-orders/1`);
    await page.getByRole('heading', { name: 'Riverside job', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Use this order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your cart is not empty' });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/checkout$/);
    // 3 + 3 Aurora, 1 + 1 cases, 2 + 2 pairs: the same 3 lines, grown.
    await page.getByRole('link', { name: 'Cart, 3 lines' }).waitFor();
    await page.context().close();
  });

  it("another account's draft, or none, says Saved order not found", async () => {
    // The local dealer saves a draft in this browser; the dealer then signs in here and opens it by its id.
    const page = await dealerWithCart(shop, [AURORA_BRONZE], 'local.dealer@demo.test');
    await saveCartAsDraft(page, shop, { name: 'Lakeside job', purchaseOrder: 'JOB-310' });
    const [othersDraft] = await page.evaluate(() => JSON.parse(localStorage.getItem('demo-saved-orders') ?? '[]'));
    assert.deepEqual([othersDraft.name, othersDraft.userId], ['Lakeside job', 'demo-local-dealer']);
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out').waitFor();
    await page.goto(`${shop.url}/login`);
    await submitLogin(page, 'dealer@demo.test');
    await page.waitForURL(/\/profile$/);
    for (const id of [othersDraft.id, 999]) {
      await page.goto(`${shop.url}/saved-orders/${id}`);
      await page.getByRole('heading', { name: 'Saved order not found', level: 1 }).waitFor();
      assert.equal(await page.getByText('Lakeside job').count(), 0);
    }
    await page.getByRole('link', { name: 'Back to Saved orders' }).click();
    await page.waitForURL(/\/saved-orders$/);
    await page.getByText('No saved orders yet. Save a cart as a draft to find it here.').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});
