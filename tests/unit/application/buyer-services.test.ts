import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { buyerServices, type BuyerParts, type BuyerServices } from '../../../src/application/buyer-services';
import type { PaymentTabNews } from '../../../src/application/ports/payment-tabs.port';
import { SessionStorageCheckout } from '../../../src/infrastructure/browser/session-storage-checkout';
import { MemoryStorage } from '../../support/memory-storage';
import { aCartItem, aProduct } from '../../support/mothers';

const started: BuyerServices[] = [];
afterEach(() => started.splice(0).forEach((services) => services.cart.stop()));

/** The buyer's services over a cart of one line, a tab's checkout memory, and recording payment ports. */
function buyer() {
  const item = aCartItem({ productId: 'p-1', variantId: 'v-1', name: 'Aurora', quantity: 2 });
  const paymentSessionStore = { load: () => null, save: vi.fn(), clear: vi.fn() };
  const paymentTabs = { tell: vi.fn<(news: PaymentTabNews) => void>(), watch: () => () => undefined };
  const product = vi.fn(async () => aProduct({ id: 'p-1' }));
  const parts = {
    catalog: { product },
    notify: { success: vi.fn(), error: vi.fn() },
    cartStorage: { load: () => [item], save: () => undefined, watch: () => () => undefined },
    orders: {},
    wallet: {},
    coupons: {},
    paymentSessionStore,
    checkoutMemory: new SessionStorageCheckout(new MemoryStorage()),
    walletChanged: vi.fn(),
    paymentWindow: { shopOrigin: 'https://shop.example', open: () => null },
    paymentTabs,
    clock: { now: () => Date.UTC(2026, 10, 2, 15, 0) },
    transactions: {},
    timers: new SimulatedClock(),
  } as unknown as BuyerParts;
  const services = buyerServices(parts);
  started.push(services);
  return { services, paymentSessionStore, paymentTabs, product };
}

describe('buyerServices: what the screens are handed', () => {
  it('keeps the checkout’s purchase order and notes in the tab', () => {
    const { services } = buyer();
    services.checkoutNotes.set({ purchaseOrder: 'PO-1', notes: 'Dock 4' });
    expect(services.checkoutNotes.get()).toEqual({ purchaseOrder: 'PO-1', notes: 'Dock 4' });
  });

  it('an order placed forgets the purchase order and notes, and empties the cart once the paying step is over', async () => {
    const { services } = buyer();
    services.checkoutNotes.set({ purchaseOrder: 'PO-1', notes: 'Dock 4' });
    services.screenParts.clearCart();
    expect(services.checkoutNotes.get()).toEqual({ purchaseOrder: '', notes: '' });
    expect(services.cart.getSnapshot().context.items).toHaveLength(1);
    await Promise.resolve();
    expect(services.cart.getSnapshot().context.items).toEqual([]);
  });

  it('tells the other tabs, and clears the payment session, through their ports', () => {
    const { services, paymentSessionStore, paymentTabs } = buyer();
    services.screenParts.tellPaymentTabs({ kind: 'cancelled', purpose: 'ORDER_PURCHASE' });
    services.screenParts.clearPaymentSession();
    expect(paymentTabs.tell).toHaveBeenCalledExactlyOnceWith({ kind: 'cancelled', purpose: 'ORDER_PURCHASE' });
    expect(paymentSessionStore.clear).toHaveBeenCalledTimes(1);
  });

  it('reprices a cart from the catalogue', async () => {
    const { services, product } = buyer();
    const repriced = await services.repriceCart([aCartItem({ productId: 'p-1', variantId: 'v-1' })], 'DEALER');
    expect(product).toHaveBeenCalledWith('p-1');
    expect(repriced.items).toHaveLength(1);
  });
});
