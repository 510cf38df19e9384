// The production path: the app built for the HTTP backend, signing in through
// the real Firebase Auth emulator, against the local stand-in backend, which
// answers as the real backend does and reads every Bearer token the emulator issued.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin } from '../support/e2e.mjs';
import { MOCK_BACKEND_URL } from '../support/http-backend.mjs';
import { approvedAva, standInHook, useHttpShop } from '../support/http-shop.mjs';
import { anApplication, fillRegistration } from '../support/registration-form.mjs';


describe('over HTTP, signed in through the Firebase Auth emulator: accounts and paying', () => {
  const shop = useHttpShop();
  async function openPage(path) {
    const page = await (await shop.browser.newContext()).newPage();
    await page.goto(`${shop.app.url}${path}`);
    return page;
  }

  it('an emulator account signs in and sees its own profile from GET /user', async () => {
    await shop.auth.createUser('ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await standInHook('/__profiles', {
      email: 'ava.brooks@lanternworks.example',
      profile: {
        name: 'Ava',
        lastName: 'Brooks',
        role: 'DISTRIBUTOR',
        approved: true,
        company: 'Lanternworks Supply',
        companyAddress: 'Store 9',
        companyWebsite: 'https://lanternworks.example',
        wallet: { balance: 12500, creditDue: 730.25 },
      },
    });
    const page = await openPage('/login');
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.getByText('Successfully logged in').waitFor();
    await page.waitForURL(/\/profile$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Ava Brooks', level: 1 }).waitFor();
    assert.equal(await main.getByText('Distributor', { exact: true }).count(), 1);
    assert.equal(await main.getByRole('region', { name: 'Available Credit' }).getByText('$12,500.00').count(), 1);
    assert.equal(await main.getByRole('region', { name: 'Current Due' }).getByText('$730.25').count(), 1);
    await expectNoSeriousAxeViolations(page);
    const calls = await shop.backend.takeCalls();
    assert.ok(calls.includes('GET /user'));
    await page.context().close();
  });

  // Issue 16: a signed-in page reloaded asked for the profile and the wallet twice (the session's restore, then the
  // first route's refresh), one after the other each time. My Orders shows no wallet: it reads none.
  it('a signed-in buyer reopening My Orders costs one profile and one orders call; reopening the profile, the wallet too', async () => {
    await shop.auth.createUser('ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await standInHook('/__profiles', {
      email: 'ava.brooks@lanternworks.example',
      profile: { name: 'Ava', lastName: 'Brooks', role: 'DISTRIBUTOR', approved: true, company: 'Lanternworks Supply', companyAddress: 'Store 9', wallet: { balance: 12500, creditDue: 730.25 } },
    });
    const page = await openPage('/login');
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);
    await page.getByRole('main').getByRole('heading', { name: 'Ava Brooks', level: 1 }).waitFor();
    // The profile's recent orders load after its first paint: their call must be in, or it counts as My Orders'.
    await page.getByRole('main').getByText('No orders found', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await shop.backend.takeCalls();

    // Both calls go out before the first script's ~50 code hints, which take a while of their own on a slow phone:
    // how many were on their way when the first hint for code went into <head>.
    await page.addInitScript(() => {
      const append = Element.prototype.append;
      Element.prototype.append = function (...nodes) {
        if (this === document.head && window.callsSentBeforeCodeHints === undefined && nodes.some((node) => node.rel === 'modulepreload')) {
          window.callsSentBeforeCodeHints = window.__lumenEarlyCalls?.size ?? 0;
        }
        return append.apply(this, nodes);
      };
    });
    await page.goto(`${shop.app.url}/orders`);
    await page.getByRole('main').getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const calls = await shop.backend.takeCalls();
    const count = (pattern) => calls.filter((call) => pattern.test(call)).length;
    assert.equal(count(/^GET \/user$/), 1, calls.join(', '));
    assert.equal(count(/^GET \/wallet\/[^/]+$/), 0, calls.join(', '));
    assert.equal(count(/^GET \/orders\/my-orders\?/), 1, calls.join(', '));
    // The profile call went from the page's first script, and the shop took it (none left, none sent twice); the
    // sign-in service's code (the Firebase SDK's chunks) was asked for only once the page had painted.
    const start = () => page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const sdk = performance.getEntriesByType('resource').filter((entry) => /\/assets\/index\.esm-[\w-]+\.js$/.test(entry.name));
      return {
        leftOver: window.__lumenEarlyCalls?.size,
        sdkChunks: sdk.length > 0,
        sdkBeforePaint: sdk.filter((entry) => entry.startTime < painted).length,
        callsSentBeforeCodeHints: window.callsSentBeforeCodeHints,
      };
    });
    assert.deepEqual(await start(), { leftOver: 0, sdkChunks: true, sdkBeforePaint: 0, callsSentBeforeCodeHints: 1 });

    // The profile shows the wallet: its first script asks for it beside the profile, and the page shows its figures.
    await page.goto(`${shop.app.url}/profile`);
    await page.getByRole('main').getByRole('heading', { name: 'Ava Brooks', level: 1 }).waitFor();
    await page.getByRole('main').getByText('No orders found', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const profileCalls = await shop.backend.takeCalls();
    assert.equal(profileCalls.filter((call) => /^GET \/user$/.test(call)).length, 1, profileCalls.join(', '));
    assert.equal(profileCalls.filter((call) => /^GET \/wallet\/[^/]+$/.test(call)).length, 1, profileCalls.join(', '));
    assert.deepEqual(await start(), { leftOver: 0, sdkChunks: true, sdkBeforePaint: 0, callsSentBeforeCodeHints: 2 });
    await page.getByRole('main').getByText('$12,500.00', { exact: true }).waitFor();

    // A product page: its first script asks for the product with the buyer's token beside the profile, and the
    // price panel's code; the first paint is the product at her price, never its skeleton.
    await page.addInitScript(() => {
      window.productSkeletonSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading product"], [aria-label="Loading your price"]')) window.productSkeletonSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shop.app.url}/product/1`);
    await page.getByRole('main').getByLabel('Price $49.90 per unit', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const productCalls = await shop.backend.takeCalls();
    assert.equal(productCalls.filter((call) => call === 'GET /products/1').length, 1, productCalls.join(', '));
    assert.equal(productCalls.filter((call) => /^GET \/user$/.test(call)).length, 1, productCalls.join(', '));
    assert.deepEqual(await start(), { leftOver: 0, sdkChunks: true, sdkBeforePaint: 0, callsSentBeforeCodeHints: 2 });
    assert.equal(await page.evaluate(() => window.productSkeletonSeen), false);
    const codeHints = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
    assert.ok(codeHints.some((href) => /^\/assets\/PricedOffer-[\w-]+\.js$/.test(href)), codeHints.join(', '));
    await page.context().close();
  });

  it('a wrong password is refused by the identity service', async () => {
    await shop.auth.createUser('ava.brooks@lanternworks.example', 'Lantern-Path-42');
    const page = await openPage('/login');
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'wrong-password');
    await page.getByText('Failed to sign in. Please check your credentials.').waitFor();
    await page.context().close();
  });

  it('registering sends every field of the profile to PATCH /user as multipart, then signs out', async () => {
    const page = await openPage('/register');
    const application = anApplication({ birthDate: '1988-09-30', ein: '74-1234567', sameAsBilling: true });
    await fillRegistration(page, application);
    await page
      .getByLabel('Resale Tax Exempt Form (optional)')
      .setInputFiles({ name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resale') });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Successful!' });
    await dialog.waitFor();
    await page.waitForURL(`${shop.app.url}/`);
    const update = await standInHook('/__last-profile-update');
    assert.deepEqual(update.fields, {
      name: 'Morgan',
      lastName: 'Lee',
      email: 'morgan.lee@glowyards.example',
      phone: '512-555-0147',
      role: 'DEALER',
      gender: 'Prefer not to say',
      birthDate: '1988-09-30T00:00:00.000Z',
      company: 'Glow Yards Landscaping',
      companyAddress: 'Store 22',
      companyWebsite: 'https://glowyards.example',
      salesRep: 'In-house',
      ein: '74-1234567',
      billingAddress: '400 Lamar Blvd',
      billingCity: 'Austin',
      billingState: 'TX',
      billingZipCode: '78703',
      street: '400 Lamar Blvd',
      city: 'Austin',
      country: 'TX',
      zip: '78703',
    });
    assert.deepEqual(update.files, [{ field: 'resaleFile', name: 'resale-certificate.pdf', type: 'application/pdf', size: 15 }]);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    await page.context().close();
  });

  it("the backend's 403 for a refused token signs the buyer out and sends them to /login with a message", async () => {
    await shop.auth.createUser('ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await standInHook('/__profiles', {
      email: 'ava.brooks@lanternworks.example',
      profile: { name: 'Ava', lastName: 'Brooks', companyAddress: 'Store 9', role: 'DEALER', approved: true },
    });
    const page = await openPage('/login');
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);
    await standInHook('/__expire-tokens', {});
    try {
      // Every route change reloads the profile: a token refused even after a forced refresh ends the session.
      await page.getByRole('link', { name: 'My Orders' }).click();
      await page.getByText('Your session has expired. Please sign in again.').waitFor();
      await page.waitForURL(/\/login$/);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    } finally {
      await standInHook('/__restore-tokens', {});
    }
    await page.context().close();
  });

  it('saves a 3-line cart with PO JOB-114 as a draft, finds it in Saved orders at its total, uses it in an empty cart and checks out with the PO', async () => {
    await approvedAva(shop.auth);
    // The real seed at the dealer's prices: a case of 12 Aurora Brass at $59.90 less 5% ($56.905 a unit), $682.86;
    // 2 Comet Copper at $84.99, $169.98; one pair of TS-B301 Bollards (2 units at $219.95), $439.90.
    const cart = [
      { productId: '1', variantId: '1', quantity: 1, quantityType: 'CASE', name: 'Aurora Brass Path Light', variantName: 'Brass', image: null, price: '59.90', caseSize: 12, allowCaseOrder: true, isPairProduct: false },
      { productId: '2', variantId: '3', quantity: 2, quantityType: 'SINGLE', name: 'Comet Copper Path Light', variantName: 'Copper', image: null, price: '84.99', caseSize: 6, allowCaseOrder: true, isPairProduct: false },
      { productId: '4', variantId: '6', quantity: 1, quantityType: 'SINGLE', name: 'TS-B301 Bollard', variantName: 'Bronze', image: null, price: '219.95', caseSize: 4, allowCaseOrder: true, isPairProduct: true },
    ];
    const total = '$1,292.74';
    const page = await openPage('/login');
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);

    await page.goto(`${shop.app.url}/cart`);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as draft' });
    await dialog.getByLabel(/^Name/).fill('Riverside job');
    await dialog.getByLabel('Purchase order').fill('JOB-114');
    await dialog.getByLabel('Notes').fill('Deliver to the Riverside site office');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Saved Riverside job to your saved orders').waitFor();
    const calls = await shop.backend.takeCalls();
    assert.ok(calls.includes('POST /saved-orders'));

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('dialog', { name: 'Clear cart?' }).getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('link', { name: 'Cart, 0 lines' }).waitFor();
    await page.goto(`${shop.app.url}/profile`);
    await page.getByRole('main').getByRole('link', { name: 'Saved orders' }).click();
    await page.waitForURL(/\/saved-orders$/);
    const row = page.getByRole('main').getByRole('list', { name: 'Saved orders' }).getByRole('listitem').filter({ hasText: 'Riverside job' });
    await row.getByText(total, { exact: true }).waitFor();
    assert.equal(await row.getByText('3 lines', { exact: true }).count(), 1);
    assert.equal(await row.getByText('PO JOB-114', { exact: true }).count(), 1);
    await expectNoSeriousAxeViolations(page);

    await row.getByRole('link', { name: 'Riverside job' }).click();
    await page.getByRole('heading', { name: 'Riverside job', level: 1 }).waitFor();
    const lines = page.getByRole('main').getByRole('list', { name: 'Saved order lines' }).getByRole('listitem');
    assert.equal(await lines.count(), 3);
    await lines.nth(0).getByText('$682.86', { exact: true }).waitFor();
    await page.getByRole('main').getByText(total, { exact: true }).waitFor();
    assert.equal(await page.getByLabel('Purchase order').inputValue(), 'JOB-114');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Use this order' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'JOB-114');
    assert.equal(await page.getByLabel('Order Notes').inputValue(), 'Deliver to the Riverside site office');
    // Issue 38: a reload of the checkout keeps what the saved order brought.
    await page.reload();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'JOB-114');
    assert.equal(await page.getByLabel('Order Notes').inputValue(), 'Deliver to the Riverside site office');
    await page.getByRole('link', { name: 'Cart, 3 lines' }).waitFor();
    await page.getByRole('region', { name: 'Order Summary' }).getByText(total, { exact: true }).first().waitFor();
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    // Every state the page is drawn in from Pay on: the profile's credit before the order ($12,500.00) must never be one.
    await page.evaluate(() => {
      window.creditSeen = [];
      new MutationObserver(() => {
        const credit = document.querySelector('main')?.textContent ?? '';
        if (credit.includes('Available Credit')) window.creditSeen.push(credit);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('region', { name: 'Available Credit' }).getByText('$11,207.26', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Current Due' }).getByText('$1,292.74', { exact: true }).waitFor();
    const creditSeen = await page.evaluate(() => window.creditSeen);
    assert.ok(creditSeen.length > 0);
    assert.deepEqual(creditSeen.filter((text) => text.includes('$12,500.00')), []);
    assert.deepEqual(await standInHook('/__last-order'), {
      items: [
        { productId: 1, variantId: 1, quantity: 12 },
        { productId: 2, variantId: 3, quantity: 2 },
        { productId: 4, variantId: 6, quantity: 2 },
      ],
      shippingAddress: { street: '88 Cedar Ave', city: 'Round Rock', state: 'TX', zipCode: '78664', phone: '737-555-0110' },
      notes: 'Deliver to the Riverside site office',
      paymentOrder: 'JOB-114',
      gateway: 'WALLET',
    });
    await page.context().close();
  });

  it('a Pay whose answer never comes, then a reload: Pay again offers the order placed, and one order stands; sign-out leaves nothing of it', async () => {
    await approvedAva(shop.auth);
    // 2 Comet Copper at the dealer's $84.99: $169.98.
    const cart = [
      { productId: '2', variantId: '3', quantity: 2, quantityType: 'SINGLE', name: 'Comet Copper Path Light', variantName: 'Copper', image: null, price: '84.99', caseSize: 6, allowCaseOrder: true, isPairProduct: false },
    ];
    const page = await openPage('/login');
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.app.url}/checkout`);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel(/^Purchase Order/).fill('JOB-220');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await shop.backend.takeCalls();

    // The backend places the order; its answer never reaches the page.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(`${MOCK_BACKEND_URL}/orders`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await held;
      // The page that sent it is gone by then.
      await route.abort().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Pay $169.98' }).click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    for (let tries = 0; (await standInHook('/__last-order')).paymentOrder !== 'JOB-220'; tries += 1) {
      assert.ok(tries < 100, 'the backend never got the order');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Reloaded while the answer is still awaited; the held request ends with the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    release();
    await page.unroute(`${MOCK_BACKEND_URL}/orders`);
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'JOB-220');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await page.getByRole('button', { name: 'Pay $169.98' }).click();
    const notice = page.getByRole('main').getByText(/^Your order may already have been placed: ORD-\d{4}, purchase order JOB-220, was placed a few minutes ago\. Open it before paying again\./);
    await notice.waitFor();
    const calls = await shop.backend.takeCalls();
    assert.equal(calls.filter((call) => call === 'POST /orders').length, 1, calls.join(', '));
    assert.ok(calls.some((call) => call.startsWith('GET /orders/my-orders')), calls.join(', '));
    assert.equal(await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkoutNotes') ?? 'null')?.purchaseOrder), 'JOB-220');

    await page.goto(`${shop.app.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out').waitFor();
    const kept = await page.evaluate(() => ({ ...sessionStorage }));
    assert.deepEqual(Object.entries(kept).filter(([key, value]) => /checkout|pendingPay/i.test(key) || value.includes('JOB-220')), []);
    await page.context().close();
  });

  it('a wallet order the backend records at another total: the profile names both figures, and the credit is down by the recorded one', async () => {
    await approvedAva(shop.auth);
    // 2 Comet Copper at the dealer's $84.99: $169.98 shown; the backend records it $1.25 higher, $171.23.
    const cart = [
      { productId: '2', variantId: '3', quantity: 2, quantityType: 'SINGLE', name: 'Comet Copper Path Light', variantName: 'Copper', image: null, price: '84.99', caseSize: 6, allowCaseOrder: true, isPairProduct: false },
    ];
    assert.deepEqual(await standInHook('/__record-orders-at', { offsetCents: 125 }), { offsetCents: 125 });
    const page = await openPage('/login');
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.app.url}/checkout`);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel(/^Purchase Order/).fill('JOB-231');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await page.getByRole('button', { name: 'Pay $169.98' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/profile$/);
    const main = page.getByRole('main');
    await main
      .getByRole('alert')
      .getByText('Your order was recorded at $171.23, not the $169.98 shown. $171.23 is the amount charged.', { exact: true })
      .waitFor();
    // $12,500.00 less the $171.23 recorded, not the $169.98 shown ($12,330.02).
    await main.getByRole('region', { name: 'Available Credit' }).getByText('$12,328.77', { exact: true }).waitFor();
    await main.getByRole('region', { name: 'Current Due' }).getByText('$171.23', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('pays by card over HTTP: the POST /orders body the backend reads, the provider page, then verify with the gateway', async () => {
    await shop.auth.createUser('ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await standInHook('/__profiles', {
      email: 'ava.brooks@lanternworks.example',
      profile: {
        name: 'Ava',
        lastName: 'Brooks',
        companyAddress: 'Store 9',
        role: 'DISTRIBUTOR',
        approved: true,
        phone: '737-555-0110',
        street: '88 Cedar Ave',
        city: 'Round Rock',
        country: 'TX',
        zip: '78664',
        wallet: { balance: 12500, creditDue: 0 },
      },
    });
    const page = await openPage('/login');
    // One case of 4 TS-B301 Bollards at the distributor's $189.50: a whole case, so $180.025 a unit, $720.10.
    const cart = [
      {
        productId: '4',
        variantId: '6',
        quantity: 1,
        quantityType: 'CASE',
        name: 'TS-B301 Bollard',
        variantName: 'Bronze',
        image: null,
        price: '189.50',
        caseSize: 4,
        allowCaseOrder: true,
        isPairProduct: true,
      },
    ];
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);
    await page.goto(`${shop.app.url}/checkout`);
    await page.getByLabel(/^Purchase Order/).fill('PO-HTTP-1');
    await page.getByLabel(/^Coupon code/).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).waitFor();
    // $720.10 less WELCOME10's $72.01, no shipping on this backend.
    const [providerTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Pay $648.09' }).click(),
    ]);
    assert.deepEqual(await standInHook('/__last-order'), {
      items: [{ productId: 4, variantId: 6, quantity: 4 }],
      shippingAddress: { street: '88 Cedar Ave', city: 'Round Rock', state: 'TX', zipCode: '78664', phone: '737-555-0110' },
      notes: '',
      paymentOrder: 'PO-HTTP-1',
      couponCode: 'WELCOME10',
      gateway: 'STRIPE',
    });
    await providerTab.getByRole('link', { name: 'Pay' }).click();
    await providerTab.getByText('Payment completed successfully!').waitFor();
    await providerTab.waitForURL(/\/orders$/);
    const [verification] = await standInHook('/__verifications');
    assert.equal(verification.gateway, 'STRIPE');
    assert.match(verification.sessionId, /^cs_test_/);
    // What the server charged, as My Orders shows it.
    await providerTab.getByRole('main').getByText('$648.09').first().waitFor();
    await page.context().close();
  });
});
