// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DemoPayment, DemoPaymentsPort } from '../../src/application/ports/demo-payments.port';
import { BackendError } from '../../src/application/shared/backend-error';
import type { PaymentSession, PaymentSessionType, ReturningGateway } from '../../src/domain/payments/payment-session';
import { parseMoney } from '../../src/domain/shared/money';
import { aCartItem } from './support/fixtures';
import { renderApp, type RenderAppOptions } from './support/render-app';

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const minutesAgo = (minutes: number) => NOW - minutes * 60_000;
const session = (type: PaymentSessionType, startedMinutesAgo = 5, gateway: ReturningGateway = 'STRIPE'): PaymentSession => ({
  type,
  gateway,
  timestamp: minutesAgo(startedMinutesAgo),
  expiryMinutes: 30,
});

function openSuccess(query: string, options: RenderAppOptions = {}) {
  return renderApp(`/success${query}`, { role: 'DEALER', now: NOW, cartItems: [aCartItem()], ...options });
}

describe('success page', () => {
  it("shows 'Payment Successful!' and 'Verifying payment...' while the payment is checked", async () => {
    openSuccess('?session_id=cs_1&gateway=STRIPE', {
      paymentSession: session('ORDER_PURCHASE'),
      wallet: { verifyPayment: () => new Promise<void>(() => undefined) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Verifying payment...')).toBeInTheDocument();
  });

  it('an order verified: toast, cart and session cleared, then /orders', async () => {
    const { wallet, services, location, paymentSessionStore } = openSuccess('?session_id=cs_1&gateway=STRIPE', {
      paymentSession: session('ORDER_PURCHASE'),
    });
    expect(await screen.findByText('Payment completed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(wallet.verifyPayment).toHaveBeenCalledWith('cs_1', 'STRIPE');
    expect((await services.buyer()).cart.getSnapshot().context.items).toEqual([]);
    expect(paymentSessionStore.load()).toBeNull();
  });

  it('a repayment verified: toast, then /profile, the cart kept', async () => {
    const { wallet, services, location } = openSuccess('?session_id=pp_9&gateway=PAYPAL', {
      paymentSession: session('CREDIT_REPAYMENT', 5, 'PAYPAL'),
    });
    expect(await screen.findByText('Payment completed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(wallet.verifyPayment).toHaveBeenCalledWith('pp_9', 'PAYPAL');
    expect((await services.buyer()).cart.getSnapshot().context.items).toHaveLength(1);
  });

  it.each([
    ['an expired session (31 minutes)', '?session_id=cs_1&gateway=STRIPE', session('ORDER_PURCHASE', 31)],
    ['no stored session', '?session_id=cs_1&gateway=STRIPE', null],
    ['no session_id in the query', '?gateway=STRIPE', session('ORDER_PURCHASE')],
    ['a session_id that is a path (../../user)', '?session_id=..%2F..%2Fuser&gateway=STRIPE', session('ORDER_PURCHASE')],
    ['a gateway the shop never starts', '?session_id=cs_1&gateway=AUTHORIZE_NET', session('ORDER_PURCHASE')],
    ['a session stamped 10 minutes in the future', '?session_id=cs_1&gateway=STRIPE', session('ORDER_PURCHASE', -10)],
    ['a session given a day to live', '?session_id=cs_1&gateway=STRIPE', { ...session('ORDER_PURCHASE', 45), expiryMinutes: 24 * 60 }],
    ['a PayPal session and a query naming STRIPE', '?session_id=cs_1&gateway=STRIPE', session('ORDER_PURCHASE', 5, 'PAYPAL')],
  ])("%s: 'Payment session expired or invalid', then /profile", async (_, query, stored) => {
    const { wallet, location, paymentSessionStore } = openSuccess(query, { paymentSession: stored });
    expect(await screen.findByText('Payment session expired or invalid')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(wallet.verifyPayment).not.toHaveBeenCalled();
    expect(paymentSessionStore.load()).toBeNull();
  });

  it("a failed verification: 'Failed to verify payment', then /profile", async () => {
    const { location, services } = openSuccess('?session_id=cs_1&gateway=STRIPE', {
      paymentSession: session('ORDER_PURCHASE'),
      wallet: {
        verifyPayment: async () => {
          throw new BackendError('http', 'Request failed with status code 400', 400);
        },
      },
    });
    expect(await screen.findByText('Failed to verify payment')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect((await services.buyer()).cart.getSnapshot().context.items).toHaveLength(1);
  });

  it.each([
    ['verified', session('ORDER_PURCHASE'), 'Payment completed successfully!', '/orders'],
    ['expired', session('ORDER_PURCHASE', 45), 'Payment session expired or invalid', '/profile'],
  ])('under StrictMode, %s: one toast, one navigation', async (_, stored, message, target) => {
    const { services, location } = openSuccess('?session_id=cs_1&gateway=STRIPE', { paymentSession: stored, strict: true });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(target));
    expect(services.toasts.getSnapshot().context.shown).toBe(1);
  });
});

describe('cancel page', () => {
  async function openCancel(stored: PaymentSession | null, options: RenderAppOptions = {}) {
    const app = renderApp('/cancel', { role: 'DEALER', now: NOW, paymentSession: stored, ...options });
    await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' });
    return app;
  }

  it.each([
    ['a repayment', '/credit-payment', 'CREDIT_REPAYMENT'],
    ['an order', '/checkout', 'ORDER_PURCHASE'],
  ] as const)('after %s, removes the session and Try Again goes to %s', async (_, target, type) => {
    const { paymentSessionStore } = await openCancel(session(type));
    await waitFor(() => expect(document.title).toBe('Payment Cancelled | Lumen Trade'));
    expect(screen.getByText('No charges were made to your account.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', target));
    expect(paymentSessionStore.clear).toHaveBeenCalledTimes(1);
    expect(paymentSessionStore.load()).toBeNull();
  });

  it.each([
    ['no stored session', null],
    ['an expired repayment session (31 minutes)', session('CREDIT_REPAYMENT', 31)],
    ['a session stamped in the future', session('CREDIT_REPAYMENT', -10)],
  ])("%s: removed, 'Payment session expired or invalid', then /profile", async (_, stored) => {
    const { location, paymentSessionStore, services } = renderApp('/cancel', { role: 'DEALER', now: NOW, paymentSession: stored, strict: true });
    expect(await screen.findByText('Payment session expired or invalid')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(paymentSessionStore.load()).toBeNull();
    expect(services.toasts.getSnapshot().context.shown).toBe(1);
  });

  it('under StrictMode, cancels once and still knows a repayment', async () => {
    const { paymentSessionStore } = await openCancel(session('CREDIT_REPAYMENT'), { strict: true });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/credit-payment'));
    expect(paymentSessionStore.clear).toHaveBeenCalledTimes(1);
  });
});

describe('demo payment page', () => {
  const payment: DemoPayment = { amount: parseMoney('546.59'), gateway: 'STRIPE', purpose: 'ORDER_PURCHASE', status: 'PENDING' };
  const demoPayments = (answer: DemoPayment | null = payment) => ({
    describe: vi.fn<DemoPaymentsPort['describe']>(async () => answer),
    cancel: vi.fn<DemoPaymentsPort['cancel']>(async () => undefined),
  });

  it('shows the provider and the amount; Pay returns to /success with the session and gateway', async () => {
    const port = demoPayments();
    const { user, location } = renderApp('/demo-payment?session_id=demo_abc&gateway=STRIPE', {
      role: 'DEALER',
      demoPayments: port,
      paymentSession: session('ORDER_PURCHASE'),
      now: NOW,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stripe' })).toBeInTheDocument();
    expect(screen.getByText('Card payment (demo)')).toBeInTheDocument();
    expect(port.describe).toHaveBeenCalledWith('demo_abc');
    await user.click(screen.getByRole('link', { name: 'Pay $546.59' }));
    expect(await screen.findByText('Payment completed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/orders'));
  });

  it('names PayPal for a PayPal payment', async () => {
    renderApp('/demo-payment?session_id=demo_pp&gateway=PAYPAL', { demoPayments: demoPayments({ ...payment, gateway: 'PAYPAL' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'PayPal' })).toBeInTheDocument();
  });

  it('Cancel marks the payment cancelled, then /cancel', async () => {
    const port = demoPayments({ ...payment, purpose: 'CREDIT_REPAYMENT' });
    const { user, location } = renderApp('/demo-payment?session_id=demo_abc&gateway=STRIPE', {
      role: 'DEALER',
      demoPayments: port,
      paymentSession: session('CREDIT_REPAYMENT'),
      now: NOW,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/cancel'));
    expect(port.cancel).toHaveBeenCalledWith('demo_abc');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/credit-payment'));
  });

  it('says so for an unknown payment', async () => {
    renderApp('/demo-payment?session_id=nope', { demoPayments: demoPayments(null) });
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
  });

  it('is the 404 page over HTTP', async () => {
    renderApp('/demo-payment?session_id=demo_abc', { backend: 'http' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
