import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { newOrder, type OrderDetails } from '../../src/application/checkout/checkout';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpOrders } from '../../src/infrastructure/http/orders.http';
import { aCartItem, aPercentageCoupon, usd } from '../support/mothers';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { log, server, answerWrite } = mockBackend();
const answer = (body: unknown, init?: ResponseInit) => answerWrite('post', '/orders', body, init);

function ordersWith(identity = new FakeIdentity()) {
  return new HttpOrders(createHttpClient(API, identity));
}

/** Two cases of 12 at $33.33 ($31.66 a unit by the case) and three pairs at $45.50, with 10% off. */
function details(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    cart: [
      aCartItem({ productId: 'p-1', variantId: 'v-1', quantity: 2, quantityType: 'CASE', caseSize: 12, price: usd('33.33') }),
      aCartItem({
        productId: 'p-2',
        variantId: 'v-2',
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
  it('sends exactly the spec payload: units per line, trimmed address and PO, money as 2-decimal strings', async () => {
    const request = answer({ success: true, paymentUrl: 'https://pay.test/s/1' });
    await ordersWith().placeOrder(newOrder(details()));
    expect(log.last()).toEqual({ method: 'POST', path: '/orders', query: {}, authorization: 'Bearer token-123' });
    expect(request.sent().headers.get('content-type')).toMatch(/^application\/json/);
    // 24 x 31.66 = 759.84; 6 x 45.50 = 273.00; 10% of 1032.84 = 103.28; shipping 5% of 1032.84 = 51.64.
    expect(await request.sent().json()).toEqual({
      items: [
        { productId: 'p-1', variantId: 'v-1', quantity: 24 },
        { productId: 'p-2', variantId: 'v-2', quantity: 6 },
      ],
      shippingAddress: { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', phone: '(512) 555-0142' },
      notes: 'Leave at the loading dock',
      paymentOrder: 'PO-7781',
      gateway: 'STRIPE',
      subtotal: '1032.84',
      discountAmount: '103.28',
      couponCode: 'SAVE10',
      shippingCost: '51.64',
      total: '981.20',
    });
  });

  it('sends a null address, no shipping and a null coupon for store collection without a coupon', async () => {
    const request = answer({ success: true });
    await ordersWith().placeOrder(newOrder(details({ storeCollection: true, coupon: null, gateway: 'WALLET' })));
    expect(await request.sent().json()).toMatchObject({
      shippingAddress: null,
      couponCode: null,
      gateway: 'WALLET',
      subtotal: '1032.84',
      discountAmount: '0.00',
      shippingCost: '0.00',
      total: '1032.84',
    });
  });

  it.each<[string, unknown, unknown]>([
    ['{success, paymentUrl}', { success: true, paymentUrl: 'https://pay.test/s/1' }, 'https://pay.test/s/1'],
    ['{data: {success, paymentUrl}}', { data: { success: true, paymentUrl: 'https://pay.test/s/2' } }, 'https://pay.test/s/2'],
    ['{success, data: {paymentUrl}}', { success: true, data: { paymentUrl: 'https://pay.test/s/3' } }, 'https://pay.test/s/3'],
    ['{success} for a wallet order', { success: true }, undefined],
    ['a URL the application must refuse, handed over as is', { success: true, paymentUrl: 'javascript:alert(1)' }, 'javascript:alert(1)'],
  ])('reads the payment page from %s', async (_label, body, paymentUrl) => {
    answer(body);
    expect(await ordersWith().placeOrder(newOrder(details()))).toEqual({ paymentUrl });
  });

  it.each<[string, unknown]>([
    ['{success: false, message}', { success: false, message: 'Insufficient Balance' }],
    ['{data: {success: false, message}}', { data: { success: false, message: 'Insufficient Balance' } }],
  ])('treats %s as a refusal with the server message', async (_label, body) => {
    answer(body);
    const error = await expectKind(ordersWith().placeOrder(newOrder(details())), 'http');
    expect(error.serverMessage).toBe('Insufficient Balance');
  });

  it('a refusal without a message has no server message, so the screen says its own', async () => {
    answer({ success: false });
    const error = await expectKind(ordersWith().placeOrder(newOrder(details())), 'http');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps the message of a 400 or 500 answer as the server message', async () => {
    answer({ message: 'Order total does not match current prices. Please review your cart.' }, { status: 400 });
    const error = await expectKind(ordersWith().placeOrder(newOrder(details())), 'http');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Order total does not match current prices. Please review your cart.');
    answer({ message: 'Stock service down' }, { status: 500 });
    expect((await expectKind(ordersWith().placeOrder(newOrder(details())), 'http')).serverMessage).toBe('Stock service down');
  });

  it.each<[string, unknown]>([
    ['a string', 'OK'],
    ['a list', [{ success: true }]],
    ['success that is not a boolean', { success: 'yes' }],
    ['null', null],
  ])('rejects %s as malformed', async (_label, body) => {
    answer(body);
    await expectKind(ordersWith().placeOrder(newOrder(details())), 'malformed');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.post(`${API}/orders`, () => HttpResponse.error()));
    await expectKind(ordersWith().placeOrder(newOrder(details())), 'network');
  });
});
