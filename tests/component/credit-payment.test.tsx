// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentStart } from '../../src/application/ports/orders.port';
import { BackendError } from '../../src/application/shared/backend-error';
import { ZERO, parseMoney, toDecimalString } from '../../src/domain/shared/money';
import { PAYMENT_URL, renderApp, type RenderAppOptions } from './support/render-app';
import { aProfile } from './support/fixtures';

const DUE = { wallet: { balance: parseMoney('1200'), creditDue: parseMoney('3400.50') } };

async function openCreditPayment(options: RenderAppOptions = {}) {
  const app = renderApp('/credit-payment', { role: 'DISTRIBUTOR', profile: DUE, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Credit Payment' });
  await screen.findByRole('form', { name: 'Credit Payment' });
  return app;
}

const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing\.\.\.)$/ });
const main = () => screen.getByRole('main');

describe('credit payment', () => {
  it('shows the amount due, the provider choices (Apple Pay first) and Cancel to /profile', async () => {
    await openCreditPayment();
    expect(document.title).toBe('Credit Payment | Lumen Trade');
    expect(within(main()).getByText('Amount Due')).toBeInTheDocument();
    expect(within(main()).getByText('$3,400.50')).toBeInTheDocument();
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Apple Pay', 'Google Pay', 'PayPal']);
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
    expect(payButton()).toBeEnabled();
  });

  it('starts the repayment: opens the payment page, keeps a CREDIT_REPAYMENT session, says to finish in the new tab', async () => {
    const now = Date.UTC(2026, 4, 1, 9, 30);
    const { user, wallet, paymentWindow, paymentSessionStore } = await openCreditPayment({ now });
    await user.click(payButton());

    await waitFor(() => expect(paymentWindow.open).toHaveBeenCalledWith(PAYMENT_URL));
    const repayment = wallet.repayDues.mock.calls[0]![0];
    expect(toDecimalString(repayment.amount)).toBe('3400.50');
    expect(repayment.gateway).toBe('STRIPE');
    expect(paymentSessionStore.save).toHaveBeenCalledWith({ type: 'CREDIT_REPAYMENT', gateway: 'STRIPE', timestamp: now, expiryMinutes: 30 });
    expect(within(main()).getByText('Please complete your payment in the new tab')).toBeInTheDocument();
    const open = within(main()).getByRole('link', { name: 'Open payment page' });
    expect(open).toHaveAttribute('href', PAYMENT_URL);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(payButton()).toBeDisabled();
  });

  it('repays through PayPal when chosen', async () => {
    const { user, wallet } = await openCreditPayment();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(payButton());
    await waitFor(() => expect(wallet.repayDues).toHaveBeenCalledTimes(1));
    expect(wallet.repayDues.mock.calls[0]![0].gateway).toBe('PAYPAL');
  });

  it('shows Processing... and takes one payment for a double click', async () => {
    let answer: (start: PaymentStart) => void = () => undefined;
    const { user, wallet } = await openCreditPayment({
      wallet: { repayDues: () => new Promise<PaymentStart>((resolve) => (answer = resolve)) },
    });
    await user.dblClick(payButton());
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();
    answer({ paymentUrl: PAYMENT_URL });
    expect(await within(main()).findByText('Please complete your payment in the new tab')).toBeInTheDocument();
    expect(wallet.repayDues).toHaveBeenCalledTimes(1);
  });

  it('cannot pay when nothing is due', async () => {
    await openCreditPayment({ profile: { wallet: { balance: parseMoney('1200'), creditDue: ZERO } } });
    expect(within(main()).getByText('$0.00')).toBeInTheDocument();
    expect(within(main()).getByText('You have no pending credit payments')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it("shows the server's message when the repayment is refused", async () => {
    const { user, paymentWindow } = await openCreditPayment({
      wallet: {
        repayDues: async () => {
          throw new BackendError('http', 'Request failed with status code 422', 422, 'Amount exceeds the credit due');
        },
      },
    });
    await user.click(payButton());
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Amount exceeds the credit due');
    expect(paymentWindow.open).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it("falls back to 'Payment failed. Please try again.'", async () => {
    const { user } = await openCreditPayment({
      wallet: {
        repayDues: async () => {
          throw new BackendError('network', 'Network Error');
        },
      },
    });
    await user.click(payButton());
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText('Payment failed. Please try again.')).toHaveLength(2));
  });

  it("says 'Invalid payment response' when the answer has no usable payment page", async () => {
    const { user, paymentWindow } = await openCreditPayment({ wallet: { repayDues: async () => ({ paymentUrl: null }) } });
    await user.click(payButton());
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Invalid payment response');
    expect(paymentWindow.open).not.toHaveBeenCalled();
  });

  it('is linked from nowhere on the profile', async () => {
    renderApp('/profile', { role: 'DISTRIBUTOR', profile: DUE });
    await screen.findByText('Due Amount');
    expect(document.querySelector('a[href="/credit-payment"]')).toBeNull();
  });
});

describe('credit payment, the tab left behind once the repayment ends in the provider\'s tab', () => {
  it('paid there: says so, reads the due again and shows the new figure, never the old $3,400.50', async () => {
    let due = '3400.50';
    const { user, hearFromOtherTab, loadProfile } = await openCreditPayment({
      getProfile: async () => aProfile('DISTRIBUTOR', { wallet: { balance: parseMoney('1200'), creditDue: parseMoney(due) } }),
    });
    await user.click(payButton());
    await within(main()).findByText('Please complete your payment in the new tab');
    const loadsBefore = loadProfile.mock.calls.length;
    due = '0.00';
    act(() => hearFromOtherTab({ kind: 'paid', purpose: 'CREDIT_REPAYMENT' }));

    expect(within(main()).getByText('Payment completed in the other tab').closest('[role="status"]')).not.toBeNull();
    expect(within(main()).queryByText('$3,400.50')).not.toBeInTheDocument();
    expect(await within(main()).findByText('$0.00')).toBeInTheDocument();
    expect(loadProfile.mock.calls.length).toBe(loadsBefore + 1);
    expect(within(main()).getByText('You have no pending credit payments')).toBeInTheDocument();
    expect(within(main()).queryByText('Please complete your payment in the new tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(payButton()).toBeDisabled();
  });

  it('the provider\'s tab closed without paying: Pay is offered again, with the reason', async () => {
    const { user, closePaymentTab, wallet } = await openCreditPayment();
    await user.click(payButton());
    await within(main()).findByText('Please complete your payment in the new tab');
    act(() => closePaymentTab());

    expect(within(main()).getByText('The payment tab was closed before the payment was completed')).toBeInTheDocument();
    expect(within(main()).queryByText('Please complete your payment in the new tab')).not.toBeInTheDocument();
    expect(within(main()).getByText('$3,400.50')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await user.click(payButton());
    await waitFor(() => expect(wallet.repayDues).toHaveBeenCalledTimes(2));
  });
});
