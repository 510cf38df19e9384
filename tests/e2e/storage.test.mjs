import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, useShop } from '../support/e2e.mjs';

describe('browser storage', () => {
  const shop = useShop();

  it('a corrupted stored cart and sign-in are shrugged off, not a broken shop', async () => {
    const page = await shop.open('/');
    await page.evaluate(() => {
      localStorage.setItem('cart', '{"this is": not json');
      localStorage.setItem('demo-identity', 'no-such-user');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    await signIn(page);
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('the cart follows in another tab', async () => {
    const page = await shop.open('/login');
    await signIn(page);
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/products?category=cat-well`);
    await other.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await page.goto(`${shop.url}/product/p-001`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/^Added .* to cart$/).waitFor();
    await other.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.context().close();
  });
});
