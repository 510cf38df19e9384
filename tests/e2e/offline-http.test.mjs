import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin } from '../support/e2e.mjs';
import { AVA, approvedAva, standInHook, useHttpShop } from '../support/http-shop.mjs';
import { appKept, keptAnswers, openWithServiceWorker } from '../support/service-worker.mjs';

const SHOTS = process.env.E2E_SHOTS;
const NOAH = { email: 'noah.reyes@gardenvolt.example', password: 'Garden-Volt-77' };

/** "Prices as of 9:40 AM" for an answer read at `readAt`, in the browser's time zone (prices-as-of.ts words it). */
function asOf(page, readAt) {
  return page.evaluate((time) => `Prices as of ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(time)}`, readAt);
}

/** Ava, an approved dealer, signed in through /login in a page the service worker controls. */
async function avaWithTheAppKept(shop, viewport) {
  await approvedAva(shop.auth);
  const page = await openWithServiceWorker(shop.browser, `${shop.app.url}/login`, viewport);
  await submitLogin(page, AVA.email, AVA.password);
  await page.getByText('Successfully logged in').waitFor();
  await appKept(page);
  return page;
}

/** Ava on Aurora's page, at her dealer price, online: the device has kept her copy of it. */
async function avaOnAurora(shop) {
  const page = await avaWithTheAppKept(shop);
  await page.goto(`${shop.app.url}/product/1`);
  const main = page.getByRole('main');
  await main.getByLabel('Price $59.90 per unit', { exact: true }).waitFor();
  return { page, main };
}

describe('over HTTP with no signal (stand-in)', () => {
  const shop = useHttpShop();
  const backend = { takeCalls: () => shop.backend.takeCalls() };

  it('a signed-in dealer reloads with no signal: the product at their price, marked with when it was read; sign-out leaves none of it, and the next account sees only its own', async () => {
    const { page, main } = await avaOnAurora(shop);
    await main.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    // Online, every price shown is the backend's own: no "as of".
    assert.equal(await main.getByText(/^Prices as of/).count(), 0);
    const avaCopy = (await keptAnswers(page)).find((kept) => kept.request === '/products/1' && kept.account !== 'visitor');
    assert.ok(avaCopy, 'the product read for Ava is kept on the device');

    await page.context().setOffline(true);
    await page.reload();
    await main.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    await main.getByLabel('Price $59.90 per unit', { exact: true }).waitFor();
    await main.getByText(await asOf(page, avaCopy.readAt), { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await expectNoSeriousAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-http-product-1280.png` });

    // Signed out with no signal: the device keeps nothing of Ava's.
    await page.goto(`${shop.app.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Successfully logged out').waitFor();
    await page.waitForFunction(async (account) => {
      const opening = indexedDB.open('lumen-kept-answers');
      const database = await new Promise((resolve) => (opening.onsuccess = () => resolve(opening.result)));
      const all = await new Promise((resolve) => {
        const reading = database.transaction('answers').objectStore('answers').getAll();
        reading.onsuccess = () => resolve(reading.result);
      });
      database.close();
      return all.every((kept) => kept.account !== account);
    }, avaCopy.account);
    assert.deepEqual(
      (await keptAnswers(page)).filter((kept) => kept.account === avaCopy.account),
      [],
    );

    // Another account signs in on the same device once the signal is back: its own price, and nothing of Ava's anywhere.
    await shop.auth.createUser(NOAH.email, NOAH.password);
    await standInHook('/__profiles', {
      email: NOAH.email,
      profile: { name: 'Noah', lastName: 'Reyes', role: 'DISTRIBUTOR', approved: true, wallet: { balance: 0, creditDue: 0 } },
    });
    await page.context().setOffline(false);
    await page.goto(`${shop.app.url}/login`);
    await submitLogin(page, NOAH.email, NOAH.password);
    await page.getByText('Successfully logged in').waitFor();
    await page.goto(`${shop.app.url}/product/1`);
    await main.getByLabel('Price $49.90 per unit', { exact: true }).waitFor();
    assert.equal(await main.getByText('$59.90', { exact: false }).count(), 0);
    const accounts = new Set((await keptAnswers(page)).map((kept) => kept.account));
    assert.equal(accounts.has(avaCopy.account), false);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    assert.equal(stored.includes('59.90'), false);
    await page.context().close();
  });

  it('a dealer who signed in hours ago (the token has expired and cannot be renewed with no signal) still sees the product at their price', async () => {
    const { page, main } = await avaOnAurora(shop);
    const avaCopy = (await keptAnswers(page)).find((kept) => kept.request === '/products/1' && kept.account !== 'visitor');
    // The sign-in as the Firebase SDK keeps it, its token now out of date: renewing it needs the sign-in service.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
      const user = JSON.parse(localStorage.getItem(key));
      user.stsTokenManager.expirationTime = Date.now() - 60_000;
      localStorage.setItem(key, JSON.stringify(user));
    });

    await page.context().setOffline(true);
    await page.reload();
    await main.getByRole('heading', { name: 'Aurora Brass Path Light', level: 1 }).waitFor();
    await main.getByLabel('Price $59.90 per unit', { exact: true }).waitFor();
    await main.getByText(await asOf(page, avaCopy.readAt), { exact: true }).waitFor();
    assert.equal(await page.getByText('Failed to load product details').count(), 0);

    // The signal returns: the token is renewed and the next page is the backend's own, with no "as of".
    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor({ state: 'detached' });
    await page.goto(`${shop.app.url}/product/2`);
    await main.getByRole('heading', { name: 'Comet Copper Path Light', level: 1 }).waitFor();
    await main.getByLabel('Price $84.99 per unit', { exact: true }).waitFor();
    assert.equal(await main.getByText(/^Prices as of/).count(), 0);
    await page.context().close();
  });

  it('a draft saved with no signal is marked as kept on the device, then reaches the account once the signal returns, however often it returns', async () => {
    const { page, main } = await avaOnAurora(shop);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added Aurora Brass Path Light to cart', { exact: true }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 line' }).click();
    await main.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as draft' });
    await dialog.getByLabel(/^Name/).fill('Lakeside job');
    await dialog.getByLabel('Purchase order').fill('JOB-310');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Kept Lakeside job on this device: it will be saved to your account when the signal returns', { exact: true }).waitFor();
    await backend.takeCalls();

    await page.goto(`${shop.app.url}/saved-orders`);
    const row = main.getByRole('link', { name: 'Lakeside job' });
    await row.waitFor();
    await main.getByText('Not yet saved to your account', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-http-saved-orders-1280.png` });

    await page.context().setOffline(false);
    await page.getByText('Saved Lakeside job to your account', { exact: true }).waitFor({ timeout: 30_000 });
    // Twice more without a signal and back: nothing left to send.
    for (let again = 0; again < 2; again += 1) {
      await page.context().setOffline(true);
      await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
      await page.context().setOffline(false);
      await page.getByRole('status').filter({ hasText: 'Back online' }).waitFor({ timeout: 30_000 });
    }
    const saves = (await backend.takeCalls()).filter((call) => call.startsWith('POST /saved-orders'));
    assert.deepEqual(saves, ['POST /saved-orders']);

    await page.reload();
    await row.waitFor();
    assert.equal(await main.getByRole('link', { name: 'Lakeside job' }).count(), 1);
    assert.equal(await main.getByText('Not yet saved to your account', { exact: true }).count(), 0);
    await page.context().close();
  });

  it('two tabs open when the signal returns: the draft kept on the device is saved to the account once', async () => {
    const { page, main } = await avaOnAurora(shop);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added Aurora Brass Path Light to cart', { exact: true }).waitFor();
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${shop.app.url}/saved-orders`);
    await otherTab.getByRole('main').getByRole('heading', { name: 'Saved orders', level: 1 }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await otherTab.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await page.goto(`${shop.app.url}/cart`);
    await main.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as draft' });
    await dialog.getByLabel(/^Name/).fill('Two tabs job');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Kept Two tabs job on this device: it will be saved to your account when the signal returns', { exact: true }).waitFor();
    await backend.takeCalls();

    // Both tabs hear the signal return, and both look for drafts to send.
    await page.context().setOffline(false);
    await page.waitForFunction(() => !Object.keys(localStorage).some((key) => key.startsWith('drafts-not-yet-saved:') && localStorage.getItem(key) !== '[]'), null, { timeout: 30_000 });
    await otherTab.getByRole('status').filter({ hasText: 'Back online' }).waitFor({ timeout: 30_000 });
    await otherTab.waitForLoadState('networkidle');
    const saves = (await backend.takeCalls()).filter((call) => call.startsWith('POST /saved-orders'));
    assert.deepEqual(saves, ['POST /saved-orders']);
    await otherTab.reload();
    await otherTab.getByRole('main').getByRole('link', { name: 'Two tabs job' }).waitFor();
    assert.equal(await otherTab.getByRole('main').getByRole('link', { name: 'Two tabs job' }).count(), 1);
    await page.context().close();
  });

  it('the whole job-site journey: browse and Quick Order with no signal, a draft kept, then the draft saved once and the order paid at the total shown', async () => {
    const page = await avaWithTheAppKept(shop, { width: 390, height: 844 });
    const main = page.getByRole('main');
    // Online first: the dealer opens Path Lights and Aurora, and runs a Quick Order once (the SKU index reads every
    // list page; a finish that is not a product's first, AUR-BZ, is found in the product's own answer).
    await page.goto(`${shop.app.url}/products?category=1`);
    await main.getByRole('heading', { name: 'Path Lights', level: 1 }).waitFor();
    await page.goto(`${shop.app.url}/product/1`);
    await main.getByLabel('Price $59.90 per unit', { exact: true }).waitFor();
    await page.goto(`${shop.app.url}/quick-order`);
    await page.getByLabel('Paste SKUs and quantities').fill('AUR-BR\t1');
    await page.getByRole('button', { name: 'Review lines', exact: true }).click();
    await main.getByRole('region', { name: 'Review' }).getByText('Total $59.90', { exact: true }).waitFor();

    await page.context().setOffline(true);
    await page.goto(`${shop.app.url}/products?category=1`);
    await main.getByRole('heading', { name: 'Path Lights', level: 1 }).waitFor();
    await main.getByText(/^Prices as of \d{1,2}:\d{2} [AP]M$/).waitFor();
    await main.getByRole('link', { name: /Aurora Brass Path Light/ }).first().waitFor();
    // A search never run on this device: answered from the full list the Quick Order kept, at the dealer's price.
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await search.fill('copper');
    await search.press('Enter');
    const comet = main.getByRole('link', { name: /Comet Copper Path Light/ }).first();
    await comet.waitFor();
    await main.getByText('$84.99 per unit', { exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-http-search-390.png`, fullPage: true });
    assert.equal(await main.getByRole('link', { name: /Aurora Brass Path Light/ }).count(), 0);
    await main.getByText(/^Prices as of \d{1,2}:\d{2} [AP]M$/).waitFor();
    await page.goto(`${shop.app.url}/quick-order`);
    // BEA-NI, Beacon's second finish, is only in Beacon's own answer, which this device never read.
    await page.getByLabel('Paste SKUs and quantities').fill('AUR-BR\t3\nAUR-BZ\t2\nBEA-NI\t4');
    await page.getByRole('button', { name: 'Review lines', exact: true }).click();
    // 3 x $59.90 + 2 x $61.35: the dealer's prices as the device kept them.
    const review = main.getByRole('region', { name: 'Review' });
    await review.getByText('Total $302.40', { exact: true }).waitFor();
    await review.getByText("Can't check this SKU with no signal: review the list again once the signal returns", { exact: true }).waitFor();
    assert.equal(await review.getByText('Unknown SKU', { exact: false }).count(), 0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-http-quick-order-390.png`, fullPage: true });
    await review.getByRole('button', { name: 'Add 2 lines to cart', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 lines' }).click();
    await main.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Save as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as draft' });
    await dialog.getByLabel(/^Name/).fill('Van list');
    await dialog.getByLabel('Purchase order').fill('JOB-771');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Kept Van list on this device: it will be saved to your account when the signal returns', { exact: true }).waitFor();

    await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await main.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel(/^Purchase Order/).fill('JOB-771');
    await page.getByRole('radio', { name: /Wallet Credit/ }).check();
    await main.getByText('Paying needs a connection. Everything you typed stays here, and Pay comes back when the signal does.', { exact: true }).waitFor();
    assert.equal(await main.getByRole('button', { name: 'Pay $302.40' }).isDisabled(), true);
    await expectNoSeriousAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-http-checkout-390.png`, fullPage: true });

    await page.context().setOffline(false);
    await page.getByText('Saved Van list to your account', { exact: true }).waitFor({ timeout: 30_000 });
    const pay = main.getByRole('button', { name: 'Pay $302.40' });
    await page.waitForFunction(() => [...document.querySelectorAll('main button')].some((button) => button.textContent === 'Pay $302.40' && !button.disabled));
    assert.equal(await page.getByLabel(/^Purchase Order/).inputValue(), 'JOB-771');
    await pay.click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/profile$/);
    // $12,500.00 of credit less the $302.40 shown and charged.
    await main.getByRole('region', { name: 'Available Credit' }).getByText('$12,197.60', { exact: true }).waitFor();
    await main.getByRole('region', { name: 'Current Due' }).getByText('$302.40', { exact: true }).waitFor();
    // The profile is the backend's own: what earlier screens showed from the device no longer dates this one.
    assert.equal(await main.getByText(/ as of \d{1,2}:\d{2} [AP]M$/).count(), 0);
    await page.goto(`${shop.app.url}/saved-orders`);
    await main.getByRole('link', { name: 'Van list' }).waitFor();
    assert.equal(await main.getByRole('link', { name: 'Van list' }).count(), 1);
    await page.context().close();
  });
});
