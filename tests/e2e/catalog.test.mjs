import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, signIn, useShop } from '../support/e2e.mjs';

describe('catalogue', () => {
  const shop = useShop();

  it('browses home to a category to a product and back', async () => {
    const page = await shop.open('/');
    await page.getByRole('main').getByRole('link', { name: 'Well Lights', exact: true }).click();
    await page.getByRole('heading', { name: 'Well Lights', level: 1 }).waitFor();
    await page.getByText('Free shipping from $2,500.00', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const firstCard = page.getByRole('main').getByRole('listitem').first();
    const name = (await firstCard.getByRole('heading').textContent()).trim();
    await firstCard.getByRole('link').first().click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'You May Also Like' }).waitFor();
    // The demo charges the spec's shipping: the product page claims the rule, not free shipping on all orders.
    await page.getByText('Free shipping from $2,500.00', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.goBack();
    await page.getByRole('heading', { name: 'Well Lights', level: 1 }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('searches by name and description, ignoring case', async () => {
    const page = await shop.open('/products?search=BOLLARD');
    await page.getByRole('heading', { name: 'Search Results' }).waitFor();
    // The seed's ten active bollards; the inactive Prairie Bollard is never listed.
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await cards.getByRole('heading', { name: 'Alder Bollard 6W 2700K' }).waitFor();
    assert.equal(await cards.count(), 10);
    assert.equal(await cards.getByRole('heading', { name: 'Prairie Bollard 6W 3000K' }).count(), 0);
    await page.goto(`${shop.url}/products?search=zzzz-nothing`);
    await page.getByText('No products found matching your search.').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('pages to the last page of a category and back', async () => {
    const page = await shop.open('/products?category=cat-path');
    await page.getByRole('heading', { name: 'Path Lights', level: 1 }).waitFor();
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await cards.nth(39).waitFor();
    assert.equal(await cards.count(), 40);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('Page 2').waitFor();
    await page.getByText('Showing 41–').waitFor();
    assert.ok((await cards.count()) < 40);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1').waitFor();
    assert.doesNotMatch(page.url(), /page=/);
    await page.context().close();
  });

  it('a signed-out visitor sees no price and no Add to Cart', async () => {
    const page = await shop.open('/product/p-001');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in to see prices' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: /^Cart/ }).count(), 0);
    // The one figure in dollars is the shipping claim, a rule and not a price.
    await page.getByText('Free shipping from $2,500.00', { exact: true }).waitFor();
    assert.doesNotMatch((await page.getByRole('main').innerText()).replace('Free shipping from $2,500.00', ''), /\$\d/);
    await page.context().close();
  });

  it('a signed-in dealer orders a case with 5% off per unit', async () => {
    const page = await shop.open('/product/p-059');
    await signIn(page);
    await page.goto(`${shop.url}/product/p-059`);
    await page.getByRole('heading', { name: 'TS-B302 Tree Mount Spot Pair', level: 1 }).waitFor();
    // The seed's dealer price of the Bronze TS-B302 is $189.72 a fixture; by the case of 6, 5% less: $180.234.
    const price = page.locator('#unit-price');
    await page.getByLabel('Price $189.72 per fixture · $379.44 per pair', { exact: true }).waitFor();
    assert.equal(await price.textContent(), '$189.72 per fixture');
    await page.getByRole('button', { name: 'Pair' }).waitFor();
    await page.getByText('Sold in pairs: each pair holds 2 fixtures.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Case of 6' }).click();
    await page.getByLabel('Price $180.234 per fixture · $1,081.404 per case', { exact: true }).waitFor();
    assert.equal(await price.textContent(), '$180.234 per fixture');
    await page.getByText('5% OFF Applied', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.locator('dt:text-is("Adding") + dd:text-is("2 cases of 6 (12 fixtures)")').waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added TS-B302 Tree Mount Spot Pair to cart', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 line' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('a pair product ships two fixtures per pair', async () => {
    const page = await shop.open('/login');
    await signIn(page, 'contractor@demo.test');
    await page.goto(`${shop.url}/product/p-051`);
    await page.getByRole('heading', { name: /TS-B301/, level: 1 }).waitFor();
    await page.getByText('Sold in pairs').waitFor();
    const units = page.locator('dt:text-is("Adding") + dd');
    assert.equal(await units.textContent(), '1 pair (2 fixtures)');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    assert.equal(await units.textContent(), '2 pairs (4 fixtures)');
    await page.context().close();
  });

  it('an unknown product shows Product not found with Go Back', async () => {
    const page = await shop.open('/product/no-such-product');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('an inactive product is not on the shelf', async () => {
    const page = await shop.open('/product/p-038');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.context().close();
  });

  it('the information pages are real pages', async () => {
    const page = await shop.open('/faq');
    for (const path of ['/dealer-locator', '/find-contractor', '/become-dealer', '/faq', '/catalogs', '/warranty', '/contact', '/privacy']) {
      await page.goto(shop.url + path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.doesNotMatch(await page.getByRole('main').innerText(), /coming soon/i);
      await expectNoSeriousAxeViolations(page);
    }
    await page.context().close();
  });
});
