import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, signIn, submitLogin, useShop } from '../support/e2e.mjs';

describe('sign-in on the demo backend', () => {
  const shop = useShop();

  it('the login page lists the demo accounts and passes its axe check', async () => {
    const page = await shop.open('/login');
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await page.getByText('dealer@demo.test').first().waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('wrong credentials say so inline and in a toast', async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'dealer@demo.test', 'wrong');
    await page.getByText('Failed to sign in. Please check your credentials.').waitFor();
    await page.getByText('Failed to log in. Please check your credentials.').waitFor();
    await page.context().close();
  });

  it('a dealer signs in, sees prices, and logs out', async () => {
    const page = await shop.open('/');
    await signIn(page);
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.url}/products?category=cat-well`);
    await page.getByRole('main').getByText(/\$\d/).first().waitFor();
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out').waitFor();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    // Signed out for good: a signed-in page now asks for a login again.
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('a login started from a signed-in page returns there', async () => {
    const page = await shop.open('/orders');
    await page.waitForURL(/\/login$/);
    await submitLogin(page, 'distributor@demo.test', 'Demo1234!');
    await page.getByText('Successfully logged in').waitFor();
    await page.waitForURL(/\/orders$/);
    await page.context().close();
  });

  it('an account under review sees the notice, is signed out and sent home', async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'pending@demo.test', 'Demo1234!');
    const notice = page.getByRole('dialog', { name: 'Account Under Review' });
    await notice.waitFor();
    await expectNoSeriousAxeViolations(page);
    assert.equal(await page.getByRole('link', { name: /^Cart/ }).count(), 0);
    await notice.getByRole('button', { name: 'Understood' }).click();
    await page.waitForURL(`${shop.url}/`, { timeout: 5000 });
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    await page.goto(`${shop.url}/orders`);
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });
});
