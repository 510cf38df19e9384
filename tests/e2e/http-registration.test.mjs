// Issue 39 over HTTP: the app built for the HTTP backend registers through the real Firebase Auth emulator.
// What Firebase refuses reaches the buyer in the same words as on the demo, once, and nothing typed is wiped.
// (Firebase's own refusals of a malformed email and a short password are in tests/identity: the form refuses
// both before sending, so a buyer never meets them.)
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { expectNoSeriousAxeViolations } from '../support/e2e.mjs';
import { useHttpShop } from '../support/http-shop.mjs';
import { anApplication, fillRegistration } from '../support/registration-form.mjs';

describe('over HTTP, registering through the Firebase Auth emulator: refusals (issue 39)', () => {
  const shop = useHttpShop();
  beforeEach(async () => {
    await shop.backend.takeCalls();
  });

  /** The Create Account page, and every account creation it asks of the emulator. */
  async function openRegister() {
    const page = await (await shop.browser.newContext()).newPage();
    const signUps = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:signUp')) signUps.push(request.postDataJSON()?.email);
    });
    await page.goto(`${shop.app.url}/register`);
    return { page, signUps };
  }

  const login = (page) => page.getByRole('group', { name: 'Login Details' });

  it('an email that already has an account: Firebase refuses it, the buyer reads "This email already has an account" once, with the ways on, and keeps what was typed', async () => {
    await shop.auth.createUser('morgan.lee@glowyards.example', 'Someone-Else-9');
    const { page, signUps } = await openRegister();
    await fillRegistration(page, anApplication());
    await page.getByRole('button', { name: 'Create Account' }).click();

    const box = page.getByRole('alert').filter({ hasText: 'This email already has an account' });
    await box.waitFor();
    assert.equal(await box.innerText(), 'This email already has an account. Sign in or reset your password.');
    assert.equal(await box.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/login');
    assert.equal(await box.getByRole('link', { name: 'reset your password' }).getAttribute('href'), '/forgot-password');
    assert.deepEqual(signUps, ['morgan.lee@glowyards.example']);
    // One message: no toast comes after it.
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('alert').count(), 1);
    const email = page.getByRole('group', { name: 'Basic Information' }).getByLabel('Email');
    assert.equal(await email.inputValue(), 'morgan.lee@glowyards.example');
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await login(page).getByLabel(/^Password/).inputValue(), 'Lantern-Path-42');
    assert.equal(await login(page).getByLabel(/^Confirm Password/).inputValue(), 'Lantern-Path-42');
    assert.equal(await page.getByRole('group', { name: 'Company Information' }).getByLabel('Company Name').inputValue(), 'Glow Yards Landscaping');
    // Nothing reached the backend: no profile was written for the refused account.
    assert.deepEqual((await shop.backend.takeCalls()).filter((call) => /\/user\b/.test(call)), []);
    await expectNoSeriousAxeViolations(page);

    // The way on: sign in with the account that exists.
    await box.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.context().close();
  });

  it('a malformed email, a phone, ZIP and website that cannot be right, and a 5-character password are refused before anything is sent', async () => {
    const { page, signUps } = await openRegister();
    await fillRegistration(page, anApplication({ email: 'not-an-email', phone: 'abc', billingZip: 'ABCDE', companyWebsite: 'samlighting', password: 'Lamp5' }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }).waitFor();
    const invalid = await page.locator('form [aria-invalid="true"]').evaluateAll((fields) => fields.map((field) => field.name));
    assert.deepEqual(invalid, ['email', 'phone', 'companyWebsite', 'billingZipCode', 'password']);
    assert.equal(await login(page).getByLabel(/^Password/).inputValue(), 'Lamp5');
    assert.deepEqual(signUps, []);
    assert.deepEqual((await shop.backend.takeCalls()).filter((call) => /\/user\b/.test(call)), []);
    await page.context().close();
  });
});
