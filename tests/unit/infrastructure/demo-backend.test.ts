// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { UserProfile } from '../../../src/domain/accounts/profile';
import { centsOf } from '../../../src/domain/shared/money';
import { CART_KEY } from '../../../src/infrastructure/browser/cart-key';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { DEMO_ACCOUNTS_KEY } from '../../../src/infrastructure/demo/demo-accounts';
import { createDemoBackend } from '../../../src/infrastructure/demo/demo-backend';
import { DemoControls } from '../../../src/infrastructure/demo/demo-controls';
import { DEMO_IDENTITY_KEY } from '../../../src/infrastructure/demo/demo-identity-key';
import { AccountRefusal } from '../../../src/domain/accounts/account-refusal';

const storage = window.localStorage;
/** A fresh set of adapters on the same storage: what a reload (or another tab) sees. */
const reload = () => createDemoBackend(storage);

const registration = {
  name: ' Robin ',
  lastName: 'Lee',
  email: 'robin@glowyards.example',
  phone: '(206) 555-0110',
  role: 'distributor',
  gender: 'Prefer not to say',
  company: 'Glow Yards',
  companyAddress: 'Store #7, Seattle, WA',
  companyWebsite: 'https://glowyards.example',
  salesRep: 'N/A',
  billingAddress: '100 Pike St',
  billingCity: 'Seattle',
  billingState: 'WA',
  billingZipCode: '98101',
  birthDate: '1991-05-04T00:00:00.000Z',
};

/** A profile with its wallet in cents: dinero objects carry functions, so they never compare equal. */
function comparable({ wallet, ...profile }: UserProfile) {
  return { ...profile, balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) };
}

async function errorOf(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BackendError)) throw new Error(`Expected a BackendError, got ${String(error)}`);
  return error;
}

beforeEach(() => storage.clear());

describe('the seeded accounts', () => {
  it.each([
    ['dealer@demo.test', 'DEALER', true, 1_000_000, 0, false],
    ['local.dealer@demo.test', 'DEALER', true, 250_000, 48_000, true],
    ['contractor@demo.test', 'CONTRACTOR', true, 0, 0, false],
    ['distributor@demo.test', 'DISTRIBUTOR', true, 5_000_000, 340_050, false],
    ['pending@demo.test', 'DEALER', false, 0, 0, false],
  ])('%s signs in with the demo password and has its seeded profile', async (email, role, approved, balance, due, local) => {
    const { identity, profile } = createDemoBackend(storage);
    await identity.signIn(email, DEMO_PASSWORD);
    const seeded = await profile.getProfile();
    expect(seeded).toMatchObject({ email, role, approved, isLocalDealer: local });
    expect(centsOf(seeded.wallet.balance)).toBe(balance);
    expect(centsOf(seeded.wallet.creditDue)).toBe(due);
    expect(seeded.phone).not.toBe('');
    expect(seeded.billingAddress).not.toBe('');
    expect(seeded.companyWebsite).toMatch(/^https:\/\/[a-z-]+\.example$/);
  });

  it('refuses a wrong password, and accepts the email in any case', async () => {
    const { identity } = createDemoBackend(storage);
    expect((await errorOf(identity.signIn('dealer@demo.test', 'demo1234!'))).kind).toBe('unauthorized');
    await expect(identity.signIn(' Dealer@Demo.test ', DEMO_PASSWORD)).resolves.toMatchObject({ email: 'dealer@demo.test' });
  });
});

describe('registering', () => {
  it('creates the account, signs it in, and it signs in again later with its own password', async () => {
    const { identity } = createDemoBackend(storage);
    const watched = vi.fn();
    identity.watch(watched);
    const user = await identity.createAccount('Robin@GlowYards.example', 'Secret#2024');
    expect(user.email).toBe('robin@glowyards.example');
    expect(watched).toHaveBeenLastCalledWith(user);
    expect(await identity.idToken()).toBe(`demo.${user.uid}`);

    await identity.signOut();
    const again = reload().identity;
    expect((await errorOf(again.signIn('robin@glowyards.example', DEMO_PASSWORD))).kind).toBe('unauthorized');
    await expect(again.signIn('robin@glowyards.example', 'Secret#2024')).resolves.toEqual(user);
  });

  it('keeps no password in plain text', async () => {
    await createDemoBackend(storage).identity.createAccount('robin@glowyards.example', 'Secret#2024');
    const stored = storage.getItem(DEMO_ACCOUNTS_KEY) ?? '';
    expect(stored).toContain('robin@glowyards.example');
    expect(stored).not.toContain('Secret#2024');
    expect(stored).not.toContain(DEMO_PASSWORD);
  });

  it.each(['dealer@demo.test', 'DEALER@demo.test'])('refuses %s, an email already in use', async (email) => {
    const { identity } = createDemoBackend(storage);
    const error: unknown = await identity.createAccount(email, 'Secret#2024').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AccountRefusal);
    expect(error).toMatchObject({ reason: 'email-taken', message: 'This email already has an account' });
    expect(await identity.idToken()).toBeNull();
  });

  it('refuses an email registered earlier in the demo', async () => {
    await createDemoBackend(storage).identity.createAccount('robin@glowyards.example', 'Secret#2024');
    const error: unknown = await reload().identity.createAccount('robin@glowyards.example', 'Other#2024').catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ reason: 'email-taken', message: 'This email already has an account' });
  });

  it('answers a pending profile until the registration fields arrive, then stores them', async () => {
    const { identity, profile } = createDemoBackend(storage);
    const user = await identity.createAccount('robin@glowyards.example', 'Secret#2024');
    const pending = await profile.getProfile();
    expect(pending).toMatchObject({ id: user.uid, email: 'robin@glowyards.example', role: 'DEALER', approved: false, name: '', company: '' });
    expect(centsOf(pending.wallet.balance)).toBe(0);

    const resale = new File(['%PDF-1.7'], 'resale certificate.pdf', { type: 'application/pdf' });
    const answered = await profile.completeRegistration({ ...registration, approved: 'true', email: 'other@x.example' }, resale);
    expect(answered).toMatchObject({
      email: 'robin@glowyards.example',
      name: ' Robin ',
      role: 'DISTRIBUTOR',
      approved: false,
      company: 'Glow Yards',
      billingZipCode: '98101',
      birthDate: '1991-05-04T00:00:00.000Z',
      taxExemptFormLink: 'demo-uploads/resale%20certificate.pdf',
    });
    expect(comparable(await reload().profile.getProfile())).toEqual(comparable(answered));
  });

  it('keeps the role when the one sent is not offered at registration', async () => {
    const { identity, profile } = createDemoBackend(storage);
    await identity.createAccount('robin@glowyards.example', 'Secret#2024');
    expect((await profile.completeRegistration({ ...registration, role: 'admin' }, null)).role).toBe('DEALER');
  });
});

describe('the administrator stand-in', () => {
  it('lists seeded and registered accounts awaiting approval', async () => {
    const { identity, profile, controls } = createDemoBackend(storage);
    await identity.createAccount('robin@glowyards.example', 'Secret#2024');
    await profile.completeRegistration(registration, null);
    expect(await controls.pendingAccounts()).toEqual([
      { email: 'pending@demo.test', name: 'Pat', company: 'Kim Garden Design', role: 'DEALER' },
      { email: 'robin@glowyards.example', name: ' Robin ', company: 'Glow Yards', role: 'DISTRIBUTOR' },
    ]);
  });

  it('approves an account: its next GET /user answers approved, and it leaves the list', async () => {
    const { identity, profile, controls } = createDemoBackend(storage);
    await identity.createAccount('robin@glowyards.example', 'Secret#2024');
    await controls.approve('Robin@glowyards.example');
    expect((await profile.getProfile()).approved).toBe(true);
    expect((await controls.pendingAccounts()).map((account) => account.email)).toEqual(['pending@demo.test']);
  });

  it('refuses to approve an unknown email', async () => {
    expect((await errorOf(createDemoBackend(storage).controls.approve('nobody@x.example'))).kind).toBe('not-found');
  });

  it('reset removes every demo key, the cart too, and goes home', async () => {
    const { identity } = createDemoBackend(storage);
    await identity.createAccount('robin@glowyards.example', 'Secret#2024');
    storage.setItem(CART_KEY, '[]');
    storage.setItem('unrelated', 'kept');
    const goHome = vi.fn();
    new DemoControls(storage, goHome).reset();
    expect([DEMO_ACCOUNTS_KEY, DEMO_IDENTITY_KEY, CART_KEY].map((key) => storage.getItem(key))).toEqual([null, null, null]);
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(goHome).toHaveBeenCalledOnce();
    await expect(reload().identity.signIn('robin@glowyards.example', 'Secret#2024')).rejects.toThrow();
  });
});

describe('editing the profile', () => {
  it('stores the fields and the photo as a data: URL that survives a reload', async () => {
    const { identity, profile } = createDemoBackend(storage);
    await identity.signIn('dealer@demo.test', DEMO_PASSWORD);
    const photo = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'me.gif', { type: 'image/gif' });
    const answered = await profile.updateProfile({ name: 'Danielle', city: 'Round Rock', approved: 'true' }, photo);
    expect(answered).toMatchObject({ name: 'Danielle', city: 'Round Rock', lastName: 'Reyes', approved: true, photo: 'data:image/gif;base64,R0lGOA==' });

    const after = reload();
    expect(await after.identity.idToken()).toBe('demo.demo-dealer');
    expect(comparable(await after.profile.getProfile())).toEqual(comparable(answered));
    expect(centsOf(answered.wallet.balance)).toBe(1_000_000);
  });

  it('refuses an update when signed out', async () => {
    expect((await errorOf(createDemoBackend(storage).profile.updateProfile({ name: 'X' }, null))).kind).toBe('unauthorized');
  });

  it('reports a full storage as an update too large to keep (413), not a crash', async () => {
    const { identity, profile } = createDemoBackend(storage);
    await identity.signIn('dealer@demo.test', DEMO_PASSWORD);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const error = await errorOf(profile.updateProfile({ name: 'Danielle' }, new File(['GIF89a'], 'me.gif', { type: 'image/gif' })));
    expect([error.kind, error.status]).toEqual(['http', 413]);
  });
});

describe('storage', () => {
  it.each([
    ['not JSON', '{not json'],
    ['the wrong shape', JSON.stringify({ accounts: 'all of them' })],
    ['a profile that is not one', JSON.stringify([{ uid: 'x', email: 'x@x', salt: 's', passwordHash: 'h', profile: { id: 1 } }])],
  ])('falls back to the seed when the stored table is %s', async (_label, raw) => {
    storage.setItem(DEMO_ACCOUNTS_KEY, raw);
    const { identity, profile } = createDemoBackend(storage);
    await identity.signIn('distributor@demo.test', DEMO_PASSWORD);
    expect(centsOf((await profile.getProfile()).wallet.creditDue)).toBe(340_050);
  });

  it('one bad row in the stored accounts loses only that row, never every registered account', async () => {
    const { identity } = createDemoBackend(storage);
    await identity.createAccount('robin@glowyards.example', 'Robin-pass-1');
    await identity.signOut();
    const rows = JSON.parse(storage.getItem(DEMO_ACCOUNTS_KEY) ?? '[]') as Array<Record<string, unknown>>;
    const dealer = rows.findIndex((row) => row.email === 'dealer@demo.test');
    rows[dealer] = { ...rows[dealer], profile: { id: 1 } };
    storage.setItem(DEMO_ACCOUNTS_KEY, JSON.stringify(rows));

    const after = reload();
    await expect(after.identity.signIn('robin@glowyards.example', 'Robin-pass-1')).resolves.toMatchObject({
      email: 'robin@glowyards.example',
    });
    await after.identity.signOut();
    await after.identity.signIn('distributor@demo.test', DEMO_PASSWORD);
    expect(centsOf((await after.profile.getProfile()).wallet.creditDue)).toBe(340_050);
    await after.identity.signOut();
    expect((await errorOf(after.identity.signIn('dealer@demo.test', DEMO_PASSWORD))).kind).toBe('unauthorized');
  });

  it('follows a sign-out in another tab', async () => {
    const { identity } = createDemoBackend(storage);
    await identity.signIn('dealer@demo.test', DEMO_PASSWORD);
    const watched = vi.fn();
    identity.watch(watched);
    storage.removeItem(DEMO_IDENTITY_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: DEMO_IDENTITY_KEY }));
    expect(watched).toHaveBeenLastCalledWith(null);
  });
});

describe('password reset', () => {
  it('answers success for any address, known or not', async () => {
    const { passwordReset } = createDemoBackend(storage);
    await expect(passwordReset.sendPasswordReset('dealer@demo.test')).resolves.toBeUndefined();
    await expect(passwordReset.sendPasswordReset('nobody@nowhere.example')).resolves.toBeUndefined();
  });
});
