// Issue 9: the shop works from the keyboard alone. Only page.keyboard moves and
// types; locators only name the element the focus should reach.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anApplication } from '../support/registration-form.mjs';
import { useShop } from '../support/e2e.mjs';
import { expectFocusOn, focusState, tabTo } from '../support/keyboard.mjs';

/** Signs in from the login page with the keyboard: Tab to each field, type, Enter. */
async function signInByKeyboard(page, email) {
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
}

/** The demo backend's record of the orders placed with this purchase order. */
async function recordedOrders(page, purchaseOrder) {
  const orders = await page.evaluate(() => JSON.parse(localStorage.getItem('demo-orders') ?? '[]'));
  return orders.filter((order) => order.paymentOrder === purchaseOrder);
}

describe('the shop from the keyboard alone', () => {
  const shop = useShop();

  it('a dealer goes from the home page to an order paid on account credit with the keyboard, the focus always visible and never trapped', async () => {
    const page = await shop.open('/');
    const main = page.getByRole('main');
    const banner = page.getByRole('banner');
    await page.getByRole('heading', { name: 'Shop by category', level: 2 }).waitFor();

    await tabTo(page, banner.getByRole('link', { name: 'LOGIN' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await expectFocusOn(main);
    await signInByKeyboard(page, 'dealer@demo.test');
    await page.getByText('Successfully logged in', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Dana Reyes', level: 1 }).waitFor();
    await expectFocusOn(main);

    await tabTo(page, banner.getByRole('searchbox', { name: 'Search products' }), { back: true });
    await page.keyboard.type('Aurora Path Light 2W');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search Results', level: 1 }).waitFor();
    await expectFocusOn(main);
    await tabTo(page, main.getByRole('link', { name: 'Aurora Path Light 2W 2700K' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Aurora Path Light 2W 2700K', level: 1 }).waitFor();
    await expectFocusOn(main);

    await tabTo(page, main.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    await page.getByText('Added Aurora Path Light 2W 2700K to cart', { exact: true }).waitFor();
    await tabTo(page, banner.getByRole('link', { name: 'Cart, 1 line' }), { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await expectFocusOn(main);

    await tabTo(page, main.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    // One light at the dealer's $67.32, plus the $10.00 minimum shipping.
    const pay = main.getByRole('button', { name: 'Pay $77.32' });
    await pay.waitFor();
    await expectFocusOn(main);
    // The shipping address comes from the profile; the purchase order is the one field left to fill.
    await tabTo(page, main.getByLabel(/^Purchase Order/));
    await page.keyboard.type('PO-KEYS-1');
    // Tab enters the payment choice on its checked option (Apple Pay, spec §4); the arrow selects Wallet Credit above it.
    const applePay = main.getByRole('radio', { name: 'Apple Pay' });
    await tabTo(page, applePay);
    await page.keyboard.press('ArrowUp');
    const wallet = main.getByRole('radio', { name: 'Wallet Credit Balance: $10,000.00', exact: true });
    await expectFocusOn(wallet);
    assert.equal(await wallet.isChecked(), true);
    assert.ok((await focusState(page)).ring, 'no visible focus ring on the Wallet Credit option');
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    await page.getByText('Order placed successfully!', { exact: true }).waitFor();
    await page.waitForURL(`${shop.url}/profile`);
    await main.getByRole('region', { name: 'Available Credit' }).getByText('$9,922.68', { exact: true }).waitFor();
    await main.getByRole('region', { name: 'Current Due' }).getByText('$77.32', { exact: true }).waitFor();
    const [order] = await recordedOrders(page, 'PO-KEYS-1');
    assert.equal(order.total, '77.32');
    assert.equal(order.gateway, 'WALLET');
    assert.equal(order.paymentStatus, 'COMPLETED');
    // The dealer's seeded history ends at ORD-0019.
    await main.getByRole('region', { name: 'Recent Orders' }).getByRole('link', { name: 'ORD-0020' }).waitFor();
    await page.context().close();
  });

  it('the Account Under Review notice takes the focus when it opens and gives it back when it closes', async () => {
    const page = await shop.open('/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await signInByKeyboard(page, 'pending@demo.test');
    const notice = page.getByRole('dialog', { name: 'Account Under Review' });
    await expectFocusOn(notice.getByRole('button', { name: 'Understood' }));
    // A modal holds the focus: Tab stays on its one button.
    await page.keyboard.press('Tab');
    await expectFocusOn(notice.getByRole('button', { name: 'Understood' }));
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    await expectFocusOn(page.getByLabel(/^Password/));
    await page.getByRole('heading', { name: 'Shop by category', level: 2 }).waitFor();
    await expectFocusOn(page.getByRole('main'));
    await page.context().close();
  });

  it('the Registration Successful! dialog keeps the focus while home loads beneath it and gives it to the page when it closes', async () => {
    const page = await shop.open('/register');
    const main = page.getByRole('main');
    await page.getByRole('heading', { name: 'Create Account', level: 1 }).waitFor();
    const application = anApplication({ email: 'keys.only@glowyards.example' });
    const typeInto = async (group, label, text) => {
      await tabTo(page, page.getByRole('group', { name: group }).getByLabel(label));
      await page.keyboard.type(text);
    };
    await typeInto('Basic Information', 'First Name', application.firstName);
    await typeInto('Basic Information', 'Last Name', application.lastName);
    await typeInto('Basic Information', 'Email', application.email);
    await typeInto('Basic Information', 'Phone', application.phone);
    await typeInto('Company Information', 'Company Name', application.company);
    await typeInto('Company Information', 'Company Address', application.companyAddress);
    await typeInto('Company Information', 'Company Website', application.companyWebsite);
    await typeInto('Company Information', 'Sales Rep', application.salesRep);
    await typeInto('Billing Address', 'Street Address', application.billingStreet);
    await typeInto('Billing Address', 'City', application.billingCity);
    await typeInto('Billing Address', 'State', application.billingState);
    await typeInto('Billing Address', 'ZIP Code', application.billingZip);
    await tabTo(page, page.getByRole('checkbox', { name: 'Same as billing address' }));
    await page.keyboard.press('Space');
    await typeInto('Login Details', /^Password/, application.password);
    await typeInto('Login Details', /^Confirm Password/, application.password);
    await tabTo(page, main.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Registration Successful!' });
    await expectFocusOn(dialog.getByRole('button', { name: 'Got it' }));
    // The page beneath a modal is hidden from assistive technology, so it is found by its text.
    await page.getByText('Shop by category', { exact: true }).waitFor();
    await expectFocusOn(dialog.getByRole('button', { name: 'Got it' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(main);
    await tabTo(page, main.getByRole('link', { name: 'Shop all products' }));
    await page.context().close();
  });
});
