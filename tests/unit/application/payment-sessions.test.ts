import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { buyerServices, type BuyerParts, type BuyerServices } from '../../../src/application/buyer-services';
import { creditRepaymentMachineFor } from '../../../src/application/payments/buyer-payments';
import type { PaymentSessionStorePort } from '../../../src/application/ports/payment-session-store.port';
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
  const open = vi.fn();
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
  it('a live session: removed, and its type says where Try Again goes', () => {
    const { services, stored } = startBuyer(newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', NOW - 5 * MINUTE));
    expect(services.paymentSessions.cancel()).toEqual({ kind: 'cancelled', title: 'Payment Cancelled', retryPath: '/credit-payment' });
    expect(stored()).toBeNull();
  });

  it.each([
    ['none', null],
    ['an expired one', newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', NOW - 31 * MINUTE)],
    ['one stamped in the future', newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', NOW + MINUTE)],
  ])('%s: removed, and no live session to go by: expired or invalid, then /profile', (_, session) => {
    const { services, stored } = startBuyer(session);
    expect(services.paymentSessions.cancel()).toEqual({ kind: 'expired', message: 'Payment session expired or invalid', goTo: '/profile' });
    expect(stored()).toBeNull();
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
