/**
 * Issue 9: every call of spec §7 fails as a BackendError, never a crash or a
 * wait without end, whether the backend answers malformed, with a 500, not
 * in time, or not at all. The cases already proven next to each adapter's
 * contract (docs/failure-handling.md) are not repeated here.
 */
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { NewOrder } from '../../src/application/ports/orders.port';
import { ZERO } from '../../src/domain/shared/money';
import { HttpCatalog } from '../../src/infrastructure/http/catalog.http';
import { HttpCoupons } from '../../src/infrastructure/http/coupons.http';
import { createHttpClient, type HttpClient } from '../../src/infrastructure/http/http-client';
import { REQUEST_TIMEOUT_MS } from '../../src/infrastructure/http/request-timeouts';
import { HttpOrders } from '../../src/infrastructure/http/orders.http';
import { HttpPasswordReset } from '../../src/infrastructure/http/password-reset.http';
import { HttpProfile } from '../../src/infrastructure/http/profile.http';
import { HttpTransactions } from '../../src/infrastructure/http/transactions.http';
import { HttpWallet } from '../../src/infrastructure/http/wallet.http';
import { backendFailure, failureLabels, type Failure } from '../support/backend-failures';
import { usd } from '../support/mothers';
import { API, FakeIdentity, backendErrorOf, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';
import { newAttemptKey } from '../../src/application/shared/attempt-key';

const { server } = mockBackend();

/** Short enough for a test, long enough for MSW to answer every other case first. */
const TEST_TIMEOUT_MS = 100;

function adapters() {
  return adaptersOn(createHttpClient(API, new FakeIdentity(), { timeoutMs: TEST_TIMEOUT_MS, uploadTimeoutMs: TEST_TIMEOUT_MS }));
}

function adaptersOn(client: HttpClient) {
  return {
    // No signed-in id: the failures here are GET /user's; the wallet's own are in profile.http.test.ts.
    profile: new HttpProfile(client, async () => null),
    coupons: new HttpCoupons(client),
    catalog: new HttpCatalog(client),
    passwordReset: new HttpPasswordReset(client),
    orders: new HttpOrders(client),
    wallet: new HttpWallet(client),
    transactions: new HttpTransactions(client),
  };
}
type Adapters = ReturnType<typeof adapters>;

const anOrder: NewOrder = {
  items: [{ productId: '1', variantId: '1', quantity: 2 }],
  shippingAddress: { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', phone: '(512) 555-0142' },
  notes: '',
  paymentOrder: 'PO-7781',
  gateway: 'WALLET',
  subtotal: usd('24.60'),
  discountAmount: ZERO,
  couponCode: null,
  shippingCost: ZERO,
  total: usd('24.60'),
};

interface Call {
  /** As spec §7 names it. */
  readonly call: string;
  readonly method: 'get' | 'post' | 'patch';
  readonly path: string;
  readonly send: (adapters: Adapters) => Promise<unknown>;
  /** The failures no adapter contract test covers yet. */
  readonly untested: readonly Failure[];
  /** What an empty 200 means for this call: malformed unless said otherwise. */
  readonly emptyAnswer?: 'not-found' | 'success';
}

const calls: Call[] = [
  { call: 'GET /user', method: 'get', path: '/user', send: (a) => a.profile.getProfile(), untested: ['500', 'timeout', 'offline'] },
  {
    call: 'PATCH /user (registration)',
    method: 'patch',
    path: '/user',
    send: (a) => a.profile.completeRegistration({ name: 'Dana' }, null),
    untested: ['timeout'],
  },
  {
    call: 'PATCH /user (Edit Profile)',
    method: 'patch',
    path: '/user',
    send: (a) => a.profile.updateProfile({ name: 'Dana' }, null),
    untested: ['500', 'timeout', 'offline'],
  },
  { call: 'GET /coupons/my-coupons', method: 'get', path: '/coupons/my-coupons', send: (a) => a.coupons.myCoupons(), untested: ['timeout'] },
  {
    call: 'POST /coupons/validate',
    method: 'post',
    path: '/coupons/validate',
    send: (a) => a.coupons.validate('WELCOME10', usd('120')),
    untested: ['malformed', '500', 'timeout'],
  },
  { call: 'GET /category', method: 'get', path: '/category', send: (a) => a.catalog.listCategories(), untested: ['timeout', 'offline'] },
  {
    call: 'GET /products',
    method: 'get',
    path: '/products',
    send: (a) => a.catalog.listProducts({ skip: 0, take: 40 }),
    untested: ['timeout', 'offline'],
  },
  {
    call: 'GET /products/{id}',
    method: 'get',
    path: '/products/1',
    send: (a) => a.catalog.getProduct('1'),
    untested: ['500', 'timeout'],
    // This backend's answer for a missing product.
    emptyAnswer: 'not-found',
  },
  {
    call: 'GET /products/home-preview',
    method: 'get',
    path: '/products/home-preview',
    send: (a) => a.catalog.homePreview(8),
    untested: ['malformed', '500', 'timeout', 'offline'],
  },
  {
    call: 'GET /wallet/{uid} (inside GET /user)',
    method: 'get',
    path: '/wallet/2hL2i83VQbbtvVWIxIuHzxb2SNPd',
    send: (a) => a.profile.getProfile(),
    untested: [],
  },
  {
    call: 'POST /user/forgot-password',
    method: 'post',
    path: '/user/forgot-password',
    send: (a) => a.passwordReset.sendPasswordReset('dana@glow.example'),
    untested: ['malformed', 'timeout'],
    // Spec §7 leaves this answer open: any 2xx is sent.
    emptyAnswer: 'success',
  },
  {
    call: 'GET /orders/my-orders',
    method: 'get',
    path: '/orders/my-orders',
    send: (a) => a.orders.myOrders({ skip: 0, take: 10 }),
    untested: ['timeout'],
  },
  { call: 'GET /orders/{id}', method: 'get', path: '/orders/12', send: (a) => a.orders.order('12'), untested: ['timeout'] },
  { call: 'POST /orders', method: 'post', path: '/orders', send: (a) => a.orders.placeOrder(anOrder, newAttemptKey()), untested: ['timeout'] },
  {
    call: 'POST /wallet/repay-dues',
    method: 'post',
    path: '/wallet/repay-dues',
    send: (a) => a.wallet.repayDues({ amount: usd('480'), gateway: 'PAYPAL', description: 'Credit due repayment' }),
    untested: ['timeout'],
  },
  {
    call: 'PATCH /wallet/verify-payment/{session_id}/{gateway}',
    method: 'patch',
    path: '/wallet/verify-payment/cs_1/STRIPE',
    send: (a) => a.wallet.verifyPayment('cs_1', 'STRIPE'),
    untested: ['malformed', '500', 'timeout'],
  },
  {
    call: 'GET /transactions/my-transactions',
    method: 'get',
    path: '/transactions/my-transactions',
    send: (a) => a.transactions.myTransactions({ skip: 0, take: 20 }),
    untested: ['timeout'],
  },
];

/** What the mock backend does for each failure. */
const misbehaviour: Record<Failure, () => Promise<Response> | Response> = {
  // Where an answer's shape is open, only a page that is not JSON is malformed (a proxy's or Wi-Fi portal's).
  malformed: () => HttpResponse.html('<!doctype html><html><body>Sign in to the guest Wi-Fi</body></html>'),
  // No { message }: the screen's own words are the ones shown.
  '500': () => new HttpResponse(null, { status: 500 }),
  timeout: async () => {
    await delay('infinite');
    return HttpResponse.json({});
  },
  offline: () => HttpResponse.error(),
};

/** Each call's untested failures, named `GET /user: an HTTP 500`. */
const cases = calls.flatMap((call) => call.untested.map((failure): [string, Call, Failure] => [`${call.call}: ${failureLabels[failure]}`, call, failure]));

describe('every spec §7 call fails as a BackendError the screens turn into the spec message', () => {
  it.each(cases)('%s', async (_name, call, failure) => {
    server.use(http[call.method](`${API}${call.path}`, misbehaviour[failure]));
    const error = await backendErrorOf(call.send(adapters()));
    const expected = backendFailure(failure, call.path);
    expect({ kind: error.kind, message: error.message, status: error.status, serverMessage: error.serverMessage }).toEqual({
      kind: expected.kind,
      message: expected.message,
      status: expected.status,
      serverMessage: undefined,
    });
  });
});

/** The real backend's refusal of a token (its guard answers 403, never 401). */
const forbidden = () => HttpResponse.json(realAnswer('user-bad-token').body as never, { status: 403 });
const emptyOk = () => new HttpResponse(null, { status: 200 });

/** The wallet read inside GET /user fails in every way above, yet the profile stands with its own figures. */
const walletCall = calls.find((call) => call.path.startsWith('/wallet/2h'))!;
const refusalCalls = calls.filter((call) => call !== walletCall);

describe('a 403 "Forbidden resource" to any call is a refused session: one forced refresh, then sign-out with its message', () => {
  it.each(refusalCalls.map((call): [string, Call] => [call.call, call]))('%s', async (_name, call) => {
    server.use(http[call.method](`${API}${call.path}`, forbidden));
    const identity = new FakeIdentity();
    const onUnauthorized = vi.fn();
    const client = createHttpClient(API, identity, { onUnauthorized, timeoutMs: TEST_TIMEOUT_MS, uploadTimeoutMs: TEST_TIMEOUT_MS });
    const error = await backendErrorOf(call.send(adaptersOn(client)));
    expect({ kind: error.kind, message: error.message, status: error.status, serverMessage: error.serverMessage }).toEqual({
      kind: 'unauthorized',
      message: 'Forbidden resource',
      status: 403,
      serverMessage: 'Forbidden resource',
    });
    expect(identity.forcedRefreshes).toBe(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('an empty 200 to any call is no answer (malformed), except where it means something', () => {
  it.each(refusalCalls.map((call): [string, Call] => [call.call, call]))('%s', async (_name, call) => {
    server.use(http[call.method](`${API}${call.path}`, emptyOk));
    const result = call.send(adapters());
    if (call.emptyAnswer === 'success') {
      await expect(result).resolves.toBeUndefined();
      return;
    }
    const error = await backendErrorOf(result);
    expect(error.kind).toBe(call.emptyAnswer ?? 'malformed');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('GET /wallet/{uid} inside GET /user', () => {
  it.each<[string, () => Promise<Response> | Response]>([
    ...(['malformed', '500', 'timeout', 'offline'] as const).map((failure): [string, () => Promise<Response> | Response] => [failureLabels[failure], misbehaviour[failure]]),
    ['an empty 200', emptyOk],
  ])('failing with %s leaves the profile with its own figures', async (_label, fail) => {
    server.use(
      http.get(`${API}/user`, () => HttpResponse.json(realAnswer('user-dealer').body as never)),
      http.get(`${API}${walletCall.path}`, fail),
    );
    const profile = await walletCall.send(adapters());
    expect(profile).toMatchObject({ name: 'Dana', id: '2hL2i83VQbbtvVWIxIuHzxb2SNPd' });
  });
});

describe('the request timeout', () => {
  it('is 20 seconds on the client the shop builds', async () => {
    server.use(http.get(`${API}/user`, () => HttpResponse.json(realAnswer('user-dealer').body as never)));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await createHttpClient(API, new FakeIdentity()).get('/user', z.unknown());
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    timeout.mockRestore();
  });

  it('gives up on a backend that never answers after the timeout, not before', async () => {
    server.use(http.get(`${API}/user`, misbehaviour.timeout));
    const started = performance.now();
    await backendErrorOf(adapters().profile.getProfile());
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 5);
  });
});
