// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { AppServices } from '../../../src/application/app-services';
import { cartMessages } from '../../../src/application/cart/cart.machine';
import type { CartStoragePort } from '../../../src/application/ports/cart-storage.port';
import { newPaymentSession } from '../../../src/domain/payments/payment-session';
import { CART_KEY } from '../../../src/infrastructure/browser/cart-key';
import { LocalStorageCart } from '../../../src/infrastructure/browser/local-storage-cart';
import { LocalStoragePaymentSession, PAYMENT_SESSION_KEY } from '../../../src/infrastructure/browser/local-storage-payment-session';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { startShop } from '../../support/demo-app-services';
import { aCartItem } from '../../support/mothers';

async function signIn(services: AppServices, email: string) {
  await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
  services.session.send({ type: 'SIGN_IN', email, password: DEMO_PASSWORD });
  await waitFor(services.session, (snapshot) => snapshot.matches('signedIn'));
}

async function signOut(services: AppServices) {
  services.session.send({ type: 'SIGN_OUT' });
  await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
}

/** The forgetting runs once the storages' chunk is here: a turn of the event loop in tests. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const cartLines = async (services: AppServices) =>
  (await services.buyer()).cart.getSnapshot().context.items.map((line) => line.name);

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('a shared computer: sign-out leaves nothing for the next person', () => {
  it("buyer A's cart never shows to buyer B signing in on the same page after A signed out", async () => {
    const { services } = startShop();
    await signIn(services, 'dealer@demo.test');
    (await services.buyer()).cart.send({ type: 'ADD', item: aCartItem({ name: 'Aurora Brass Path Light' }) });
    expect(await cartLines(services)).toEqual(['Aurora Brass Path Light']);

    await signOut(services);
    await settled();
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
    expect(await cartLines(services)).toEqual([]);

    await signIn(services, 'distributor@demo.test');
    expect(await cartLines(services)).toEqual([]);
  });

  it("the purchase order and notes A typed at checkout never prefill B's draft", async () => {
    const { services } = startShop();
    await signIn(services, 'dealer@demo.test');
    (await services.buyer()).checkoutNotes.set({ purchaseOrder: 'JOB-114', notes: 'Gate code 4411' });

    await signOut(services);
    await signIn(services, 'distributor@demo.test');
    expect((await services.buyer()).checkoutNotes.get()).toEqual({ purchaseOrder: '', notes: '' });
  });

  it("buyer A's cart never shows to buyer B in a later visit (a new page load)", async () => {
    const first = startShop();
    await signIn(first.services, 'dealer@demo.test');
    (await first.services.buyer()).cart.send({ type: 'ADD', item: aCartItem({ name: 'Aurora Brass Path Light' }) });
    await signOut(first.services);
    await settled();

    const next = startShop();
    await signIn(next.services, 'distributor@demo.test');
    expect(await cartLines(next.services)).toEqual([]);
  });

  it("a buyer's own cart comes back with their restored sign-in (a reload), not forgotten", async () => {
    const first = startShop();
    await signIn(first.services, 'dealer@demo.test');
    (await first.services.buyer()).cart.send({ type: 'ADD', item: aCartItem({ name: 'Aurora Brass Path Light' }) });

    const reloaded = startShop();
    await waitFor(reloaded.services.session, (snapshot) => snapshot.matches('signedIn'));
    await settled();
    expect(await cartLines(reloaded.services)).toEqual(['Aurora Brass Path Light']);
  });

  it("A's payment session never verifies as B's: it is gone once A signs out", async () => {
    const { services } = startShop();
    await signIn(services, 'dealer@demo.test');
    await settled();
    new LocalStoragePaymentSession(window.localStorage).save(newPaymentSession('ORDER_PURCHASE', 'STRIPE', Date.now()));
    expect((await services.buyer()).paymentSessions.current().session).not.toBeNull();

    await signOut(services);
    await settled();
    expect(window.localStorage.getItem(PAYMENT_SESSION_KEY)).toBeNull();

    await signIn(services, 'distributor@demo.test');
    expect((await services.buyer()).paymentSessions.current().session).toBeNull();
  });

  it('a sign-out in another tab (the identity reports nobody) forgets the cart here too', async () => {
    const { services } = startShop();
    await signIn(services, 'dealer@demo.test');
    (await services.buyer()).cart.send({ type: 'ADD', item: aCartItem() });
    window.localStorage.removeItem('demo-identity');
    window.dispatchEvent(new StorageEvent('storage', { key: 'demo-identity', newValue: null }));
    await waitFor(services.session, (snapshot) => snapshot.matches('signedOut'));
    await settled();
    expect(await cartLines(services)).toEqual([]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });
});

describe('the cart across tabs', () => {
  it("a change saved over another tab's write that has not been heard of yet shows both lines at once", async () => {
    const { services } = startShop();
    await signIn(services, 'dealer@demo.test');
    const { cart } = await services.buyer();
    // Another tab's line, in storage before its storage event reaches this page.
    window.localStorage.setItem(
      CART_KEY,
      JSON.stringify([{ ...aCartItem({ productId: 'p-9', name: 'Halo Well Light' }), price: '59.90', changedAt: Date.now() }]),
    );
    cart.send({ type: 'ADD', item: aCartItem({ productId: 'p-1', name: 'Aurora Brass Path Light' }) });
    await settled();
    expect(await cartLines(services)).toEqual(['Aurora Brass Path Light', 'Halo Well Light']);
  });
});

describe('browser storage that throws', () => {
  const refusing = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  it('the cart works in memory for the visit, and the buyer is told once that it will not be kept', async () => {
    const { services, notices } = startShop({ loadCartStorage: async () => new LocalStorageCart(refusing) });
    await signIn(services, 'dealer@demo.test');
    const { cart } = await services.buyer();
    cart.send({ type: 'ADD', item: aCartItem({ productId: 'p-1', name: 'Aurora Brass Path Light' }) });
    await settled();
    cart.send({ type: 'ADD', item: aCartItem({ productId: 'p-2', name: 'Halo Well Light' }) });
    await settled();
    expect(await cartLines(services)).toEqual(['Aurora Brass Path Light', 'Halo Well Light']);
    expect(notices.filter((notice) => notice === cartMessages.notKept)).toHaveLength(1);
    expect(notices.at(-1)).toBe('Added Halo Well Light to cart');
  });

  it('a failed load of the buyer chunk is tried again on the next use', async () => {
    let attempts = 0;
    const { services } = startShop({
      loadCartStorage: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return new LocalStorageCart();
      },
    });
    await expect(services.buyer()).rejects.toThrow('Failed to fetch');
    await expect(services.buyer()).resolves.toHaveProperty('cart');
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});
