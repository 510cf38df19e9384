// Accounts on the demo backend: each role's own figures, registering, approval,
// guards, password reset and an Edit Profile round trip.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoSeriousAxeViolations, submitLogin, useShop } from '../support/e2e.mjs';
import { anApplication, fillRegistration } from '../support/registration-form.mjs';

const GUARDED = ['/profile', '/profile/edit', '/cart', '/checkout', '/credit-payment', '/orders', '/orders/17', '/transactions', '/success', '/cancel'];
const SIGNED_OUT_ONLY = ['/login', '/register', '/forgot-password'];

/** Each demo account's panels, exactly as the seed has them (README, Demo accounts). */
const ROLES = [
  { email: 'dealer@demo.test', name: 'Dana Reyes', role: 'Dealer', credit: '$10,000.00', due: null },
  { email: 'local.dealer@demo.test', name: 'Luis Ortega', role: 'Dealer', credit: '$2,500.00', due: '$480.00' },
  { email: 'contractor@demo.test', name: 'Casey Morgan', role: 'Contractor', credit: '$0.00', due: null },
  { email: 'distributor@demo.test', name: 'Priya Shah', role: 'Distributor', credit: '$50,000.00', due: '$3,400.50' },
];

async function signInAt(shop, email, password = 'Demo1234!') {
  const page = await shop.open('/login');
  await submitLogin(page, email, password);
  await page.getByText('Successfully logged in').waitFor();
  await page.waitForURL(/\/profile$/);
  return page;
}

/**
 * The panel loads once the footer comes into view. The home page can still be
 * growing when first scrolled (its rows arrive and push the footer back out
 * before the observer looks), so scroll again until the panel is there.
 */
async function revealDemoControls(page) {
  const controls = page.getByRole('region', { name: 'Demo controls' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    try {
      await controls.waitFor({ timeout: 2000 });
      return controls;
    } catch {
      // Not in yet: the page moved under the scroll.
    }
  }
  throw new Error('The Demo controls never loaded with the footer in view');
}

describe('accounts on the demo backend', () => {
  const shop = useShop();

  for (const account of ROLES) {
    it(`${account.email} signs in and sees their own figures`, async () => {
      const page = await signInAt(shop, account.email);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: account.name, level: 1 }).waitFor();
      assert.equal(await main.getByText(account.role, { exact: true }).count(), 1);
      assert.equal(await main.getByRole('region', { name: 'Account Status' }).innerText(), 'Account Status\nApproved');
      const credit = main.getByRole('region', { name: 'Available Credit' });
      assert.equal(await credit.getByText(account.credit, { exact: true }).count(), 1);
      assert.equal(await credit.getByRole('link').getAttribute('href'), '/transactions');
      const due = main.getByRole('region', { name: 'Current Due' });
      if (account.due === null) {
        await due.getByText('All Dues Cleared!', { exact: true }).waitFor();
        await due.getByText('You have no pending credit payments', { exact: true }).waitFor();
      } else {
        await due.getByText('Due Amount', { exact: true }).waitFor();
        assert.equal(await due.getByText(account.due, { exact: true }).count(), 1);
      }
      assert.equal(await main.getByRole('link', { name: /credit payment/i }).count(), 0, 'no link to /credit-payment');
      const header = page.getByRole('banner');
      assert.equal(await header.getByRole('link', { name: `Profile, ${account.name}` }).count(), 1);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    });
  }

  it('every signed-in route sends a visitor to /login', async () => {
    const page = await shop.open('/');
    for (const path of GUARDED) {
      await page.goto(`${shop.url}${path}`);
      await page.waitForURL(`${shop.url}/login`);
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    }
    await page.context().close();
  });

  it('login, register and forgot password send a signed-in buyer to /profile', async () => {
    const page = await signInAt(shop, 'dealer@demo.test');
    for (const path of SIGNED_OUT_ONLY) {
      await page.goto(`${shop.url}${path}`);
      await page.waitForURL(`${shop.url}/profile`);
      await page.getByRole('heading', { name: 'Dana Reyes', level: 1 }).waitFor();
    }
    await page.context().close();
  });

  it('registers a pending account that cannot sign in until the demo controls approve it', async () => {
    const page = await shop.open('/register');
    await expectNoSeriousAxeViolations(page);
    await fillRegistration(page, anApplication({ password: 'Lantern-Path-42', confirmPassword: 'Lantern-Path-41' }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();

    await fillRegistration(page, anApplication());
    await page.getByRole('button', { name: 'Create Account' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Registration Successful!' });
    await dialog.waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.waitForURL(`${shop.url}/`);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();

    // Pending: the notice, then signed out. It survives a reload: the demo state is in browser storage.
    await page.reload();
    await page.goto(`${shop.url}/login`);
    await submitLogin(page, 'morgan.lee@glowyards.example', 'Lantern-Path-42');
    const notice = page.getByRole('dialog', { name: 'Account Under Review' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Understood' }).click();
    await page.waitForURL(`${shop.url}/`);

    const controls = await revealDemoControls(page);
    await controls.getByRole('button', { name: 'Approve morgan.lee@glowyards.example' }).click();
    await controls.getByRole('button', { name: 'Approve morgan.lee@glowyards.example' }).waitFor({ state: 'detached' });

    await page.goto(`${shop.url}/login`);
    await submitLogin(page, 'morgan.lee@glowyards.example', 'Lantern-Path-42');
    await page.waitForURL(`${shop.url}/profile`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Morgan Lee', level: 1 }).waitFor();
    assert.equal(await main.getByText('Dealer', { exact: true }).count(), 1);
    assert.equal(await main.getByRole('region', { name: 'Available Credit' }).getByText('$0.00', { exact: true }).count(), 1);
    assert.equal(await main.getByRole('link', { name: /glowyards\.example/ }).getAttribute('href'), 'https://glowyards.example');
    await page.context().close();
  });

  it('an email that already has an account is refused once, with links to sign in and to reset the password, and nothing typed is wiped (issue 39)', async () => {
    const page = await shop.open('/register');
    await fillRegistration(page, anApplication({ email: 'dealer@demo.test' }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    const box = page.getByRole('alert').filter({ hasText: 'This email already has an account' });
    await box.waitFor();
    assert.equal(await box.innerText(), 'This email already has an account. Sign in or reset your password.');
    assert.equal(await box.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/login');
    assert.equal(await box.getByRole('link', { name: 'reset your password' }).getAttribute('href'), '/forgot-password');
    // One message: no toast beside it.
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('alert').count(), 1);
    const basic = page.getByRole('group', { name: 'Basic Information' });
    assert.equal(await basic.getByLabel('Email').getAttribute('aria-invalid'), 'true');
    const company = page.getByRole('group', { name: 'Company Information' });
    assert.equal(await company.getByLabel('Company Name').inputValue(), 'Glow Yards Landscaping');
    const login = page.getByRole('group', { name: 'Login Details' });
    assert.equal(await login.getByLabel(/^Password/).inputValue(), 'Lantern-Path-42');
    assert.equal(await login.getByLabel(/^Confirm Password/).inputValue(), 'Lantern-Path-42');
    assert.equal(await page.getByRole('link', { name: 'LOGIN' }).count(), 1);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('an email, phone, ZIP and website that cannot be right are refused as the buyer leaves each field, and on Create Account (issue 39)', async () => {
    const page = await shop.open('/register');
    await fillRegistration(page, anApplication({ email: 'not-an-email', phone: 'abc', billingZip: 'ABCDE', companyWebsite: 'samlighting' }));
    /** The message under a field, by its label within its section. */
    const says = (section, label) =>
      page.getByRole('group', { name: section }).getByLabel(label).evaluate((input) => document.getElementById(input.getAttribute('aria-describedby'))?.textContent ?? null);
    // fillRegistration moves from field to field, so each was left once typed.
    assert.equal(await says('Basic Information', 'Email'), 'Enter an email address like name@company.com');
    assert.equal(await says('Basic Information', 'Phone'), 'Enter a phone number with its area code, like 512-555-0100');
    assert.equal(await says('Billing Address', 'ZIP Code'), 'Enter a 5-digit ZIP code, like 78701');
    assert.equal(await says('Company Information', 'Company Website'), 'Enter a website address, like www.company.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }).waitFor();
    assert.equal(await page.getByRole('group', { name: 'Basic Information' }).getByLabel('Email').evaluate((input) => input === document.activeElement), true);
    assert.equal(await page.getByRole('dialog', { name: 'Registration Successful!' }).count(), 0);
    assert.equal(await page.getByRole('group', { name: 'Login Details' }).getByLabel(/^Password/).inputValue(), 'Lantern-Path-42');
    await expectNoSeriousAxeViolations(page);

    // Corrected as typed: the message goes with the last wrong character.
    await page.getByRole('group', { name: 'Basic Information' }).getByLabel('Phone').fill('512-555-0147');
    assert.equal(await says('Basic Information', 'Phone'), null);
    await page.context().close();
  });

  it('forgot password answers the same neutral message for any address', async () => {
    const page = await shop.open('/forgot-password');
    await page.getByLabel('Email').fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account exists with this email, you will receive password reset instructions.').waitFor();
    await page.getByText('Password reset email sent successfully').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Try another email' }).click();
    await page.getByLabel('Email').waitFor();
    await page.context().close();
  });

  it("the profile's Reset Password sends the email for the buyer's own address", async () => {
    const page = await signInAt(shop, 'contractor@demo.test');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset email sent! Please check your inbox.').waitFor();
    await page.context().close();
  });

  it('an Edit Profile round trip shows in the header and survives a reload', async () => {
    const page = await signInAt(shop, 'distributor@demo.test');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL(`${shop.url}/profile/edit`);
    const email = page.getByLabel('Email');
    assert.equal(await email.inputValue(), 'distributor@demo.test');
    assert.equal(await email.isDisabled(), true);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('First Name').fill('Priyanka');
    await page.getByLabel('Phone').fill('737-555-0199');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Change Photo').setInputFiles({ name: 'priyanka.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.waitForURL(`${shop.url}/profile`);

    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Priyanka Shah', level: 1 }).waitFor();
    await main.getByText('737-555-0199', { exact: true }).waitFor();
    const headerLink = page.getByRole('banner').getByRole('link', { name: 'Profile, Priyanka Shah' });
    await headerLink.waitFor();
    assert.match(await headerLink.locator('img').getAttribute('src'), /^data:image\/png;base64,/);
    assert.equal(await main.getByRole('region', { name: 'Available Credit' }).getByText('$50,000.00', { exact: true }).count(), 1);
    await page.context().close();
  });
});
