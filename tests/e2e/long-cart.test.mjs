import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cartLinesFrom } from '../support/cart-lines.mjs';
import { signIn, useShop } from '../support/e2e.mjs';

/** The dealer's cart of 200 lines from the demo catalogue, three of each (the bench's long cart), on /cart. */
async function openLongCart(shop, viewport) {
  const page = await shop.open('/login', viewport);
  await signIn(page);
  const catalog = await page.evaluate(() => fetch('/demo/catalog.json').then((response) => response.json()));
  await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), cartLinesFrom(catalog, 200, 3));
  await page.goto(`${shop.url}/cart`);
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await lines.nth(199).waitFor({ state: 'attached' });
  return { page, lines };
}

const focusedLine = (page) => page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? null);
const focusedName = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);

describe('a cart of 200 lines', () => {
  const shop = useShop();

  it('keeps every line in the list, each saying its place among the 200, and the summary counts them all', async () => {
    const { page, lines } = await openLongCart(shop);
    assert.equal(await lines.count(), 200);
    assert.deepEqual(
      await lines.nth(149).evaluate((line) => [line.getAttribute('aria-posinset'), line.getAttribute('aria-setsize')]),
      ['150', '200'],
    );
    const summary = page.getByRole('region', { name: 'Order Summary' });
    assert.equal(await summary.getByText('Subtotal').locator('xpath=following-sibling::*[1]').textContent(), '$186,365.50');
    // No animation per quantity field (MUI's autofill watch) left for the first tap's frame to sweep up.
    const lineAnimations = await page.evaluate(() => {
      const list = document.querySelector('[aria-label="Cart items"]');
      return document.getAnimations().filter((animation) => list.contains(animation.effect?.target ?? null)).length;
    });
    assert.equal(lineAnimations, 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('Tab goes from the last line of one group of ten to the first of the next, and Shift+Tab back', async () => {
    const { page, lines } = await openLongCart(shop);
    await lines.nth(9).getByRole('button', { name: 'Remove Harbor Copper Lantern Path Light 2W, 2700K' }).focus();
    await page.keyboard.press('Tab');
    assert.equal(await focusedLine(page), '11');
    assert.equal(await focusedName(page), 'Harbor Copper Lantern Path Light 2W');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedLine(page), '10');
    await page.context().close();
  });

  it('the keyboard reaches a line far down the page, draws it and changes it: 4 cases, its total and the subtotal follow', async () => {
    const { page, lines } = await openLongCart(shop, { width: 390, height: 844 });
    const line = lines.nth(149);
    await lines.nth(148).getByRole('button', { name: /^Remove / }).focus();
    await page.keyboard.press('Tab');
    assert.equal(await focusedLine(page), '150');
    const box = await line.boundingBox();
    assert.ok(box && box.height > 100 && box.y < 844 && box.y + box.height > 0, `line 150 on screen and drawn: ${JSON.stringify(box)}`);
    assert.equal(await line.getByText('3 cases of 6 (18 units)', { exact: true }).count(), 1);
    // The link, then −, the field and +.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    assert.match(await focusedName(page), /^Increase quantity of /);
    await page.keyboard.press('Enter');
    await line.getByText('4 cases of 6 (24 units)', { exact: true }).waitFor();
    assert.equal(await line.getByText('$2,015.52', { exact: true }).count(), 1);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText('$186,869.38', { exact: true }).first().waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
