import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { buyerServices, type BuyerParts, type BuyerServices } from '../../../src/application/buyer-services';
import { creditRepaymentMachineFor } from '../../../src/application/payments/buyer-payments';
import type { PaymentSessionStorePort } from '../../../src/application/ports/payment-session-store.port';
import type { PaymentTabNews } from '../../../src/application/ports/payment-tabs.port';
import type { OpenedPaymentTab } from '../../../src/application/ports/payment-window.port';
import { newPaymentSession, type PaymentSession } from '../../../src/domain/payments/payment-session';
import { usd } from '../../support/mothers';

const NOW = Date.UTC(2026, 10, 2, 15, 0);
const MINUTE = 60_000;

/** The buyer's services over an in-memory session store, a clock and the timers moving together. */
function startBuyer(stored: PaymentSession | null, paymentUrl = 'https://pay.example/r_1') {
  let session = stored;
  let now = NOW;
  const timers = new SimulatedClock();
  const store: PaymentSessionStorePort = {
    load: () => session,
    save: (saved) => {
      session = saved;
    },
    clear: vi.fn(() => {
      session = null;
    }),
  };
  const closedWatchers = new Set<() => void>();
  const open = vi.fn(
    (): OpenedPaymentTab => ({
      whenClosed: (listener) => {
        closedWatchers.add(listener);
        return () => closedWatchers.delete(listener);
      },
    }),
  );
  const newsWatchers = new Set<(news: PaymentTabNews) => void>();
  const paymentTabs = {
    tell: vi.fn<(news: PaymentTabNews) => void>(),
    watch: (listener: (news: PaymentTabNews) => void) => {
      newsWatchers.add(listener);
      return () => newsWatchers.delete(listener);
    },
  };
  const unused = () => {
    throw new Error('not used here');
  };
  const parts = {
    catalog: {},
    notify: { success: vi.fn(), error: vi.fn() },
    cartStorage: { load: () => [], save: () => undefined, watch: () => () => undefined },
    orders: { placeOrder: unused, myOrders: unused, order: unused },
    wallet: { repayDues: async () => ({ paymentUrl }), verifyPayment: unused },
    coupons: { myCoupons: unused, validate: unused },
    paymentSessionStore: store,
    checkoutMemory: unused,
    walletChanged: vi.fn(),
    paymentWindow: { shopOrigin: 'https://shop.example', open },
    paymentTabs,
    clock: { now: () => now },
    transactions: { myTransactions: unused },
    timers,
  } as unknown as BuyerParts;
  const services = buyerServices(parts);
  started.push(services);
  return {
    services,
    store,
    open,
    walletChanged: parts.walletChanged as ReturnType<typeof vi.fn>,
    told: paymentTabs.tell,
    /** News from another of the buyer's tabs. */
    hear: (news: PaymentTabNews) => newsWatchers.forEach((listener) => listener(news)),
    /** The buyer closes the provider's tab. */
    closeTab: () => closedWatchers.forEach((listener) => listener()),
    watching: () => newsWatchers.size + closedWatchers.size,
    stored: () => session,
    /** Wall clock and machine timers, minutes later. */
    later(minutes: number) {
      now += minutes * MINUTE;
      timers.increment(minutes * MINUTE);
    },
  };
}

const started: BuyerServices[] = [];
afterEach(() => started.splice(0).forEach((services) => services.cart.stop()));

describe('the payment session is removed when it expires (spec §4), not only when a payment page reads it', () => {
  it('a session started now is removed 30 minutes later, with no page visited', async () => {
    const { services, stored, later } = startBuyer(null);
    const repayment = createActor(creditRepaymentMachineFor(services.screenParts), { input: { amountDue: usd('480.00') } }).start();
    repayment.send({ type: 'PAY' });
    await waitFor(repayment, (s) => s.matches('awaitingPayment'));
    expect(stored()).toEqual({ type: 'CREDIT_REPAYMENT', gateway: 'STRIPE', timestamp: NOW, expiryMinutes: 30 });
    later(29);
    expect(stored()).not.toBeNull();
    later(1);
    expect(stored()).toBeNull();
  });

  it('a session stored by another visit is removed when its own 30 minutes are up', () => {
    const { stored, later } = startBuyer(newPaymentSession('ORDER_PURCHASE', 'PAYPAL', NOW - 20 * MINUTE));
    later(9);
    expect(stored()).not.toBeNull();
    later(1);
    expect(stored()).toBeNull();
  });

  it.each([
    ['expired before the shop opened', newPaymentSession('ORDER_PURCHASE', 'PAYPAL', NOW - 45 * MINUTE)],
    ['stamped in the future', newPaymentSession('ORDER_PURCHASE', 'PAYPAL', NOW + 10 * MINUTE)],
    ['given more than 30 minutes', { ...newPaymentSession('ORDER_PURCHASE', 'PAYPAL', NOW - MINUTE), expiryMinutes: 600 }],
  ])('a session %s is removed as soon as the buyer services start', (_, session) => {
    const { stored, later } = startBuyer(session);
    later(0);
    expect(stored()).toBeNull();
  });

  it('a timer of an older session leaves a newer one in place', async () => {
    const { services, stored, later } = startBuyer(newPaymentSession('ORDER_PURCHASE', 'PAYPAL', NOW - 25 * MINUTE));
    later(1);
    const repayment = createActor(creditRepaymentMachineFor(services.screenParts), { input: { amountDue: usd('480.00') } }).start();
    repayment.send({ type: 'PAY' });
    await waitFor(repayment, (s) => s.matches('awaitingPayment'));
    later(5);
    expect(stored()?.type).toBe('CREDIT_REPAYMENT');
  });
});

describe('the Cancel page honours expiry too', () => {
  it('a live session: removed, its type says where Try Again goes, and the tab the payment began in is told', () => {
    const { services, stored, told } = startBuyer(newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', NOW - 5 * MINUTE));
    expect(services.paymentSessions.cancel()).toEqual({ kind: 'cancelled', title: 'Payment Cancelled', retryPath: '/credit-payment' });
    expect(stored()).toBeNull();
    expect(told).toHaveBeenCalledExactlyOnceWith({ kind: 'cancelled', purpose: 'CREDIT_REPAYMENT' });
  });

  it.each([
    ['none', null],
    ['an expired one', newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', NOW - 31 * MINUTE)],
    ['one stamped in the future', newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', NOW + MINUTE)],
  ])('%s: removed, and no live session to go by: expired or invalid, then /profile', (_, session) => {
    const { services, stored, told } = startBuyer(session);
    expect(services.paymentSessions.cancel()).toEqual({ kind: 'expired', message: 'Payment session expired or invalid', goTo: '/profile' });
    expect(stored()).toBeNull();
    expect(told).not.toHaveBeenCalled();
  });
});

describe('a payment page is opened only over https, or on the shop itself', () => {
  it.each([
    ['http://pay.example/r_1', 'editing'],
    ['https://pay.example/r_1', 'awaitingPayment'],
    ['http://shop.example/demo-payment?session_id=demo_1', 'editing'],
    ['https://shop.example/demo-payment?session_id=demo_1', 'awaitingPayment'],
  ])('a repayment answered with %s ends %s', async (paymentUrl, state) => {
    const { services, open, stored } = startBuyer(null, paymentUrl);
    const repayment = createActor(creditRepaymentMachineFor(services.screenParts), { input: { amountDue: usd('480.00') } }).start();
    repayment.send({ type: 'PAY' });
    await waitFor(repayment, (s) => !s.matches('paying'));
    expect(repayment.getSnapshot().value).toBe(state);
    expect(open).toHaveBeenCalledTimes(state === 'awaitingPayment' ? 1 : 0);
    expect(stored() === null).toBe(state === 'editing');
  });
});

describe('the tab a repayment began in learns how it ended in the provider\'s tab', () => {
  async function awaitingRepayment() {
    const buyer = startBuyer(null);
    const repayment = createActor(creditRepaymentMachineFor(buyer.services.screenParts), { input: { amountDue: usd('3400.50') } }).start();
    repayment.send({ type: 'PAY' });
    await waitFor(repayment, (s) => s.matches('awaitingPayment'));
    return { ...buyer, repayment };
  }

  it('paid there: this tab says so and reads the wallet again; it stops listening', async () => {
    const { repayment, hear, walletChanged, watching } = await awaitingRepayment();
    expect(watching()).toBe(2);
    hear({ kind: 'paid', purpose: 'CREDIT_REPAYMENT' });
    expect(repayment.getSnapshot().value).toBe('paidElsewhere');
    expect(walletChanged).toHaveBeenCalledOnce();
    expect(watching()).toBe(0);
  });

  it("news of an order's payment is not this repayment's", async () => {
    const { repayment, hear } = await awaitingRepayment();
    hear({ kind: 'paid', purpose: 'ORDER_PURCHASE' });
    expect(repayment.getSnapshot().value).toBe('awaitingPayment');
  });

  it.each([
    ['the provider\'s tab closed', (tab: Awaited<ReturnType<typeof awaitingRepayment>>) => tab.closeTab(), 'The payment tab was closed before the payment was completed'],
    [
      'cancelled there',
      (tab: Awaited<ReturnType<typeof awaitingRepayment>>) => tab.hear({ kind: 'cancelled', purpose: 'CREDIT_REPAYMENT' }),
      'The payment was cancelled in the other tab. No charges were made to your account.',
    ],
    [
      'the payment not verified there',
      (tab: Awaited<ReturnType<typeof awaitingRepayment>>) => tab.hear({ kind: 'failed', purpose: 'CREDIT_REPAYMENT', message: 'Failed to verify payment' }),
      'Failed to verify payment',
    ],
  ])('%s: Pay is offered again, with the reason', async (_, end, message) => {
    const tab = await awaitingRepayment();
    end(tab);
    expect(tab.repayment.getSnapshot().value).toBe('editing');
    expect(tab.repayment.getSnapshot().context.error).toBe(message);
    expect(tab.walletChanged).not.toHaveBeenCalled();
    tab.repayment.send({ type: 'PAY' });
    await waitFor(tab.repayment, (s) => s.matches('awaitingPayment'));
    expect(tab.open).toHaveBeenCalledTimes(2);
  });
});
