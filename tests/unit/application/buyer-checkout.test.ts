import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BuyerScreenParts } from '../../../src/application/buyer-services';
import { checkoutMachineFor, checkoutStart } from '../../../src/application/checkout/buyer-checkout';
import type { NewOrder, PlacedOrder } from '../../../src/application/ports/orders.port';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { Order } from '../../../src/domain/orders/order';
import { SessionStorageCheckout } from '../../../src/infrastructure/browser/session-storage-checkout';
import { MemoryStorage } from '../../support/memory-storage';
import { aCartItem, aProfile, usd } from '../../support/mothers';

const SENT_AT = Date.parse('2026-11-29T09:40:00.000Z');

function theOrder(createdAt: string): Order {
  return {
    id: '41',
    createdAt,
    status: 'PENDING',
    paymentStatus: 'PENDING',
    items: [],
    subtotal: usd('400.00'),
    discountAmount: usd('0'),
    shippingCost: usd('20.00'),
    total: usd('420.00'),
    appliedCoupon: null,
    notes: '',
    paymentOrder: 'JOB-114',
    trackingNumber: null,
    shippingAddress: null,
  };
}

/**
 * One browser tab: its session storage outlives a page (a reload makes new buyer's services, and a new checkout,
 * over the same storage). The backend's orders are what the test says.
 */
function aTab() {
  const storage = new MemoryStorage();
  const backendOrders: Order[] = [];
  const sentKeys: string[] = [];
  let answer: (order: NewOrder) => Promise<PlacedOrder> = async () => ({ paymentUrl: 'https://pay.example/cs_1', orderId: '41' });
  const page = () => {
    const parts = {
      coupons: { myCoupons: async () => [], validate: async () => undefined },
      orders: {
        placeOrder: vi.fn((order: NewOrder, attemptKey: string) => {
          sentKeys.push(attemptKey);
          return answer(order);
        }),
        myOrders: vi.fn(async () => [...backendOrders]),
        order: vi.fn(async () => null),
      },
      clock: { now: () => SENT_AT },
      clearCart: vi.fn(),
      walletChanged: vi.fn(),
      startPayment: () => () => undefined,
      // A tab of its own: no other tab tells it how a payment ended.
      watchPaymentTab: () => () => undefined,
      openableUrl: () => true,
      checkoutMemory: new SessionStorageCheckout(storage),
    } as unknown as BuyerScreenParts;
    const actor = createActor(checkoutMachineFor(parts), {
      input: {
        cart: [aCartItem({ price: usd('200.00'), quantity: 2 })],
        profile: aProfile({ street: '12 Elm St', city: 'Austin', country: 'TX', zip: '78701', phone: '512-555-0100' }),
        shipping: 'spec',
        ...checkoutStart(parts),
      },
    }).start();
    return { actor, parts };
  };
  return {
    storage,
    backendOrders,
    sentKeys,
    page,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
  };
}

describe('the checkout across a reload of its tab', () => {
  it('a Pay whose answer never came (the tab reloaded meanwhile): the next Pay finds its order and offers it, placing none', async () => {
    const tab = aTab();
    tab.answerWith(() => new Promise(() => undefined));
    const first = tab.page();
    first.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
    first.actor.send({ type: 'PAY' });
    await waitFor(first.actor, (s) => s.matches({ order: 'placing' }));
    first.actor.stop();
    // The backend placed it; the answer was lost with the page.
    tab.backendOrders.push(theOrder('2026-11-29T09:40:02.000Z'));

    const reloaded = tab.page();
    expect(reloaded.actor.getSnapshot().context).toMatchObject({ purchaseOrder: 'JOB-114', unansweredPurchaseOrder: 'JOB-114' });
    reloaded.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114-B' });
    reloaded.actor.send({ type: 'PAY' });
    await waitFor(reloaded.actor, (s) => s.matches({ order: 'placedBefore' }));
    expect(reloaded.actor.getSnapshot().context.placedBefore?.id).toBe('41');
    expect(tab.sentKeys).toHaveLength(1);
    // Settled: a later checkout in this tab no longer looks for it.
    expect(checkoutStart(reloaded.parts).unansweredPurchaseOrder).toBeNull();
  });

  it('finding no order of it, Pay sends the same attempt again with its key', async () => {
    const tab = aTab();
    tab.answerWith(async () => Promise.reject(new BackendError('network', 'The backend could not be reached')));
    const first = tab.page();
    first.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
    first.actor.send({ type: 'PAY' });
    await waitFor(first.actor, (s) => s.matches({ order: 'editing' }) && s.context.error !== null);
    first.actor.stop();

    tab.answerWith(async () => ({ paymentUrl: 'https://pay.example/cs_2', orderId: '42' }));
    const reloaded = tab.page();
    reloaded.actor.send({ type: 'PAY' });
    await waitFor(reloaded.actor, (s) => s.matches({ order: 'awaitingPayment' }));
    expect(tab.sentKeys).toHaveLength(2);
    expect(tab.sentKeys[1]).toBe(tab.sentKeys[0]);
    expect(checkoutStart(reloaded.parts).unansweredPurchaseOrder).toBeNull();
  });

  it('an order of that purchase order placed long before the Pay is not taken for it', async () => {
    const tab = aTab();
    tab.answerWith(() => new Promise(() => undefined));
    const first = tab.page();
    first.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
    first.actor.send({ type: 'PAY' });
    await waitFor(first.actor, (s) => s.matches({ order: 'placing' }));
    first.actor.stop();
    tab.backendOrders.push(theOrder('2026-11-29T09:20:00.000Z'));

    tab.answerWith(async () => ({ paymentUrl: 'https://pay.example/cs_2', orderId: '42' }));
    const reloaded = tab.page();
    reloaded.actor.send({ type: 'PAY' });
    await waitFor(reloaded.actor, (s) => s.matches({ order: 'awaitingPayment' }));
    expect(tab.sentKeys).toHaveLength(2);
  });

  it('a refusal settles the Pay (nothing was placed): the next checkout does not look for it, and a new Pay has a new key', async () => {
    const tab = aTab();
    tab.answerWith(async () => Promise.reject(new BackendError('http', 'x', 400, 'Insufficient wallet balance')));
    const first = tab.page();
    first.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
    first.actor.send({ type: 'PAY' });
    await waitFor(first.actor, (s) => s.matches({ order: 'editing' }) && s.context.error !== null);
    first.actor.stop();
    const reloaded = tab.page();
    expect(reloaded.actor.getSnapshot().context.unansweredPurchaseOrder).toBeNull();
    tab.answerWith(async () => ({ paymentUrl: 'https://pay.example/cs_2', orderId: '42' }));
    reloaded.actor.send({ type: 'PAY' });
    await waitFor(reloaded.actor, (s) => s.matches({ order: 'awaitingPayment' }));
    expect(tab.sentKeys[1]).not.toBe(tab.sentKeys[0]);
  });

  it('a wallet order tells the session its figures are old', async () => {
    const tab = aTab();
    tab.answerWith(async () => ({ paymentUrl: undefined, orderId: '41' }));
    const { actor, parts } = tab.page();
    actor.send({ type: 'PROFILE_CHANGED', profile: aProfile({ street: '12 Elm St', city: 'Austin', country: 'TX', zip: '78701', phone: '512-555-0100', wallet: { balance: usd('5000.00'), creditDue: usd('0') } }) });
    actor.send({ type: 'SELECT_PAYMENT', method: 'wallet' });
    actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ order: 'placed' }));
    expect(parts.walletChanged).toHaveBeenCalledTimes(1);
    expect(parts.clearCart).toHaveBeenCalledTimes(1);
  });

  it('a wallet order is read back by the id its answer told, else as the buyer’s newest', async () => {
    const walletProfile = aProfile({ street: '12 Elm St', city: 'Austin', country: 'TX', zip: '78701', phone: '512-555-0100', wallet: { balance: usd('5000.00'), creditDue: usd('0') } });
    for (const [orderId, asked] of [['41', 'order'], [null, 'myOrders']] as const) {
      const tab = aTab();
      tab.answerWith(async () => ({ paymentUrl: undefined, orderId }));
      const { actor, parts } = tab.page();
      actor.send({ type: 'PROFILE_CHANGED', profile: walletProfile });
      actor.send({ type: 'SELECT_PAYMENT', method: 'wallet' });
      actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
      actor.send({ type: 'PAY' });
      await waitFor(actor, (s) => s.matches({ order: 'placed' }));
      await vi.waitFor(() => expect(vi.mocked(parts.orders[asked])).toHaveBeenCalled());
      if (asked === 'order') expect(parts.orders.order).toHaveBeenCalledWith('41');
      else expect(parts.orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 1 });
    }
  });

  it('after a Pay that got no answer, a Pay for another purchase order is a new attempt with a new key', async () => {
    const tab = aTab();
    tab.answerWith(async () => Promise.reject(new BackendError('network', 'The backend could not be reached')));
    const first = tab.page();
    first.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-114' });
    first.actor.send({ type: 'PAY' });
    await waitFor(first.actor, (s) => s.matches({ order: 'editing' }) && s.context.error !== null);
    first.actor.stop();

    tab.answerWith(async () => ({ paymentUrl: 'https://pay.example/cs_2', orderId: '42' }));
    const reloaded = tab.page();
    reloaded.actor.send({ type: 'EDIT', field: 'purchaseOrder', value: 'JOB-115' });
    reloaded.actor.send({ type: 'PAY' });
    await waitFor(reloaded.actor, (s) => s.matches({ order: 'awaitingPayment' }));
    expect(tab.sentKeys).toHaveLength(2);
    expect(tab.sentKeys[1]).not.toBe(tab.sentKeys[0]);
  });

  it('loads the buyer’s coupons when it opens', async () => {
    const { actor } = aTab().page();
    await waitFor(actor, (s) => !s.matches({ coupons: 'loading' }));
    expect(actor.getSnapshot().context.coupons).toEqual([]);
  });
});
