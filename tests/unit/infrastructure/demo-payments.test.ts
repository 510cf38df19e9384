// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/domain/orders/order-display';
import { centsOf } from '../../../src/domain/shared/money';
import { DemoControls } from '../../../src/infrastructure/demo/demo-controls';
import { DEMO_ORDERS_KEY, DEMO_PAYMENTS_KEY, DEMO_TRANSACTIONS_KEY } from '../../../src/infrastructure/demo/demo-sales-keys';
import { demoLedgerSeed } from '../../../src/infrastructure/demo/orders.seed';
import { PAYMENT_SESSION_KEY } from '../../../src/infrastructure/browser/local-storage-payment-session';
import {
  SHOP_ORIGIN,
  demoServer,
  line,
  orderFor,
  refusalOf,
  sessionOf,
  signedInAs,
  storedOrders,
  storedTransactions,
  walletCents,
} from '../../support/demo-server';
import { usd } from '../../support/mothers';
import { newAttemptKey } from '../../../src/application/shared/attempt-key';

const storage = window.localStorage;
beforeEach(() => storage.clear());

// The ledger starts with the dealer's seeded history: these tests look at what is recorded after it.
const lastSeededOrder = Math.max(...demoLedgerSeed.orders().map((order) => order.id));
const lastSeededTransaction = Math.max(...demoLedgerSeed.transactions().map((transaction) => transaction.id));
const placedOrders = () => storedOrders(storage).filter((order) => order.id > lastSeededOrder);
const newTransactions = () => storedTransactions(storage).filter((transaction) => transaction.id > lastSeededTransaction);

/** p-059 (TS-B302) by the case of 6 at the distributor's $161.82 ($153.729 a unit): 922.37, shipping 46.12, total 968.49. */
async function cardOrder(gateway: 'STRIPE' | 'PAYPAL' = 'STRIPE') {
  const server = await signedInAs(storage, 'distributor@demo.test');
  const { paymentUrl, orderId } = await server.orders.placeOrder(
    orderFor([line('p-059', 'DISTRIBUTOR', { quantityType: 'CASE' })], { gateway }), newAttemptKey(),
  );
  return { server, paymentUrl, orderId, ...sessionOf(paymentUrl) };
}

const repayment = { amount: usd('480.00'), gateway: 'PAYPAL', description: 'Credit due repayment' } as const;

describe('a card or PayPal order', () => {
  it('waits for its payment: the order is pending, the wallet untouched, the payment page in the app', async () => {
    const { server, paymentUrl, orderId, sessionId } = await cardOrder();
    expect(orderId).toBe(String(placedOrders()[0]?.id));
    expect(String(paymentUrl)).toMatch(new RegExp(`^${SHOP_ORIGIN}/demo-payment\\?session_id=demo_[0-9a-f]{24}&gateway=STRIPE$`));
    expect(placedOrders()[0]).toMatchObject({ status: 'PAYMENT_PENDING', paymentStatus: 'PENDING', gateway: 'STRIPE', total: '968.49' });
    expect(await walletCents(server)).toEqual({ balance: 5_000_000, creditDue: 340_050 });
    expect(newTransactions()).toEqual([]);

    // The payment tab: another set of adapters on the same storage.
    const described = await demoServer(storage).payments.describe(sessionId);
    expect(described).toMatchObject({ gateway: 'STRIPE', purpose: 'ORDER_PURCHASE', status: 'PENDING' });
    expect(centsOf(described!.amount)).toBe(96_849);
  });

  it('is paid once verified, and verifying again changes nothing', async () => {
    const { server, sessionId, gateway } = await cardOrder('PAYPAL');
    await server.wallet.verifyPayment(sessionId, gateway);
    await server.wallet.verifyPayment(sessionId, gateway);

    expect(placedOrders()[0]).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'COMPLETED' });
    expect(newTransactions()).toEqual([
      expect.objectContaining({ type: 'PAYMENT', amount: '-968.49', description: `Order ${formatOrderNumber(lastSeededOrder + 1)}`, paymentMethod: 'PAYPAL' }),
    ]);
    expect(await walletCents(server)).toEqual({ balance: 5_000_000, creditDue: 340_050 });
    expect((await server.payments.describe(sessionId))?.status).toBe('COMPLETED');
  });

  it.each([
    ['an unknown session', 'demo_0000', 'STRIPE'],
    ['the wrong gateway', null, 'PAYPAL'],
  ])('answers Payment not found for %s', async (_label, session, gateway) => {
    const { server, sessionId } = await cardOrder();
    const refusal = await refusalOf(server.wallet.verifyPayment(session ?? sessionId, gateway));
    expect(refusal).toMatchObject({ kind: 'not-found', status: 404, serverMessage: 'Payment not found' });
    expect(placedOrders()[0]?.paymentStatus).toBe('PENDING');
  });

  it("answers Payment not found for another buyer's payment", async () => {
    const { server, sessionId, gateway } = await cardOrder();
    await server.identity.signOut();
    const other = await signedInAs(storage, 'dealer@demo.test');
    expect((await refusalOf(other.wallet.verifyPayment(sessionId, gateway))).serverMessage).toBe('Payment not found');
  });

  it('needs a signed-in buyer to verify', async () => {
    const { sessionId, gateway, server } = await cardOrder();
    await server.identity.signOut();
    expect((await refusalOf(server.wallet.verifyPayment(sessionId, gateway))).kind).toBe('unauthorized');
  });
});

describe('cancelling on the payment page', () => {
  it('cancels the order, and the payment can no longer be verified', async () => {
    const { server, sessionId, gateway } = await cardOrder();
    await demoServer(storage).payments.cancel(sessionId);
    expect(placedOrders()[0]).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED' });
    expect((await server.payments.describe(sessionId))?.status).toBe('CANCELLED');
    expect((await refusalOf(server.wallet.verifyPayment(sessionId, gateway))).serverMessage).toBe('This payment was cancelled');
    expect(newTransactions()).toEqual([]);
    await expect(server.payments.cancel(sessionId)).resolves.toBeUndefined();
  });

  it('is refused once the payment is completed', async () => {
    const { server, sessionId, gateway } = await cardOrder();
    await server.wallet.verifyPayment(sessionId, gateway);
    expect((await refusalOf(server.payments.cancel(sessionId))).serverMessage).toBe('This payment is already completed');
    expect(placedOrders()[0]?.status).toBe('CONFIRMED');
  });

  it('knows no payment it never started', async () => {
    const server = demoServer(storage);
    expect(await server.payments.describe('demo_nothing')).toBeNull();
    expect((await refusalOf(server.payments.cancel('demo_nothing'))).kind).toBe('not-found');
  });
});

describe('repaying the credit due', () => {
  it('starts a payment for the whole due, and once verified the due goes down and the balance up', async () => {
    const server = await signedInAs(storage, 'local.dealer@demo.test');
    const { paymentUrl } = await server.wallet.repayDues(repayment);
    const { sessionId, gateway } = sessionOf(paymentUrl);
    expect(gateway).toBe('PAYPAL');
    expect(await server.payments.describe(sessionId)).toMatchObject({ purpose: 'CREDIT_REPAYMENT', status: 'PENDING' });
    expect(await walletCents(server)).toEqual({ balance: 250_000, creditDue: 48_000 });

    await server.wallet.verifyPayment(sessionId, gateway);
    await server.wallet.verifyPayment(sessionId, gateway);

    expect(await walletCents(demoServer(storage))).toEqual({ balance: 298_000, creditDue: 0 });
    expect(newTransactions()).toEqual([
      expect.objectContaining({ type: 'CREDIT_REPAYMENT', amount: '480.00', description: 'Credit due repayment', paymentMethod: 'PAYPAL' }),
    ]);
  });

  it('is refused for any amount but the whole due', async () => {
    const server = await signedInAs(storage, 'local.dealer@demo.test');
    const refusal = await refusalOf(server.wallet.repayDues({ ...repayment, amount: usd('479.99') }));
    expect(refusal.serverMessage).toBe('The amount to repay must be your current due of $480.00');
    expect(storage.getItem(DEMO_PAYMENTS_KEY)).toBeNull();
  });

  it('is refused when nothing is due', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const refusal = await refusalOf(server.wallet.repayDues({ ...repayment, amount: usd('0.00') }));
    expect(refusal.serverMessage).toBe('There is no amount due on your account');
  });

  it('a second repayment started for the same due cannot pay it back twice', async () => {
    const server = await signedInAs(storage, 'local.dealer@demo.test');
    const first = sessionOf((await server.wallet.repayDues(repayment)).paymentUrl);
    const second = sessionOf((await server.wallet.repayDues(repayment)).paymentUrl);
    await server.wallet.verifyPayment(first.sessionId, first.gateway);
    const refusal = await refusalOf(server.wallet.verifyPayment(second.sessionId, second.gateway));
    expect(refusal.serverMessage).toBe('The amount due has changed since this payment was started');
    expect(await walletCents(server)).toEqual({ balance: 298_000, creditDue: 0 });
  });
});

describe('stored payments', () => {
  it('that do not read fall back to none, and a new one starts afresh', async () => {
    storage.setItem(DEMO_PAYMENTS_KEY, JSON.stringify([{ sessionId: 'demo_1', amount: 12 }]));
    const server = await signedInAs(storage, 'local.dealer@demo.test');
    expect(await server.payments.describe('demo_1')).toBeNull();
    const { sessionId } = sessionOf((await server.wallet.repayDues(repayment)).paymentUrl);
    expect((await server.payments.describe(sessionId))?.status).toBe('PENDING');
  });

  it('Reset demo data clears orders, transactions, payments and the payment session', async () => {
    const { server } = await cardOrder();
    await server.orders.placeOrder(orderFor([line('p-001', 'DISTRIBUTOR')]), newAttemptKey());
    storage.setItem(PAYMENT_SESSION_KEY, JSON.stringify({ type: 'ORDER_PURCHASE', timestamp: 1, expiryMinutes: 30 }));
    const keys = [DEMO_ORDERS_KEY, DEMO_TRANSACTIONS_KEY, DEMO_PAYMENTS_KEY, PAYMENT_SESSION_KEY];
    expect(keys.filter((key) => storage.getItem(key) === null)).toEqual([]);
    new DemoControls(storage, () => undefined).reset();
    expect(keys.filter((key) => storage.getItem(key) !== null)).toEqual([]);
  });
});
