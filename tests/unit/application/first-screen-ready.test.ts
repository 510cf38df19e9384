// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { CartStoragePort } from '../../../src/application/ports/cart-storage.port';
import { LocalStorageCart } from '../../../src/infrastructure/browser/local-storage-cart';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { startShop } from '../../support/demo-app-services';

/** A browser where the dealer signed in on an earlier visit: the sign-in is in storage, the page just reloaded. */
async function storeDealerSignIn() {
  const { services } = startShop();
  await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
  services.session.send({ type: 'SIGN_IN', email: 'dealer@demo.test', password: DEMO_PASSWORD });
  await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

// Issue 16: the first paint of a signed-in buyer's page used to be the shell and a spinner, and all the session's and
// the buyer's loading and rendering came after it, where a phone's user feels it (Total Blocking Time).
describe('the first screen waits for what it will show', () => {
  it('with a stored sign-in: until the profile is loaded and the buyer services are here', async () => {
    await storeDealerSignIn();
    let buyerStorageHere = false;
    const { services } = startShop({
      loadCartStorage: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        buyerStorageHere = true;
        return new LocalStorageCart();
      },
    });
    await services.firstScreenReady(60_000);
    expect(services.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(services.session.getSnapshot().context.profile?.email).toBe('dealer@demo.test');
    expect(buyerStorageHere).toBe(true);
  });

  it("on a screen that shows no wallet, the restore reads the profile without the wallet's fresh figures; the next screen's refresh reads them", async () => {
    await storeDealerSignIn();
    const reads: unknown[] = [];
    const { services } = startShop({ firstScreenShowsWallet: false, onProfileRead: (read) => reads.push(read) });
    await services.firstScreenReady(60_000);
    expect(reads).toEqual([{ freshWallet: false }]);
    services.session.send({ type: 'RELOAD_PROFILE' });
    await waitFor(services.session, (snapshot) => snapshot.matches({ signedIn: 'idle' }) && reads.length === 2);
    expect(reads).toEqual([{ freshWallet: false }, { freshWallet: true }]);
  });

  it('on a screen that shows the wallet, the restore reads it fresh', async () => {
    await storeDealerSignIn();
    const reads: unknown[] = [];
    const { services } = startShop({ firstScreenShowsWallet: true, onProfileRead: (read) => reads.push(read) });
    await services.firstScreenReady(60_000);
    expect(reads).toEqual([{ freshWallet: true }]);
  });

  it('with no sign-in: as soon as the session knows there is none, with no buyer services loaded', async () => {
    let cartStorageLoads = 0;
    const { services } = startShop({
      loadCartStorage: async () => {
        cartStorageLoads += 1;
        return { load: () => [], save: () => undefined, clear: () => undefined, subscribe: () => () => undefined } as unknown as CartStoragePort;
      },
    });
    await services.firstScreenReady(60_000);
    expect(services.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(cartStorageLoads).toBe(0);
  });

  it('a buyer chunk that fails to load does not keep the page blank: the screen shows the failure', async () => {
    await storeDealerSignIn();
    const { services } = startShop({ loadCartStorage: () => Promise.reject(new Error('chunk failed')) });
    await expect(services.firstScreenReady(60_000)).resolves.toBeUndefined();
    await expect(services.buyer()).rejects.toThrow('chunk failed');
  });

  it('a sign-in service that never answers holds the first paint for the limit only', async () => {
    await storeDealerSignIn();
    const { services } = startShop({ loadCartStorage: () => new Promise<CartStoragePort>(() => undefined) });
    vi.useFakeTimers();
    let done = false;
    void services.firstScreenReady(3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

// Issue 16: the sign-in service's code (the Firebase SDK, and its own check of the account) no longer holds back a
// restored buyer's first paint; it takes over from the stored sign-in once that screen has painted.
describe('once the first screen has painted', () => {
  it('a restored sign-in is handed over to the sign-in service', async () => {
    await storeDealerSignIn();
    const { services, identity } = startShop();
    const prepare = vi.spyOn(identity, 'prepare');
    await services.firstScreenReady(60_000);
    expect(prepare).not.toHaveBeenCalled();
    services.firstScreenShown();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('a visitor loads nothing for it', async () => {
    const { services, identity } = startShop();
    const prepare = vi.spyOn(identity, 'prepare');
    await services.firstScreenReady(60_000);
    services.firstScreenShown();
    expect(prepare).not.toHaveBeenCalled();
  });
});
