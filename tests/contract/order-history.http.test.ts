import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Order } from '../../src/domain/orders/order';
import { millsOf, toDecimalString } from '../../src/domain/shared/money';
import { orderStatusText, paymentStatusText } from '../../src/ui/orders/order-labels';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { toSnapshot } from 'dinero.js';
import { HttpOrders, isMissingOrderAnswer, matchesOrderSearch, ORDER_SEARCH_WINDOW } from '../../src/infrastructure/http/orders.http';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';
import { realAnswer, realBody } from './real-backend';

const { log, server, answer, replay } = mockBackend();

function ordersWith(identity = new FakeIdentity()) {
  return new HttpOrders(createHttpClient(API, identity));
}

/** An order with its money as 2-decimal strings: dinero objects never compare equal. */
function comparable(order: Order) {
  const money = toDecimalString;
  return {
    ...order,
    subtotal: money(order.subtotal),
    discountAmount: money(order.discountAmount),
    shippingCost: money(order.shippingCost),
    total: money(order.total),
    items: order.items.map((item) => ({ ...item, price: money(item.price), total: money(item.total) })),
  };
}

/** As a hosted backend sends it: numeric ids, money as strings and numbers, a coupon, tracking and an address. */
const shippedOrder = {
  id: 12,
  createdAt: '2026-10-08T10:10:00.000Z',
  status: 'shipped',
  paymentStatus: 'COMPLETED',
  items: [
    {
      id: 301,
      quantity: 12,
      price: '83.33',
      total: '999.96',
      product: { id: 'p-003', name: 'Cascade Brushed Nickel Dome Path Light 4W 3000K', images: ['/images/products/path-nickel.svg'] },
      variant: { id: 'p-003-v1', name: 'Brushed Nickel, 3000K' },
    },
    {
      id: '302',
      quantity: 4,
      price: 169.32,
      total: 677.28,
      product: { id: 51, name: 'TS-B301 Tree Strap Spot Pair', images: ['/images/products/spot-bronze.svg'] },
      variant: { id: 'p-051-v1', name: 'Bronze' },
    },
  ],
  subtotal: '1677.24',
  discountAmount: '167.72',
  shippingCost: 83.86,
  total: '1593.38',
  appliedCoupon: { code: 'WELCOME10', name: 'Welcome 10', description: '10% off orders of $100 or more, up to $250' },
  notes: 'Deliver to the loading dock at the rear.',
  paymentOrder: 'BP-2026-1008',
  trackingNumber: '1Z4F82W30458824471',
  shippingAddress: { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', country: 'US', phone: '(512) 555-0142' },
  // Fields the shop does not use are let through unread.
  userId: 'u-1001',
};

const shippedOrderParsed = {
  id: '12',
  createdAt: '2026-10-08T10:10:00.000Z',
  status: 'SHIPPED',
  paymentStatus: 'COMPLETED',
  items: [
    {
      id: '301',
      quantity: 12,
      price: '83.33',
      total: '999.96',
      product: { id: 'p-003', name: 'Cascade Brushed Nickel Dome Path Light 4W 3000K', images: ['/images/products/path-nickel.svg'] },
      variant: { id: 'p-003-v1', name: 'Brushed Nickel, 3000K' },
    },
    {
      id: '302',
      quantity: 4,
      price: '169.32',
      total: '677.28',
      product: { id: '51', name: 'TS-B301 Tree Strap Spot Pair', images: ['/images/products/spot-bronze.svg'] },
      variant: { id: 'p-051-v1', name: 'Bronze' },
    },
  ],
  subtotal: '1677.24',
  discountAmount: '167.72',
  shippingCost: '83.86',
  total: '1593.38',
  appliedCoupon: { code: 'WELCOME10', name: 'Welcome 10', description: '10% off orders of $100 or more, up to $250' },
  notes: 'Deliver to the loading dock at the rear.',
  paymentOrder: 'BP-2026-1008',
  trackingNumber: '1Z4F82W30458824471',
  shippingAddress: { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', country: 'US', phone: '(512) 555-0142' },
};

/** A store collection with no coupon, as sparse as a backend may send it. */
const collectedOrder = {
  id: 'ord_7',
  createdAt: '2026-06-02T13:30:00.000Z',
  status: 'DELIVERED',
  paymentStatus: 'COMPLETED',
  items: [{ id: 9, quantity: 2, price: '312.12', total: '624.24', product: { id: 'p-102', name: 'Mesa Brass Louvered Bollard 8W' } }],
  subtotal: '624.24',
  total: '624.24',
  appliedCoupon: null,
  notes: null,
  paymentOrder: 'BP-2026-0602',
  trackingNumber: '',
  shippingAddress: null,
};

describe('GET /orders/my-orders', () => {
  it('asks for one page with skip and take only, carrying the token, and reads the orders', async () => {
    answer('/orders/my-orders', [shippedOrder]);
    const orders = await ordersWith().myOrders({ skip: 0, take: 10 });
    expect(log.last()).toEqual({ method: 'GET', path: '/orders/my-orders', query: { skip: '0', take: '10' }, authorization: 'Bearer token-123' });
    expect(orders.map(comparable)).toEqual([shippedOrderParsed]);
  });

  it('the real backend ignores `search` (the captured answer to search=Aurora is every order): the search runs here', async () => {
    const captured = realAnswer('orders-my-dealer-search');
    expect(captured.request.path).toContain('search=Aurora');
    replay('orders-my-dealer-search', '/orders/my-orders');
    expect(await ordersWith().myOrders({ skip: 0, take: 10, search: 'Aurora' })).toEqual([]);
    expect(log.last().query).toEqual({ skip: '0', take: String(ORDER_SEARCH_WINDOW) });
    expect((await ordersWith().myOrders({ skip: 0, take: 10, search: 'po-100' })).map((order) => order.id)).toEqual(['1']);
  });

  /** The buyer's latest orders: ids 1 to 25, purchase orders "PO-2026-<id>" (order 7's is "Spring restock"). */
  function latestOrders() {
    const [real] = realBody<Record<string, unknown>[]>('orders-my-dealer');
    return Array.from({ length: 25 }, (_, index) => ({
      ...real,
      id: 25 - index,
      paymentOrder: 25 - index === 7 ? 'Spring restock' : `PO-2026-${25 - index}`,
    }));
  }

  it.each<[string, string[]]>([
    ['ORD-0012', ['12']],
    ['ord-12', ['12']],
    ['0012', ['12']],
    ['12', ['12']],
    ['SPRING', ['7']],
    ['po-2026-2', ['25', '24', '23', '22', '21', '20', '2']],
    ['  restock ', ['7']],
    ['no such order', []],
  ])('finds %j by order number or purchase order (contains, any case)', async (search, ids) => {
    answer('/orders/my-orders', latestOrders());
    const orders = await ordersWith().myOrders({ skip: 0, take: 10, search });
    expect(orders.map((order) => order.id)).toEqual(ids);
  });

  it('pages the matches with skip and take', async () => {
    answer('/orders/my-orders', latestOrders());
    const second = await ordersWith().myOrders({ skip: 3, take: 3, search: 'PO-2026-2' });
    expect(second.map((order) => order.id)).toEqual(['22', '21', '20']);
  });

  it('a blank search matches every order', () => {
    expect(matchesOrderSearch({ id: '12', paymentOrder: '' } as Order, '   ')).toBe(true);
  });

  it('an empty search asks the backend for the page itself', async () => {
    answer('/orders/my-orders', []);
    await ordersWith().myOrders({ skip: 10, take: 5, search: '  ' });
    expect(log.last().query).toEqual({ skip: '10', take: '5' });
  });

  it('reads the real list: a bare array, numeric ids as strings, unit prices to the mill, totals to the cent', async () => {
    replay('orders-my-dealer', '/orders/my-orders');
    const [order] = await ordersWith().myOrders({ skip: 0, take: 10 });
    expect(comparable(order!)).toMatchObject({ id: '1', subtotal: '1122.76', discountAmount: '112.28', shippingCost: '0.00', total: '1010.48', paymentOrder: 'PO-1001' });
    expect(order!.items.map((item) => ({ id: item.id, price: toSnapshot(item.price), total: toDecimalString(item.total), product: item.product, variant: item.variant }))).toEqual([
      {
        id: '1',
        price: expect.objectContaining({ amount: 56905, scale: 3 }),
        total: '682.86',
        product: { id: '1', name: 'Aurora Brass Path Light', images: [] },
        variant: { id: '1', name: 'Brass' },
      },
      {
        id: '2',
        price: expect.objectContaining({ amount: 219950, scale: 3 }),
        total: '439.90',
        product: { id: '4', name: 'TS-B301 Bollard', images: [] },
        variant: { id: '6', name: 'Bronze' },
      },
    ]);
  });

  it.each<[string, unknown]>([
    ['{orders: [...]}', { orders: [shippedOrder] }],
    ['{data: [...]}', { data: [shippedOrder] }],
  ])('accepts the list wrapped as %s', async (_label, body) => {
    answer('/orders/my-orders', body);
    expect((await ordersWith().myOrders({ skip: 0, take: 10 })).map((order) => order.id)).toEqual(['12']);
  });

  it('reads a sparse store collection: no discount, shipping, coupon, notes, tracking, address or variant', async () => {
    answer('/orders/my-orders', [collectedOrder]);
    const [order] = await ordersWith().myOrders({ skip: 0, take: 10 });
    expect(comparable(order!)).toEqual({
      id: 'ord_7',
      createdAt: '2026-06-02T13:30:00.000Z',
      status: 'DELIVERED',
      paymentStatus: 'COMPLETED',
      items: [
        {
          id: '9',
          quantity: 2,
          price: '312.12',
          total: '624.24',
          product: { id: 'p-102', name: 'Mesa Brass Louvered Bollard 8W', images: [] },
          variant: { id: null, name: '' },
        },
      ],
      subtotal: '624.24',
      discountAmount: '0.00',
      shippingCost: '0.00',
      total: '624.24',
      appliedCoupon: null,
      notes: '',
      paymentOrder: 'BP-2026-0602',
      trackingNumber: null,
      shippingAddress: null,
    });
  });

  it('reads an address without country or phone, and a variant without an id', async () => {
    const { country: _country, phone: _phone, ...address } = shippedOrder.shippingAddress;
    const items = [{ ...shippedOrder.items[0], variant: { name: 'Brushed Nickel, 3000K' } }];
    answer('/orders/my-orders', [{ ...shippedOrder, items, shippingAddress: address }]);
    const [order] = await ordersWith().myOrders({ skip: 0, take: 10 });
    expect(order?.shippingAddress).toEqual({ ...address, country: '', phone: '' });
    expect(order?.items[0]?.variant).toEqual({ id: null, name: 'Brushed Nickel, 3000K' });
  });

  it('keeps statuses it does not know as they come, upper-cased', async () => {
    answer('/orders/my-orders', [{ ...shippedOrder, status: 'on_hold', paymentStatus: 'PARTIALLY_REFUNDED' }]);
    const [order] = await ordersWith().myOrders({ skip: 0, take: 10 });
    expect(order).toMatchObject({ status: 'ON_HOLD', paymentStatus: 'PARTIALLY_REFUNDED' });
  });

  it.each<[string, unknown]>([
    ['an object without a list', { orders: 'none' }],
    ['an order without an id', [{ ...shippedOrder, id: undefined }]],
    ['an order without items', [{ ...shippedOrder, items: undefined }]],
    ['a status that is not text', [{ ...shippedOrder, status: 3 }]],
    ['a total that is not an amount', [{ ...shippedOrder, total: 'a lot' }]],
    ['a negative item price', [{ ...shippedOrder, items: [{ ...shippedOrder.items[0], price: '-83.33' }] }]],
    ['an item quantity that is not a whole number', [{ ...shippedOrder, items: [{ ...shippedOrder.items[0], quantity: 1.5 }] }]],
    ['an item without its product', [{ ...shippedOrder, items: [{ ...shippedOrder.items[0], product: undefined }] }]],
    ['an address without its street', [{ ...shippedOrder, shippingAddress: { city: 'Austin', state: 'TX', zipCode: '78741' } }]],
  ])('rejects %s as malformed', async (_label, body) => {
    answer('/orders/my-orders', body);
    await expectKind(ordersWith().myOrders({ skip: 0, take: 10 }), 'malformed');
  });

  it('maps a 500 to kind http, without its text', async () => {
    answer('/orders/my-orders', { message: 'Orders service down' }, { status: 500 });
    const error = await expectKind(ordersWith().myOrders({ skip: 0, take: 10 }), 'http');
    expect(error).toMatchObject({ status: 500, serverMessage: undefined });
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.get(`${API}/orders/my-orders`, () => HttpResponse.error()));
    await expectKind(ordersWith().myOrders({ skip: 0, take: 10 }), 'network');
  });
});

describe('the real backend’s order lists (captured)', () => {
  /** Each order as the list shows it: number, status and payment in the shop's words, total, and its lines' unit prices in mills. */
  const shown = (orders: Order[]) =>
    orders.map((order) => [order.id, orderStatusText(order.status), paymentStatusText(order.paymentStatus), toDecimalString(order.total), order.items.map((item) => [item.quantity, millsOf(item.price)])]);

  it.each<[string, unknown[]]>([
    ['orders-my-distributor', [
      ['5', 'Payment pending', 'Pending', '70.00', [[1, 70_000]]],
      ['4', 'Payment pending', 'Pending', '70.00', [[1, 70_000]]],
      ['3', 'Payment pending', 'Pending', '399.00', [[6, 66_500]]],
    ]],
    ['orders-my-pending', [['6', 'Payment pending', 'Pending', '89.90', [[1, 89_900]]]]],
    ['orders-my-local-dealer', [['2', 'Confirmed', 'Completed', '149.97', [[3, 49_990]]]]],
    ['orders-my-dealer-page2', []],
  ])('%s: the orders the list shows', async (name, orders) => {
    replay(name, '/orders/my-orders');
    expect(shown(await ordersWith().myOrders({ skip: name.endsWith('page2') ? 10 : 0, take: 10 }))).toEqual(orders);
  });

  it('signed out, the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('orders-my-none');
    const error = await expectKind(ordersWith(new FakeIdentity(null)).myOrders({ skip: 0, take: 10 }), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
  });
});

describe('GET /orders/{id}', () => {
  it.each<[string, unknown]>([
    ['bare', shippedOrder],
    ['as {order}', { order: shippedOrder }],
  ])('reads the order %s, carrying the token', async (_label, body) => {
    answer('/orders/12', body);
    const order = await ordersWith().order('12');
    expect(log.last()).toEqual({ method: 'GET', path: '/orders/12', query: {}, authorization: 'Bearer token-123' });
    expect(comparable(order)).toEqual(shippedOrderParsed);
  });

  it('trims the status, a line’s SKU and the tracking number', async () => {
    const [first, second] = shippedOrder.items;
    answer('/orders/12', {
      ...shippedOrder,
      status: ' shipped ',
      trackingNumber: ' 1Z4F82W30458824471 ',
      items: [{ ...first, variant: { ...first!.variant, sku: ' AUR-BR ' } }, second],
    });
    const order = await ordersWith().order('12');
    expect({ status: order.status, trackingNumber: order.trackingNumber, sku: order.items[0]!.variant.sku }).toEqual({
      status: 'SHIPPED',
      trackingNumber: '1Z4F82W30458824471',
      sku: 'AUR-BR',
    });
  });

  it.each(['12/../../user?x=1', 'abc', 'ORD-0012', '-1'])('refuses the id %j before any call: no such order', async (id) => {
    await expectKind(ordersWith().order(id), 'not-found');
    expect(log.seen).toHaveLength(0);
  });

  it('reads the real order: unit prices to the mill ("56.905"), its address and coupon', async () => {
    replay('orders-detail-dealer');
    answer('/user', realBody('user-dealer'));
    const order = await ordersWith().order('1');
    expect(toSnapshot(order.items[0]!.price)).toMatchObject({ amount: 56905, scale: 3 });
    expect(comparable(order)).toMatchObject({ id: '1', status: 'CONFIRMED', total: '1010.48', trackingNumber: null });
    expect(order.shippingAddress).toEqual({ street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US', phone: '555-0100' });
    expect(order.items[0]!.product.images).toEqual(['/images/products/path-brass.svg']);
  });

  it('the real store collection: no address (the order page says it is collected), confirmed, $149.97', async () => {
    replay('orders-detail-store-collection');
    answer('/user', realBody('user-local-dealer'));
    const order = await ordersWith().order('2');
    expect(order.shippingAddress).toBeNull();
    expect([orderStatusText(order.status), paymentStatusText(order.paymentStatus), toDecimalString(order.total)]).toEqual(['Confirmed', 'Completed', '149.97']);
    expect(order.items.map((item) => [item.product.name, item.variant?.name, item.quantity, millsOf(item.price), toDecimalString(item.total)])).toEqual([
      ['Beacon Spot Light', 'Black', 3, 49_990, '149.97'],
    ]);
  });

  it('reads the real order’s SKU per line and its payment method: paymentIntentId "wallet" is account credit', async () => {
    replay('orders-detail-dealer');
    answer('/user', realBody('user-dealer'));
    const order = await ordersWith().order('1');
    expect(order.items.map((item) => item.variant.sku)).toEqual(['AUR-BR', 'TSB301-BZ']);
    expect(order.paymentMethod).toBe('ACCOUNT_CREDIT');
  });

  it.each([
    [{ paymentIntentId: 'pi_3QabcXYZ' }, 'CARD'],
    [{ paymentIntentId: null, checkoutSessionId: 'cs_test_a1b2' }, 'CARD'],
    [{ paymentIntentId: '40012345678' }, 'CARD'],
    [{ paymentIntentId: 'PAYID-M3ABCD' }, 'PAYPAL'],
    [{ paymentIntentId: ' wallet ' }, 'ACCOUNT_CREDIT'],
    [{ paymentIntentId: 'REF-PAYID-1' }, undefined],
    [{ paymentIntentId: 'topics_9' }, undefined],
    [{ paymentIntentId: 'ref12' }, undefined],
    [{ paymentIntentId: '12ref' }, undefined],
    [{ paymentIntentId: null }, undefined],
    [{ paymentIntentId: null, gateway: 'BANK_TRANSFER' }, 'BANK_TRANSFER'],
  ])('reads the payment method from %j as %s; an unpaid order has none recorded', async (payment, method) => {
    answer('/orders/1', { ...(realBody('orders-detail-dealer') as object), ...payment });
    answer('/user', realBody('user-dealer'));
    expect((await ordersWith().order('1')).paymentMethod).toBe(method);
  });

  it('the real backend answers another buyer’s order (no ownership check): not found for this buyer', async () => {
    const { captured } = replay('orders-detail-other-user');
    expect(captured.status).toBe(200);
    answer('/user', realBody('user-distributor'));
    const error = await expectKind(ordersWith().order('1'), 'not-found');
    expect(error.message).toBe("Order 1 is not the buyer's");
    expect(log.seen.map((request) => request.path)).toEqual(['/orders/1', '/user']);
  });

  it('the owner’s own order is read once the signed-in buyer is confirmed', async () => {
    replay('orders-detail-other-user');
    answer('/user', realBody('user-dealer'));
    await expect(ordersWith().order('1')).resolves.toMatchObject({ id: '1' });
  });

  it('an order whose owner cannot be confirmed is not shown: the profile read’s failure is the order’s', async () => {
    replay('orders-detail-dealer');
    answer('/user', {}, { status: 500 });
    await expectKind(ordersWith().order('1'), 'http');
  });

  it('a missing order answers 500 with the TypeError serialised as {}: kind not-found', async () => {
    const { captured } = replay('orders-detail-missing');
    expect(captured.status).toBe(500);
    const error = await expectKind(ordersWith().order('999999'), 'not-found');
    expect(error.status).toBe(500);
  });

  it.each<[number, unknown, boolean]>([
    [500, {}, true],
    [500, { message: 'Internal server error', statusCode: 500 }, false],
    [500, '', false],
    [500, [], false],
    [500, null, false],
    [502, {}, false],
  ])('isMissingOrderAnswer(%i, %j) is %j', (status, body, missing) => {
    expect(isMissingOrderAnswer(status, body)).toBe(missing);
  });

  it('maps a 404 to kind not-found', async () => {
    answer('/orders/99', { message: 'Order not found' }, { status: 404 });
    const error = await expectKind(ordersWith().order('99'), 'not-found');
    expect(error.serverMessage).toBe('Order not found');
  });

  it('maps a 500 to kind http', async () => {
    answer('/orders/12', { message: 'Database unavailable' }, { status: 500 });
    expect((await expectKind(ordersWith().order('12'), 'http')).status).toBe(500);
  });

  it.each<[string, unknown]>([
    ['a list', [shippedOrder]],
    ['an empty object', {}],
    ['an order wrapper holding nothing usable', { order: { id: 12 } }],
    ['null', null],
  ])('rejects %s as malformed', async (_label, body) => {
    answer('/orders/12', body);
    await expectKind(ordersWith().order('12'), 'malformed');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.get(`${API}/orders/12`, () => HttpResponse.error()));
    await expectKind(ordersWith().order('12'), 'network');
  });
});
