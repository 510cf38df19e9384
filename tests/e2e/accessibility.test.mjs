// Issue 9: every route, signed in and signed out, passes axe (WCAG 2.1 A and AA)
// with no serious or critical violation, and every form error is announced.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin, useShop } from '../support/e2e.mjs';
import { AURORA_BRONZE } from '../support/cart-lines.mjs';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, heading, signedIn } from '../support/routes.mjs';
import { anApplication, fillRegistration } from '../support/registration-form.mjs';

/** Places the cart's order by card as the dealer: returns the checkout page and the demo provider's page, opened in a new tab. */
async function openCardPayment(shop) {
  const page = await signedIn(shop, '/checkout', { cart: [AURORA_BRONZE] });
  await page.getByLabel(/^Purchase Order/).fill('PO-A11Y');
  const [providerTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Pay $212.06' }).click(),
  ]);
  // The tab opens empty and then follows a link to the provider's page (so that page gets no opener and no Referer).
  await providerTab.waitForURL((url) => url.href !== 'about:blank');
  await providerTab.waitForLoadState();
  return { page, providerTab };
}

describe('axe finds no serious or critical violation on any route', () => {
  const shop = useShop();

  for (const route of PUBLIC_ROUTES) {
    it(`${route.name}, signed out, has no serious or critical axe violation`, async () => {
      const page = await shop.open(route.path);
      await route.ready(page);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    });
    it(`${route.name}, signed in, has no serious or critical axe violation`, async () => {
      const page = await signedIn(shop, route.path);
      await route.ready(page);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    });
  }

  for (const route of SIGNED_OUT_ROUTES) {
    it(`${route.name}, signed out, has no serious or critical axe violation`, async () => {
      const page = await shop.open(route.path);
      await route.ready(page);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    });
  }

  for (const route of SIGNED_IN_ROUTES) {
    it(`${route.name}, signed in, has no serious or critical axe violation`, async () => {
      const page = await signedIn(shop, route.path, route);
      await route.ready(page);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    });
  }

  it('the success page, signed in, while it verifies the payment, has no serious or critical axe violation', async () => {
    const page = await signedIn(shop, '/profile');
    const live = { type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: Date.now(), expiryMinutes: 30 };
    await page.evaluate((session) => localStorage.setItem('paymentSession', JSON.stringify(session)), live);
    // The demo backend's selling side is a chunk of its own: held back, the page stays on "Verifying payment...".
    // Its name and hash only: the chunk of its record names (demo-sales-keys-…) is the accounts side's too.
    await page.route(/\/assets\/demo-sales-[\w-]{8}\.js$/, () => undefined);
    await page.goto(`${shop.url}/success?session_id=demo_0000&gateway=STRIPE`);
    await heading('Payment Successful!')(page);
    await page.getByText('Verifying payment...', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    assert.match(page.url(), /\/success\?/);
    await page.context().close();
  });

  it('the demo payment page, signed in, has no serious or critical axe violation', async () => {
    const { page, providerTab } = await openCardPayment(shop);
    await providerTab.getByRole('link', { name: 'Pay $212.06' }).waitFor();
    await expectNoSeriousAxeViolations(providerTab);
    await page.context().close();
  });

  it('the demo payment page, signed out, has no serious or critical axe violation', async () => {
    const { page, providerTab } = await openCardPayment(shop);
    // The provider's tab stays open: closed, it would tell the checkout the payment was abandoned.
    const paymentUrl = providerTab.url();
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out', { exact: true }).waitFor();
    await page.goto(paymentUrl);
    await page.getByRole('link', { name: 'Pay $212.06' }).waitFor();
    await page.getByRole('link', { name: 'LOGIN' }).first().waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});

/**
 * How a screen reader hears each message with this exact text: from a live
 * region around it (an Alert is role="alert"), or as the description of the
 * field it is about (aria-describedby, as MUI's helper text is wired). Null
 * for a message it would never hear.
 */
async function howAnnounced(page, text) {
  const messages = page.getByText(text, { exact: true });
  await messages.first().waitFor();
  return messages.evaluateAll((elements) =>
    elements.map((element) => {
      const live = element.closest('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]');
      if (live) return `live region ${live.getAttribute('role') ?? live.getAttribute('aria-live')}`;
      const described = element.closest('[id]');
      const field = described && document.querySelector(`[aria-describedby~="${CSS.escape(described.id)}"]`);
      return field ? `description of ${field.tagName.toLowerCase()} "${field.labels?.[0]?.textContent ?? field.getAttribute('aria-label')}"` : null;
    }),
  );
}

/** Every message with this text is announced. */
async function expectAnnounced(page, text) {
  const ways = await howAnnounced(page, text);
  assert.ok(ways.every((way) => way !== null), `"${text}" is not announced: ${JSON.stringify(ways)}`);
}

/** A file of `bytes` bytes that reads as a PNG (its signature, then padding). */
function pngOf(bytes) {
  const header = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([header, Buffer.alloc(bytes - header.length)]);
}

describe('form errors are announced', () => {
  const shop = useShop();

  it('the login error is announced', async () => {
    const page = await shop.open('/login');
    await submitLogin(page, 'dealer@demo.test', 'Wrong-Password-1');
    await expectAnnounced(page, 'Failed to sign in. Please check your credentials.');
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('the register errors, in the red box and under the resale form, are announced', async () => {
    const page = await shop.open('/register');
    const createAccount = page.getByRole('button', { name: 'Create Account' });
    await createAccount.click();
    await expectAnnounced(page, 'Please fill in all required fields');
    await expectNoSeriousAxeViolations(page);

    await fillRegistration(page, anApplication({ confirmPassword: 'Lantern-Path-41' }));
    await createAccount.click();
    await expectAnnounced(page, 'Passwords do not match');

    await page.getByLabel('Resale Tax Exempt Form (optional)').setInputFiles({ name: 'form.txt', mimeType: 'text/plain', buffer: Buffer.from('resale') });
    await expectAnnounced(page, 'Please upload a PDF, JPG, or PNG file for the resale tax exempt form');

    await fillRegistration(page, anApplication({ email: 'dealer@demo.test' }));
    await createAccount.click();
    await expectAnnounced(page, 'This email already has an account. Sign in or reset your password.');
    await expectAnnounced(page, 'This email already has an account');
    await page.context().close();
  });

  it('the edit profile photo error is announced', async () => {
    const page = await signedIn(shop, '/profile/edit');
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    await page.getByLabel('Change Photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngOf(6 * 1024 * 1024) });
    await expectAnnounced(page, 'Image size should be less than 5MB');
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('the checkout errors, for the purchase order, the address and the coupon, are announced', async () => {
    const page = await signedIn(shop, '/checkout', { cart: [AURORA_BRONZE] });
    const pay = page.getByRole('button', { name: 'Pay $212.06' });
    await pay.click();
    await expectAnnounced(page, 'Please add Purchase Order details');
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(/^Purchase Order/).fill('PO-A11Y');
    await page.getByLabel(/^City/).fill('');
    await page.getByLabel(/^Phone/).fill('');
    await pay.click();
    await expectAnnounced(page, 'All shipping address fields are required');
    assert.equal((await howAnnounced(page, 'Required')).length, 2);
    await expectAnnounced(page, 'Required');
    await expectNoSeriousAxeViolations(page);

    const coupon = page.getByLabel('Coupon code');
    await coupon.fill('NOPE99');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectAnnounced(page, 'Coupon code not found');
    await coupon.fill('SAVE50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectAnnounced(page, 'SAVE50 needs an order of at least $500.00');
    await page.context().close();
  });

  it('an insufficient balance is read out with the Wallet Credit option it disables', async () => {
    const page = await signedIn(shop, '/checkout', { email: 'contractor@demo.test', cart: [AURORA_BRONZE] });
    const wallet = page.getByRole('radio', { name: 'Wallet Credit Balance: $0.00 Insufficient Balance', exact: true });
    await wallet.waitFor();
    assert.equal(await wallet.isDisabled(), true);
    await page.context().close();
  });

  it('the credit payment error is announced', async () => {
    const page = await signedIn(shop, '/credit-payment', { email: 'distributor@demo.test' });
    await page.getByText('$3,400.50', { exact: true }).waitFor();
    // Another tab repays the whole due meanwhile; this one still offers to pay it.
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/credit-payment`);
    const [providerTab] = await Promise.all([
      other.context().waitForEvent('page'),
      other.getByRole('button', { name: 'Pay', exact: true }).click(),
    ]);
    await providerTab.getByRole('link', { name: 'Pay $3,400.50' }).click();
    await providerTab.waitForURL(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectAnnounced(page, 'There is no amount due on your account');
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});
