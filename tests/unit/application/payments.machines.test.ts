import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { creditRepaymentMachine } from '../../../src/application/payments/credit-repayment.machine';
import { paymentReturnMachine, type PaymentReturnInput } from '../../../src/application/payments/payment-return.machine';
import type { PaymentStart } from '../../../src/application/ports/orders.port';
import type { Repayment } from '../../../src/application/ports/wallet.port';
import { BackendError } from '../../../src/application/shared/backend-error';
import { newPaymentSession } from '../../../src/domain/payments/payment-session';
import { toDecimalString } from '../../../src/domain/shared/money';
import { usd } from '../../support/mothers';

function startRepayment(repayDues: (repayment: Repayment) => Promise<PaymentStart>, amountDue = usd('480.00')) {
  const startPayment = vi.fn();
  const calls: Repayment[] = [];
  const actor = createActor(
    creditRepaymentMachine.provide({
      actors: {
        repayDues: fromPromise(({ input }: { input: Repayment }) => {
          calls.push(input);
          return repayDues(input);
        }),
      },
      actions: { startPayment: (_, params) => startPayment(params) },
    }),
    { input: { amountDue } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, startPayment, calls, emitted };
}

describe('creditRepaymentMachine', () => {
  it('repays the whole amount due through the chosen provider and opens its page', async () => {
    const { actor, startPayment, calls, emitted } = startRepayment(async () => ({ paymentUrl: 'https://pay.example/r_1' }));
    actor.send({ type: 'SELECT_PAYMENT', method: 'paypal' });
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('awaitingPayment'));
    expect(calls.map((call) => ({ ...call, amount: toDecimalString(call.amount) }))).toEqual([
      { amount: '480.00', gateway: 'PAYPAL', description: 'Credit due repayment' },
    ]);
    expect(startPayment).toHaveBeenCalledWith({ url: 'https://pay.example/r_1', gateway: 'PAYPAL' });
    expect(emitted).toEqual([{ type: 'paymentStarted', message: 'Please complete your payment in the new tab' }]);
  });

  it('a payment the provider’s tab says ended unpaid: back to the form, its message shown and said', async () => {
    const { actor, emitted } = startRepayment(async () => ({ paymentUrl: 'https://pay.example/r_1' }));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('awaitingPayment'));
    actor.send({ type: 'PAYMENT_TAB_ENDED', message: 'Payment was cancelled' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Payment was cancelled');
    expect(emitted.at(-1)).toEqual({ type: 'failed', message: 'Payment was cancelled' });
  });

  it('starts with apple_pay, a card provider (STRIPE)', async () => {
    const { actor, calls } = startRepayment(async () => ({ paymentUrl: 'https://pay.example/r_1' }));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('awaitingPayment'));
    expect(calls[0]?.gateway).toBe('STRIPE');
  });

  it.each([
    [new BackendError('http', 'x', 400, 'Amount does not match the credit due'), 'Amount does not match the credit due'],
    [new BackendError('network', 'down'), 'Payment failed. Please try again.'],
    [new BackendError('malformed', 'The repayment was not started: no success in the answer'), 'Invalid payment response'],
    [new BackendError('malformed', 'Unexpected answer from /wallet/repay-dues'), 'Invalid payment response'],
  ])('a failed repayment shows the server message, the fallback, or for an unreadable 2xx Invalid payment response', async (error, message) => {
    const { actor, emitted } = startRepayment(() => Promise.reject(error));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(emitted).toEqual([{ type: 'failed', message }]);
  });

  it.each([null, 'http://pay.example/r_1', 'javascript:alert(1)'])("an answer without an https payment page (%s): 'Invalid payment response', nothing opened", async (paymentUrl) => {
    const { actor, startPayment } = startRepayment(async () => ({ paymentUrl }));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Invalid payment response');
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('nothing due: Pay does nothing; an unknown method says so', () => {
    const nothingDue = startRepayment(async () => ({ paymentUrl: 'https://pay.example' }), usd('0.00'));
    nothingDue.actor.send({ type: 'PAY' });
    expect(nothingDue.calls).toEqual([]);
    const { actor } = startRepayment(async () => ({ paymentUrl: 'https://pay.example' }));
    actor.send({ type: 'SELECT_PAYMENT', method: 'wallet' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.error).toBe('Invalid payment method');
  });
});

const NOW = 1_800_000_000_000;

function startReturn(input: Partial<PaymentReturnInput>, verify: () => Promise<void> = async () => undefined) {
  const verifyPayment = vi.fn((_query: { sessionId: string; gateway: string }) => verify());
  const clearSession = vi.fn();
  const clearCart = vi.fn();
  const told = vi.fn();
  const walletChanged = vi.fn();
  const actor = createActor(
    paymentReturnMachine.provide({
      actors: { verifyPayment: fromPromise(({ input: query }) => verifyPayment(query)) },
      actions: { clearSession, clearCart, walletChanged, tellOtherTabs: (_, news) => told(news) },
    }),
    {
      input: {
        sessionId: 'cs_1',
        gateway: 'STRIPE',
        session: newPaymentSession('ORDER_PURCHASE', 'STRIPE', NOW - 60_000),
        now: NOW,
        ...input,
      },
    },
  );
  actor.start();
  return { actor, verifyPayment, clearSession, clearCart, told, walletChanged };
}

describe('paymentReturnMachine (the Success page)', () => {
  it('verifies an order purchase with the gateway from the query, then clears the session and the cart, and goes to /orders', async () => {
    const { actor, verifyPayment, clearSession, clearCart, told } = startReturn({});
    await waitFor(actor, (s) => s.matches('verified'));
    expect(told).toHaveBeenCalledExactlyOnceWith({ kind: 'paid', purpose: 'ORDER_PURCHASE' });
    expect(verifyPayment).toHaveBeenCalledWith({ sessionId: 'cs_1', gateway: 'STRIPE' });
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(clearCart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', message: 'Payment completed successfully!', goTo: '/orders' });
  });

  it('a repayment keeps the cart and goes to /profile', async () => {
    const { actor, clearCart, told, walletChanged } = startReturn({ session: newPaymentSession('CREDIT_REPAYMENT', 'STRIPE', NOW) });
    await waitFor(actor, (s) => s.matches('verified'));
    // The wallet's figures are read again: the repayment changed them.
    expect(walletChanged).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledExactlyOnceWith({ kind: 'paid', purpose: 'CREDIT_REPAYMENT' });
    expect(clearCart).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', message: 'Payment completed successfully!', goTo: '/profile' });
  });

  it.each([
    ['no session', { session: null }],
    ['a session 30 minutes old', { session: newPaymentSession('ORDER_PURCHASE', 'STRIPE', NOW - 30 * 60_000) }],
    ['a session stamped a minute in the future', { session: newPaymentSession('ORDER_PURCHASE', 'STRIPE', NOW + 60_000) }],
    ['a session given 60 minutes', { session: { ...newPaymentSession('ORDER_PURCHASE', 'STRIPE', NOW - 60_000), expiryMinutes: 60 } }],
    ['a live PayPal session and a query naming STRIPE', { session: newPaymentSession('ORDER_PURCHASE', 'PAYPAL', NOW - 60_000) }],
    ['no session_id', { sessionId: null }],
    ['no gateway', { gateway: null }],
    ["a '..' session id", { sessionId: '..' }],
    ["a '../user' session id", { sessionId: '../user' }],
    ['an unknown gateway', { gateway: 'AUTHORIZE_NET' }],
    ['a gateway that is a path', { gateway: '../user' }],
  ])("%s: 'Payment session expired or invalid', the session removed, nothing verified, then /profile", (_, input) => {
    const { actor, verifyPayment, clearSession, told } = startReturn(input);
    expect(actor.getSnapshot().value).toBe('invalid');
    // No live session of the shop's: no tab of this browser is waiting for this payment.
    expect(told).not.toHaveBeenCalled();
    expect(verifyPayment).not.toHaveBeenCalled();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'error', message: 'Payment session expired or invalid', goTo: '/profile' });
  });

  it("a failed verification: 'Failed to verify payment', the cart kept, then /profile", async () => {
    const { actor, clearCart, told } = startReturn({}, () => Promise.reject(new BackendError('http', 'x', 500)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(told).toHaveBeenCalledExactlyOnceWith({ kind: 'failed', purpose: 'ORDER_PURCHASE', message: 'Failed to verify payment' });
    expect(clearCart).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ kind: 'error', message: 'Failed to verify payment', goTo: '/profile' });
  });
});
