// Issue 39: one quantity rule said where it is typed, one wording for a pair product on every screen, steppers a finger wide.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, signIn, useShop } from '../support/e2e.mjs';

const RULE = 'Enter a whole number from 1 to 999';
const PAIR = 'TS-B301 Tree Strap Spot Pair';
const PAIR_LINE = `${PAIR}, Bronze`;
const PHONE = { width: 390, height: 844 };

async function expectFingerWide(locator) {
  const box = await locator.boundingBox();
  assert.ok(box && box.width >= 44 && box.height >= 44, `${await locator.getAttribute('aria-label')} is ${box?.width}x${box?.height} px`);
}

/** The dealer on a phone, on the pair product's page (its Bronze variant at the seed's $169.32 a fixture). */
async function openPairProduct(shop) {
  const page = await shop.open('/login', PHONE);
  await signIn(page);
  await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
  await page.goto(`${shop.url}/product/p-051`);
  await page.getByRole('heading', { name: PAIR, level: 1 }).waitFor();
  await page.getByLabel('Price $169.32 per fixture · $338.64 per pair', { exact: true }).waitFor();
  return page;
}

describe('quantities and units (issue 39)', () => {
  const shop = useShop();

  it('the product page names a wrong quantity, keeps it as typed and holds back Add to Cart; the pair is counted in pairs and fixtures', async () => {
    const page = await openPairProduct(shop);
    assert.equal(await page.locator('#unit-price').textContent(), '$169.32 per fixture');
    await page.getByText('$338.64 per pair', { exact: true }).waitFor();
    await page.getByText('Sold in pairs: each pair holds 2 fixtures.', { exact: true }).waitFor();
    await expectFingerWide(page.getByRole('button', { name: 'Increase quantity' }));
    await expectFingerWide(page.getByRole('button', { name: 'Decrease quantity' }));

    const quantity = page.getByRole('textbox', { name: 'Quantity in pairs' });
    const adding = page.locator('dt:text-is("Adding") + dd');
    const lineTotal = page.locator('dt:text-is("Line total") + dd');
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await quantity.fill('5');
    assert.equal(await adding.textContent(), '5 pairs (10 fixtures)');
    // 10 x $169.32 = $1,693.20.
    assert.equal(await lineTotal.textContent(), '$1,693.20');

    for (const entry of ['', '2.5', '5000', '0']) {
      await quantity.fill(entry);
      await quantity.press('Tab');
      // Nothing put in its place: not 999 for 5000, not the 5 from before for the rest.
      assert.equal(await quantity.inputValue(), entry);
      assert.equal(await page.getByRole('alert').filter({ hasText: RULE }).textContent(), RULE);
      assert.equal(await quantity.getAttribute('aria-invalid'), 'true');
      assert.equal(await adding.textContent(), '—');
      assert.equal(await lineTotal.textContent(), '—');
      assert.equal(await addToCart.isDisabled(), true, `Add to Cart with "${entry}"`);
    }

    await quantity.fill('3');
    assert.equal(await page.getByText(RULE).count(), 0);
    assert.equal(await adding.textContent(), '3 pairs (6 fixtures)');
    await addToCart.click();
    await page.getByText(`Added ${PAIR} to cart`, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('the cart words the pair alike, names a wrong quantity, keeps it and holds back checkout naming the line', async () => {
    const page = await openPairProduct(shop);
    await page.getByRole('textbox', { name: 'Quantity in pairs' }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 line' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();

    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PAIR }) });
    await line.getByText('3 pairs (6 fixtures)', { exact: true }).waitFor();
    await line.getByText('$338.64 per pair', { exact: true }).waitFor();
    assert.match(await line.innerText(), /\$169\.32 per fixture/);
    await line.getByText('Quantity in pairs', { exact: true }).waitFor();
    await expectFingerWide(page.getByRole('button', { name: `Increase quantity of ${PAIR_LINE}` }));
    await expectFingerWide(page.getByRole('button', { name: `Decrease quantity of ${PAIR_LINE}` }));

    const quantity = page.getByRole('textbox', { name: `Quantity of ${PAIR_LINE}` });
    for (const entry of ['1000', '0', '']) {
      await quantity.fill(entry);
      await quantity.press('Tab');
      assert.equal(await quantity.inputValue(), entry, 'the entry stays as typed when the field is left');
      assert.equal(await line.getByRole('alert').textContent(), RULE);
      await page
        .getByText(`Fix the quantity of ${PAIR_LINE} to check out: a whole number from 1 to 999.`, { exact: true })
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled(), true);
      assert.equal(await page.getByRole('link', { name: 'Proceed to Checkout' }).count(), 0);
      await line.getByText('3 pairs (6 fixtures)', { exact: true }).waitFor();
    }

    await quantity.fill('4');
    await quantity.press('Tab');
    await page.getByText(`Updated ${PAIR} quantity to 4`, { exact: true }).waitFor();
    await line.getByText('4 pairs (8 fixtures)', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    assert.equal(await page.getByText(/Fix the quantity/).count(), 0);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('the order detail words the pair alike, with its SKU and the payment method', async () => {
    const page = await shop.open('/login');
    await signIn(page);
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    // ORD-0002 of the seed: 3 pairs of the Bronze TS-B301 at $169.32 a fixture, paid by card.
    await page.goto(`${shop.url}/orders/2`);
    await page.getByRole('heading', { name: 'Order ORD-0002', level: 1 }).waitFor();
    const line = page.getByRole('list', { name: 'Order items' }).getByRole('listitem').filter({ hasText: PAIR });
    await line.getByText('SKU: LT-051-1', { exact: true }).waitFor();
    await line.getByText('3 pairs (6 fixtures)', { exact: true }).waitFor();
    await line.getByText('$169.32 per fixture · $338.64 per pair', { exact: true }).waitFor();
    assert.equal(await page.locator('dt:text-is("Payment Method") + dd').textContent(), 'Card');
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});
