import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BuyerScreenParts } from '../../../src/application/buyer-services';
import { ordersUseCases } from '../../../src/application/orders/orders.use-cases';
import { paymentReturnMachineFor } from '../../../src/application/payments/buyer-payments';
import type { OrdersPort } from '../../../src/application/ports/orders.port';
import type { ProfilePort } from '../../../src/application/ports/profile.port';
import { AccountError, accountUseCases } from '../../../src/application/profile/account.use-cases';
import { contactProblem } from '../../../src/application/profile/contact-rules';
import { readChosenFile } from '../../../src/application/profile/read-chosen-file';
import { refusalProblem } from '../../../src/application/registration/registration-checks';
import { BackendError } from '../../../src/application/shared/backend-error';
import { isRefusal } from '../../../src/application/shared/payment-outcome';
import { profileEditFrom } from '../../../src/domain/accounts/profile-edit';
import { SIGNATURE_LENGTH } from '../../../src/domain/accounts/upload';
import { newPaymentSession } from '../../../src/domain/payments/payment-session';
import { aProfile } from '../../support/mothers';

describe('contact rules at their edges', () => {
  it('a phone number of 15 digits is one; of 16 is not', () => {
    expect(contactProblem('phone', '+123 456 789 012 345')).toBeNull();
    expect(contactProblem('phone', '+123 456 789 012 3456')).toBe('Enter a phone number with its area code, like 512-555-0100');
  });

  it('a password is judged as typed, spaces and all: only an empty one is left to the required check', () => {
    expect(contactProblem('password', '  abcd  ')).toBeNull();
    expect(contactProblem('password', ' ')).toBe('Use at least 6 characters for the password');
    expect(contactProblem('password', '')).toBeNull();
  });
});

describe('refusalProblem: the sign-in service’s refusal on its field', () => {
  it.each([
    ['email-taken', { email: 'This email already has an account' }],
    ['email-malformed', { email: 'Enter an email address like name@company.com' }],
    ['weak-password', { password: 'Use at least 6 characters for the password' }],
  ] as const)('%s', (reason, problems) => {
    expect(refusalProblem(reason)).toEqual(problems);
  });
});

describe('isRefusal: the backend said no, so nothing was done', () => {
  it.each<[string, unknown, boolean]>([
    ['a 4xx', new BackendError('http', 'Bad Request', 400), true],
    ['a 2xx saying no (no status)', new BackendError('http', 'Insufficient Balance'), true],
    ['a 5xx', new BackendError('http', 'The backend answered 500', 500), false],
    ['not found', new BackendError('not-found', 'Not found', 404), true],
    ['a refused session', new BackendError('unauthorized', 'Not signed in', 403), true],
    ['no answer', new BackendError('network', 'The backend could not be reached'), false],
    ['an unreadable answer', new BackendError('malformed', 'Unexpected answer from /orders'), false],
    ['another error', new Error('boom'), false],
    ['another error that says not found', Object.assign(new Error('gone'), { kind: 'not-found' }), false],
  ])('%s: %j', (_label, error, refusal) => {
    expect(isRefusal(error)).toBe(refusal);
  });
});

describe('readChosenFile', () => {
  it('reads the name, type, size and the first bytes of a picked file, and keeps the file', async () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, index) => index);
    const file = new File([bytes], 'resale.pdf', { type: 'application/pdf' });
    const chosen = await readChosenFile(file);
    expect({ name: chosen.name, type: chosen.type, size: chosen.size, file: chosen.file }).toEqual({ name: 'resale.pdf', type: 'application/pdf', size: 40, file });
    expect([...chosen.firstBytes]).toEqual([...bytes.slice(0, SIGNATURE_LENGTH)]);
  });
});

describe('account use cases: the words of a refused save', () => {
  function account(updateProfile: ProfilePort['updateProfile']) {
    const profile = { getProfile: vi.fn(), completeRegistration: vi.fn(), updateProfile: vi.fn(updateProfile) } satisfies ProfilePort;
    return { account: accountUseCases(profile, { sendPasswordReset: vi.fn() }, vi.fn()), profile };
  }

  it('a field of the wrong form is refused before sending: "Please correct the highlighted fields"', async () => {
    const { account: useCases, profile } = account(async () => aProfile());
    const error = await useCases.saveProfile({ ...profileEditFrom(aProfile()), zip: 'ABCDE' }, null).catch((reason: unknown) => reason);
    expect(error).toEqual(new AccountError('Please correct the highlighted fields'));
    expect((error as Error).name).toBe('AccountError');
    expect(profile.updateProfile).not.toHaveBeenCalled();
  });

  it('without a photo: sent without one, and a 413 is "Failed to update profile", not the photo’s words', async () => {
    const { account: useCases, profile } = account(async () => Promise.reject(new BackendError('http', 'Payload Too Large', 413)));
    await expect(useCases.saveProfile(profileEditFrom(aProfile()), null)).rejects.toEqual(new AccountError('Failed to update profile'));
    expect(vi.mocked(profile.updateProfile).mock.calls[0]![1]).toBeNull();
  });
});

describe('orders use cases: one order, and a page without a search', () => {
  it('reads an order by its id, and asks for a page with no search when none is typed', async () => {
    const orders = { placeOrder: vi.fn(), myOrders: vi.fn(async () => []), order: vi.fn(async () => ({ id: '12' })) } as unknown as OrdersPort;
    const useCases = ordersUseCases(orders, { myTransactions: vi.fn() }, { product: vi.fn() });
    expect(await useCases.order('12')).toEqual({ id: '12' });
    expect(orders.order).toHaveBeenCalledWith('12');
    await useCases.ordersPage({ page: 1 });
    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 10, search: undefined });
  });
});

describe('paymentReturnMachineFor: the Success page on the buyer’s wallet', () => {
  it('verifies with the wallet, then clears the session and the cart, tells the wallet and the other tabs', async () => {
    const parts = {
      wallet: { verifyPayment: vi.fn(async () => undefined) },
      clearPaymentSession: vi.fn(),
      clearCart: vi.fn(),
      walletChanged: vi.fn(),
      tellPaymentTabs: vi.fn(),
    };
    const now = Date.UTC(2026, 10, 2, 15, 0);
    const actor = createActor(paymentReturnMachineFor(parts as unknown as BuyerScreenParts), {
      input: { sessionId: 'cs_1', gateway: 'STRIPE', session: newPaymentSession('ORDER_PURCHASE', 'STRIPE', now - 60_000), now },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('verified'));
    expect(parts.wallet.verifyPayment).toHaveBeenCalledWith('cs_1', 'STRIPE');
    expect([parts.clearPaymentSession, parts.clearCart, parts.walletChanged].map((action) => action.mock.calls.length)).toEqual([1, 1, 1]);
    expect(parts.tellPaymentTabs).toHaveBeenCalledWith({ kind: 'paid', purpose: 'ORDER_PURCHASE' });
  });
});
