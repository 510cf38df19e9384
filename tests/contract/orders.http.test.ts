import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { newOrder, type OrderDetails } from '../../src/application/checkout/checkout';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpOrders, IDEMPOTENCY_KEY_HEADER, orderIdInMessage, STORE_COLLECTION } from '../../src/infrastructure/http/orders.http';
import { httpBuyerAdapters } from '../../src/infrastructure/http/buyer-adapters.http';
import { HttpCoupons } from '../../src/infrastructure/http/coupons.http';
import { HttpProfile } from '../../src/infrastructure/http/profile.http';
import { HttpTransactions } from '../../src/infrastructure/http/transactions.http';
import { HttpWallet } from '../../src/infrastructure/http/wallet.http';
import { aCartItem, aPercentageCoupon, usd } from '../support/mothers';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';
import { newAttemptKey } from '../../src/application/shared/attempt-key';
import { isRefusal } from '../../src/application/shared/payment-outcome';

const { log, server, answerWrite, replay, answer: answerGet } = mockBackend();
const answer = (body: unknown, init?: ResponseInit) => answerWrite('post', '/orders', body, init);

function ordersWith(identity = new FakeIdentity()) {
  return new HttpOrders(createHttpClient(API, identity));
}

/** Two cases of 12 at $33.33 ($31.66 a unit by the case) and three pairs at $45.50, with 10% off. */
function details(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    cart: [
      aCartItem({ productId: '1', variantId: '1', quantity: 2, quantityType: 'CASE', caseSize: 12, price: usd('33.33') }),
      aCartItem({
        productId: '4',
        variantId: '6',
        name: 'Bollard TS-B301',
        quantity: 3,
        caseSize: 6,
        isPairProduct: true,
        price: usd('45.50'),
      }),
    ],
    coupon: aPercentageCoupon({ code: 'SAVE10', percent: '10' }),
    storeCollection: false,
    shipping: 'spec',
    address: { street: ' 2210 Riverside Dr ', city: 'Austin', state: 'TX', zipCode: '78741', phone: '(512) 555-0142' },
    purchaseOrder: ' PO-7781 ',
    notes: 'Leave at the loading dock',
    gateway: 'STRIPE',
    ...overrides,
  };
}

describe('POST /orders', () => {
  it('sends only what CreateOrderDto reads: numeric ids, units per line, trimmed address and PO, no totals', async () => {
    const request = answer({ success: true, paymentUrl: 'https://pay.test/s/1' });
    await ordersWith().placeOrder(newOrder(details()), newAttemptKey());
    expect(log.last()).toEqual({ method: 'POST', path: '/orders', query: {}, authorization: 'Bearer token-123' });
    expect(request.sent().headers.get('content-type')).toMatch(/^application\/json/);
    expect(await request.sent().json()).toEqual({
      items: [
        { productId: 1, variantId: 1, quantity: 24 },
        { productId: 4, variantId: 6, quantity: 6 },
      ],
      shippingAddress: { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', phone: '(512) 555-0142' },
      notes: 'Leave at the loading dock',
      paymentOrder: 'PO-7781',
      couponCode: 'SAVE10',
      gateway: 'STRIPE',
    });
  });

  it('a store collection is sent as the backend’s "Store Collection" address, with the buyer’s phone and zip; no coupon field without one', async () => {
    answerGet('/user', realAnswer('user-local-dealer').body);
    const request = answer({ success: true, message: 'Successfully processed payment for order #2', transactionId: 5 });
    await ordersWith().placeOrder(newOrder(details({ storeCollection: true, coupon: null, gateway: 'WALLET' })), newAttemptKey());
    const sent = (await request.sent().json()) as Record<string, unknown>;
    const profile = realAnswer('user-local-dealer').body as { phone: string; zip: string };
    expect(sent.shippingAddress).toEqual({
      street: STORE_COLLECTION,
      city: 'Store Collection',
      state: STORE_COLLECTION,
      zipCode: profile.zip,
      phone: profile.phone,
    });
    expect(Object.keys(sent)).not.toContain('couponCode');
    expect(sent.gateway).toBe('WALLET');
  });

  it('a collection address for a profile without phone or zip still fills every field the backend requires', async () => {
    answerGet('/user', { ...(realAnswer('user-local-dealer').body as object), phone: null, zip: '' });
    const request = answer({ success: true });
    await ordersWith().placeOrder(newOrder(details({ storeCollection: true })), newAttemptKey());
    const { shippingAddress } = (await request.sent().json()) as { shippingAddress: Record<string, string> };
    expect(Object.values(shippingAddress).every((value) => value.trim() !== '')).toBe(true);
  });

  it('refuses an id that is not a whole number before any call', async () => {
    await expectKind(ordersWith().placeOrder(newOrder(details({ storeCollection: true, cart: [aCartItem({ productId: 'p-1', variantId: '1' })] })), newAttemptKey()), 'not-found');
    expect(log.seen).toHaveLength(0);
  });

  it('the real wallet answer names the order only in its message: orderId parsed from it', async () => {
    replay('orders-create-wallet-dealer');
    expect(await ordersWith().placeOrder(newOrder(details({ gateway: 'WALLET' })), newAttemptKey())).toEqual({ paymentUrl: undefined, orderId: '1' });
  });

  it('the real store-collection answer for order #2', async () => {
    answerGet('/user', realAnswer('user-local-dealer').body);
    replay('orders-create-store-collection-local-dealer');
    expect(await ordersWith().placeOrder(newOrder(details({ storeCollection: true, gateway: 'WALLET' })), newAttemptKey())).toEqual({
      paymentUrl: undefined,
      orderId: '2',
    });
  });

  it.each<[string, Partial<OrderDetails>, string, number, string]>([
    ['orders-create-bad-coupon', { gateway: 'WALLET', coupon: aPercentageCoupon({ code: 'OLDDEAL', percent: '10' }) }, 'http', 400, 'Invalid or inactive coupon code'],
    ['orders-create-missing-product', { gateway: 'WALLET', cart: [aCartItem({ productId: '999999', variantId: '1' })] }, 'not-found', 404, 'Product with ID 999999 not found'],
    ['orders-create-paypal-distributor', { gateway: 'PAYPAL' }, 'http', 400, 'getaddrinfo ENOTFOUND api.paypal.com'],
  ])('%s: a refusal (nothing placed) in the server’s words, which checkout shows', async (name, overrides, kind, status, message) => {
    replay(name);
    const error = await expectKind(ordersWith().placeOrder(newOrder(details(overrides)), newAttemptKey()), kind as 'http');
    expect([error.status, error.serverMessage, isRefusal(error)]).toEqual([status, message, true]);
  });

  it('signed out, the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('orders-create-none');
    const error = await expectKind(ordersWith(new FakeIdentity(null)).placeOrder(newOrder(details()), newAttemptKey()), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
  });

  it.each([
    ['Successfully processed payment for order #12', '12'],
    ['Please complete the payment using the provided URL', null],
    [undefined, null],
  ])('orderIdInMessage(%j) is %j', (message, orderId) => {
    expect(orderIdInMessage(message)).toBe(orderId);
  });

  it('the real card refusal (the gateway unreachable) is a 400 whose message is shown', async () => {
    replay('orders-create-stripe-distributor');
    const error = await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http');
    expect(error.serverMessage).toBe('An error occurred with our connection to Stripe. Request was retried 1 times.');
  });

  it('the real validation refusal is read from the envelope', async () => {
    replay('orders-create-insufficient-balance-pending');
    const error = await expectKind(ordersWith().placeOrder(newOrder(details({ gateway: 'WALLET' })), newAttemptKey()), 'http');
    expect(error.serverMessage).toBe('Insufficient wallet balance');
  });

  it.each<[string, unknown, unknown]>([
    ['{success, paymentUrl}', { success: true, paymentUrl: 'https://pay.test/s/1' }, 'https://pay.test/s/1'],
    ['{data: {success, paymentUrl}}', { data: { success: true, paymentUrl: 'https://pay.test/s/2' } }, 'https://pay.test/s/2'],
    ['{success, data: {paymentUrl}}', { success: true, data: { paymentUrl: 'https://pay.test/s/3' } }, 'https://pay.test/s/3'],
    ['{success} for a wallet order', { success: true }, undefined],
    ['a URL the application must refuse, handed over as is', { success: true, paymentUrl: 'javascript:alert(1)' }, 'javascript:alert(1)'],
  ])('reads the payment page from %s', async (_label, body, paymentUrl) => {
    answer(body);
    expect(await ordersWith().placeOrder(newOrder(details()), newAttemptKey())).toEqual({ paymentUrl, orderId: null });
  });

  it.each<[string, unknown]>([
    ['{success: false, message}', { success: false, message: 'Insufficient Balance' }],
    ['{data: {success: false, message}}', { data: { success: false, message: 'Insufficient Balance' } }],
  ])('treats %s as a refusal with the server message', async (_label, body) => {
    answer(body);
    const error = await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http');
    expect(error.serverMessage).toBe('Insufficient Balance');
  });

  it('a refusal without a message has no server message, so the screen says its own', async () => {
    answer({ success: false });
    const error = await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps the message of a 400 answer as the server message, never a 500’s', async () => {
    answer({ message: 'Order total does not match current prices. Please review your cart.' }, { status: 400 });
    const error = await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Order total does not match current prices. Please review your cart.');
    answer({ message: 'Stock service down' }, { status: 500 });
    expect((await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http')).serverMessage).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['a string', 'OK'],
    ['a list', [{ success: true }]],
    ['success that is not a boolean', { success: 'yes' }],
    ['null', null],
    ['a 2xx without success: true', { paymentUrl: 'https://pay.test/s/1' }],
    ['an empty 2xx body', ''],
  ])('rejects %s as malformed', async (_label, body) => {
    answer(body);
    await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'malformed');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.post(`${API}/orders`, () => HttpResponse.error()));
    await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'network');
  });
});

describe('POST /orders, one key per Pay (Idempotency-Key)', () => {
  /** Every POST /orders: its Authorization and Idempotency-Key headers; a stale token is refused once with the real 403. */
  function ordersSeen() {
    const seen: { authorization: string | null; key: string | null }[] = [];
    server.use(
      http.post(`${API}/orders`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push({ authorization, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
        return authorization === 'Bearer stale-token'
          ? HttpResponse.json(realAnswer('user-bad-token').body as never, { status: 403 })
          : HttpResponse.json({ success: true, paymentUrl: 'https://pay.test/s/1' });
      }),
    );
    return seen;
  }

  it('sends the attempt key as Idempotency-Key, a new one for each Pay', async () => {
    const seen = ordersSeen();
    const orders = ordersWith();
    await orders.placeOrder(newOrder(details()), 'first-pay');
    await orders.placeOrder(newOrder(details()), 'second-pay');
    expect(seen.map((request) => request.key)).toEqual(['first-pay', 'second-pay']);
  });

  it('the same Pay sent again with a refreshed token carries the same key', async () => {
    const seen = ordersSeen();
    await ordersWith(new FakeIdentity('stale-token', 'fresh-token')).placeOrder(newOrder(details()), 'one-pay');
    expect(seen).toEqual([
      { authorization: 'Bearer stale-token', key: 'one-pay' },
      { authorization: 'Bearer fresh-token', key: 'one-pay' },
    ]);
  });
});

describe('the words of an order that was not placed, and the helpers that read the answers', () => {
  it('a 2xx without success: "The order was not placed: no success in the answer"', async () => {
    answer({ paymentUrl: 'https://pay.test/o/1' });
    const error = await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'malformed');
    expect(error.message).toBe('The order was not placed: no success in the answer');
  });

  it('a refusal without a message: "The order was not placed"; with one, the server’s words as the message too', async () => {
    answer({ success: false });
    expect((await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http')).message).toBe('The order was not placed');
    answer({ data: { success: false, message: 'Insufficient Balance' } });
    expect((await expectKind(ordersWith().placeOrder(newOrder(details()), newAttemptKey()), 'http')).message).toBe('Insufficient Balance');
  });

  it('a collection for a profile whose phone and zip are blanks carries the stand-ins, not the blanks', async () => {
    answerGet('/user', { ...(realAnswer('user-local-dealer').body as object), phone: '   ', zip: ' ' });
    const request = answer({ success: true });
    await ordersWith().placeOrder(newOrder(details({ storeCollection: true })), newAttemptKey());
    const { shippingAddress } = (await request.sent().json()) as { shippingAddress: Record<string, string> };
    expect({ zipCode: shippingAddress.zipCode, phone: shippingAddress.phone }).toEqual({ zipCode: '00000', phone: 'not given' });
  });

  it.each<[unknown, string | null]>([
    ['Successfully processed payment for order #12', '12'],
    ['Successfully processed payment for ORDER #7', '7'],
    ['Order placed', null],
    [['order #12'], null],
    [12, null],
    [undefined, null],
  ])('orderIdInMessage(%j) is %j', (message, id) => {
    expect(orderIdInMessage(message)).toBe(id);
  });
});

describe('httpBuyerAdapters', () => {
  it('makes each signed-in buyer’s adapter on the one client', async () => {
    answerGet('/coupons/my-coupons', []);
    const adapters = httpBuyerAdapters(createHttpClient(API, new FakeIdentity()), async () => null);
    expect(adapters.profile).toBeInstanceOf(HttpProfile);
    expect(adapters.orders).toBeInstanceOf(HttpOrders);
    expect(adapters.wallet).toBeInstanceOf(HttpWallet);
    expect(adapters.coupons).toBeInstanceOf(HttpCoupons);
    expect(adapters.transactions).toBeInstanceOf(HttpTransactions);
    expect(await adapters.coupons.myCoupons()).toEqual([]);
    expect(log.last()).toMatchObject({ path: '/coupons/my-coupons', authorization: 'Bearer token-123' });
  });
});
