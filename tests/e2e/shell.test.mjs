import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, useShop } from '../support/e2e.mjs';

describe('shell', () => {
  const shop = useShop();

  it('home page renders header, categories and footer', async () => {
    const page = await shop.open('/');
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.getByRole('link', { name: 'Path Lights' }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'LOGIN' }).count(), 1);
    for (const column of ['Customer Service', 'Information', 'Contact Us']) {
      await page.getByRole('heading', { name: column, exact: true }).waitFor();
    }
    await page.getByText('Monday-Friday 8am-4pm').waitFor();
    await page.getByRole('heading', { name: 'Wire & Connectors', level: 2 }).waitFor();
    await expectNoSeriousAxeViolations(page);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('an unknown path shows the 404 page', async () => {
    const page = await shop.open('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    const support = page.getByRole('link', { name: 'Contact support' });
    assert.match(await support.getAttribute('href'), /^mailto:/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.context().close();
  });

  it('the search box submits to the product list', async () => {
    const page = await shop.open('/');
    await page.getByRole('searchbox', { name: 'Search products' }).first().fill('brass');
    await page.getByRole('searchbox', { name: 'Search products' }).first().press('Enter');
    await page.getByRole('heading', { name: 'Search Results' }).waitFor();
    assert.match(page.url(), /\/products\?search=brass$/);
    await page.context().close();
  });

  it('the phone menu lists the categories', async () => {
    const page = await shop.open('/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.MuiDrawer-paper').getByRole('link', { name: 'Bollards' }).click();
    await page.getByRole('heading', { name: 'Bollards', level: 1 }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('signed-in routes send visitors to the login page', async () => {
    const page = await shop.open('/orders');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.match(page.url(), /\/login$/);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});
