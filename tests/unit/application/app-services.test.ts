import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { startAppServices, type AppServiceParts } from '../../../src/application/app-services';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { IdentityPort, IdentityUser } from '../../../src/application/ports/identity.port';
import type { ProfileRead } from '../../../src/application/ports/profile.port';
import { profileEditFrom } from '../../../src/domain/accounts/profile-edit';
import { emptyRegistrationForm } from '../../../src/domain/accounts/registration';
import { fakeAppShell } from '../../support/fake-app-shell';
import { aProfile } from '../../support/mothers';

/**
 * The app's wiring on fake ports: a sign-in service with `user` signed in (or none), a profile, and an auth-expiry
 * port whose watcher the test can call. What the wiring passes on is recorded.
 */
function app(options: { user?: IdentityUser | null; restoreFails?: boolean; firstScreenShowsWallet?: boolean } = {}) {
  const user = options.user === undefined ? { uid: 'u-1', email: 'dana@example.test' } : options.user;
  const profileReads: (ProfileRead | undefined)[] = [];
  const stopWatching = vi.fn();
  let expire = () => undefined as void;
  const identity = {
    ready: () => (options.restoreFails ? Promise.reject(new Error('auth/internal-error')) : Promise.resolve()),
    watch: vi.fn((listener: (current: IdentityUser | null) => void) => {
      listener(user);
      return stopWatching;
    }),
    uid: async () => user?.uid ?? null,
    idToken: async () => (user ? 'token' : null),
    prepare: vi.fn(),
    signIn: async () => user!,
    createAccount: async (email: string) => ({ uid: 'u-2', email }),
    signOut: vi.fn(async () => undefined),
  } satisfies IdentityPort;
  const saved = aProfile({ name: 'Danielle' });
  const storages = {
    cart: { load: () => [], save: () => undefined, watch: () => () => undefined, clear: vi.fn() },
    paymentSession: { load: () => null, save: () => undefined, clear: vi.fn() },
    checkout: { notes: () => ({ purchaseOrder: '', notes: '' }), keepNotes: () => undefined, pendingPay: () => null, clear: vi.fn() },
    draftOutbox: { waiting: () => [], put: () => undefined, remove: () => undefined, forget: vi.fn(), exclusive: (_: string, work: () => Promise<unknown>) => work() },
  };
  const deviceCopies = { readAt: () => null, watch: () => () => undefined, forget: vi.fn(async () => undefined) };
  const parts = {
    info: { backend: 'demo', supportEmail: 'support@example.test', shipping: 'spec', demoAccounts: [], demoPassword: null },
    catalog: {},
    identity,
    profile: {
      getProfile: async (read?: ProfileRead) => {
        profileReads.push(read);
        return aProfile();
      },
      completeRegistration: async () => saved,
      updateProfile: async () => saved,
    },
    passwordReset: { sendPasswordReset: async () => undefined },
    authExpiry: {
      watch: (listener: () => void) => {
        expire = listener;
        return () => undefined;
      },
    },
    demoControls: null,
    demoPayments: null,
    loadCartStorage: async () => storages.cart,
    loadPaymentSessionStore: async () => storages.paymentSession,
    loadCheckoutMemory: async () => storages.checkout,
    loadDraftOutbox: async () => storages.draftOutbox,
    deviceCopies,
    savedOrders: { mySavedOrders: async () => [] },
    paymentWindow: { shopOrigin: 'https://shop.example', open: () => null },
    clock: { now: () => Date.UTC(2026, 10, 2, 15, 0) },
    loadPaymentTabs: async () => ({ tell: () => undefined, watch: () => () => undefined }),
    loadCsv: async () => ({}),
    loadAppShell: vi.fn(async () => fakeAppShell()),
    firstScreenShowsWallet: options.firstScreenShowsWallet,
  } as unknown as AppServiceParts;
  const services = startAppServices(parts);
  return { services, identity, parts, profileReads, saved, storages, deviceCopies, stopWatching, expire: () => expire() };
}

describe('startAppServices: the app’s wiring', () => {
  it('a stored sign-in that cannot be restored is nobody signed in', async () => {
    const { services } = app({ restoreFails: true });
    await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
    expect(services.session.getSnapshot().context.uid).toBeNull();
  });

  it('restoring a sign-in reads the wallet fresh unless told the first screen shows none', async () => {
    const { services, profileReads } = app();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    expect(profileReads).toEqual([{ freshWallet: true }]);
  });

  it('a token the backend refused (the HTTP client’s report) ends the session: signed out, the sign-in service too', async () => {
    const { services, identity, expire } = app();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    expire();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });

  it('a saved profile becomes the session’s', async () => {
    const { services, saved } = app();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    await services.account.saveProfile(profileEditFrom(aProfile()), null);
    expect(services.session.getSnapshot().context.profile).toBe(saved);
  });

  it('a sign-in form opening prepares the sign-in service; a first screen shown does only for someone signed in', async () => {
    const signedIn = app();
    await waitFor(signedIn.services.session, (snapshot) => snapshot.matches('signedIn'));
    signedIn.services.prepareSignIn();
    expect(signedIn.identity.prepare).toHaveBeenCalledTimes(1);
    signedIn.services.firstScreenShown();
    expect(signedIn.identity.prepare).toHaveBeenCalledTimes(2);

    const visitor = app({ user: null });
    await waitFor(visitor.services.session, (snapshot) => snapshot.matches('signedOut'));
    visitor.services.firstScreenShown();
    expect(visitor.identity.prepare).not.toHaveBeenCalled();
  });

  it('the registration starts on first use, once', async () => {
    const { services } = app({ user: null });
    const registration = await services.registration.load();
    expect(registration.getSnapshot().value).toBe('idle');
    expect(await services.registration.load()).toBe(registration);
  });

  it('a draft kept on the device because the backend could not be reached has the app shell check the connection', async () => {
    const { services, parts } = app();
    const device = fakeAppShell();
    Object.assign(parts, {
      loadAppShell: async () => device,
      savedOrders: { save: () => Promise.reject(new BackendError('network', 'The backend did not answer in time')), mySavedOrders: async () => [] },
    });
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    await services.appShell('/cart');
    const buyer = await services.buyer();
    await buyer.screenParts.savedOrders.save({ name: 'Lakeside job', notes: '', paymentOrder: '', items: [] });
    await vi.waitFor(() => expect(device.checks).toBe(1));
  });

  it('the app shell is loaded once, and every call answers the same actor', async () => {
    const { services, parts } = app({ user: null });
    const first = await services.appShell('/');
    expect(first.getSnapshot().matches({ connection: 'online' })).toBe(true);
    expect(await services.appShell('/cart')).toBe(first);
    expect(parts.loadAppShell).toHaveBeenCalledTimes(1);
  });

  it('a buyer’s services keep the stored cart, payment session, checkout and drafts; signing out forgets them, and the answers the device kept', async () => {
    const { services, storages, deviceCopies } = app();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    await services.buyer();
    expect([storages.cart.clear, storages.paymentSession.clear, storages.checkout.clear].map((clear) => clear.mock.calls.length)).toEqual([0, 0, 0]);
    services.session.send({ type: 'SIGN_OUT' });
    await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
    await vi.waitFor(() => expect(storages.cart.clear).toHaveBeenCalledTimes(1));
    expect([storages.paymentSession.clear, storages.checkout.clear].map((clear) => clear.mock.calls.length)).toEqual([1, 1]);
    // Dana (u-1) leaves: her drafts waiting on the device and the answers kept for her.
    expect([storages.draftOutbox.forget.mock.calls, deviceCopies.forget.mock.calls]).toEqual([[['u-1']], [['u-1']]]);
  });

  it('a change of the wallet (a payment) reads the profile again, its wallet fresh', async () => {
    const { services, profileReads } = app();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    (await services.buyer()).screenParts.walletChanged();
    await vi.waitFor(() => expect(profileReads).toEqual([{ freshWallet: true }, { freshWallet: true }]));
  });

  it('the session stopped stops watching the sign-in service', async () => {
    const { services, stopWatching } = app();
    await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
    services.session.stop();
    expect(stopWatching).toHaveBeenCalledTimes(1);
  });

  it('the registration runs on the app’s ports: the account is created with the sign-in service', async () => {
    const { services, identity } = app({ user: null });
    const createAccount = vi.spyOn(identity, 'createAccount');
    const registration = await services.registration.load();
    registration.send({
      type: 'SUBMIT',
      form: {
        ...emptyRegistrationForm,
        name: 'Dana',
        lastName: 'Reyes',
        email: 'dana@brightpath.example',
        phone: '512-555-0100',
        company: 'Brightpath',
        companyAddress: 'Store 14',
        companyWebsite: 'https://brightpath.example',
        salesRep: 'In-house',
        billingAddress: '12 Elm St',
        billingCity: 'Austin',
        billingState: 'TX',
        billingZipCode: '78701',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        resaleFile: null,
      },
    });
    await waitFor(registration, (snapshot) => snapshot.matches({ registered: 'waiting' }));
    expect(createAccount).toHaveBeenCalledWith('dana@brightpath.example', 'Secret123!');
  });
});
