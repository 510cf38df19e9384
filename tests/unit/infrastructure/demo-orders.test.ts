// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../../src/application/ports/orders.port';
import { COUPON_NOT_ELIGIBLE, COUPON_NOT_FOUND } from '../../../src/domain/coupons/coupon';
import { formatOrderNumber } from '../../../src/domain/orders/order-display';
import { add, cents, centsOf, subtract } from '../../../src/domain/shared/money';
import { PRICE_MISMATCH } from '../../../src/infrastructure/demo/demo-order-pricing';
import { DEMO_ORDERS_KEY } from '../../../src/infrastructure/demo/demo-sales-keys';
import { demoLedgerSeed } from '../../../src/infrastructure/demo/orders.seed';
import {
  ADDRESS,
  NOW,
  SHOP_ORIGIN,
  demoServer,
  line,
  orderFor,
  refusalOf,
  signedInAs,
  storedOrders,
  storedTransactions,
  walletCents,
} from '../../support/demo-server';
import { usd } from '../../support/mothers';
import { seedCatalog } from '../../support/seed-catalog';
import { createDemoBackend } from '../../../src/infrastructure/demo/demo-backend';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { newAttemptKey } from '../../../src/application/shared/attempt-key';

const storage = window.localStorage;
beforeEach(() => storage.clear());

// The ledger starts with the dealer's seeded history: these tests look at what is placed after it.
const lastSeededOrder = Math.max(...demoLedgerSeed.orders().map((order) => order.id));
const lastSeededTransaction = Math.max(...demoLedgerSeed.transactions().map((transaction) => transaction.id));
const placedOrders = () => storedOrders(storage).filter((order) => order.id > lastSeededOrder);
const newTransactions = () => storedTransactions(storage).filter((transaction) => transaction.id > lastSeededTransaction);
const firstPlaced = lastSeededOrder + 1;

/** p-003 by the case of 12 at $87.72 ($83.334 a unit), and p-051 (TS-B301) as 2 pairs at $169.32: the dealer's prices. */
const dealerCart = () => [line('p-003', 'DEALER', { quantityType: 'CASE' }), line('p-051', 'DEALER', { quantity: 2 })];

async function welcome10(server: Awaited<ReturnType<typeof signedInAs>>) {
  return (await server.coupons.myCoupons()).find((coupon) => coupon.code === 'WELCOME10') ?? null;
}

describe('a wallet order', () => {
  it('is priced from the catalogue, lowers the balance by exactly the total, raises the due and records it', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const order = orderFor(dealerCart(), { coupon: await welcome10(server), notes: 'Dock 4' });
    // 12 x 83.334 = 1000.008 -> 1000.01; + 677.28 = 1677.29; 10% = 167.73; shipping 5% = 83.86; total 1593.42.
    expect(centsOf(order.total)).toBe(159_342);

    await expect(server.orders.placeOrder(order, newAttemptKey())).resolves.toEqual({ paymentUrl: undefined, orderId: String(firstPlaced) });

    expect(await walletCents(demoServer(storage))).toEqual({ balance: 1_000_000 - 159_342, creditDue: 159_342 });
    expect(newTransactions()).toEqual([
      {
        id: lastSeededTransaction + 1,
        userId: 'demo-dealer',
        createdAt: '2025-03-01T10:00:00.000Z',
        type: 'CREDIT_USED',
        amount: '-1593.42',
        description: `Order ${formatOrderNumber(firstPlaced)}`,
        paymentMethod: 'WALLET',
      },
    ]);
    const [stored] = placedOrders();
    expect(stored).toMatchObject({
      id: firstPlaced,
      userId: 'demo-dealer',
      createdAt: '2025-03-01T10:00:00.000Z',
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      gateway: 'WALLET',
      subtotal: '1677.29',
      discountAmount: '167.73',
      shippingCost: '83.86',
      total: '1593.42',
      appliedCoupon: { code: 'WELCOME10', name: 'Welcome 10', description: '10% off orders of $100 or more, up to $250' },
      notes: 'Dock 4',
      paymentOrder: 'PO-1001',
      trackingNumber: null,
      shippingAddress: ADDRESS,
    });
    expect(stored?.items).toEqual([
      expect.objectContaining({ quantity: 12, price: '83.334', total: '1000.01', product: expect.objectContaining({ id: 'p-003' }) }),
      expect.objectContaining({ quantity: 4, price: '169.32', total: '677.28', product: expect.objectContaining({ id: 'p-051' }) }),
    ]);
    expect(stored?.items[1]?.product.name).toContain('TS-B301');
    expect(stored?.items[0]?.product.images.length).toBeGreaterThan(0);
  });

  it('numbers orders in sequence, after the seeded ones', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    await server.orders.placeOrder(orderFor([line('p-001', 'DEALER')]), newAttemptKey());
    await server.orders.placeOrder(orderFor([line('p-002', 'DEALER')]), newAttemptKey());
    expect(placedOrders().map((order) => order.id)).toEqual([firstPlaced, firstPlaced + 1]);
    expect(newTransactions().map((entry) => entry.description)).toEqual([
      `Order ${formatOrderNumber(firstPlaced)}`,
      `Order ${formatOrderNumber(firstPlaced + 1)}`,
    ]);
  });

  it('charges 12 singles of a case of 12 the case price, as a case: the units decide, not the choice', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const singles = line('p-003', 'DEALER', { quantity: 12 });
    const aCase = line('p-003', 'DEALER', { quantityType: 'CASE' });
    await server.orders.placeOrder(orderFor([singles, aCase]), newAttemptKey());
    expect(placedOrders()[0]?.items.map(({ quantity, price, total }) => ({ quantity, price, total }))).toEqual([
      { quantity: 12, price: '83.334', total: '1000.01' },
      { quantity: 12, price: '83.334', total: '1000.01' },
    ]);
  });

  const aCent = cents(1);
  it.each<[string, (order: NewOrder) => NewOrder]>([
    ['the total a cent over', (order) => ({ ...order, total: add(order.total, aCent) })],
    ['the total a cent under', (order) => ({ ...order, total: subtract(order.total, aCent) })],
    ['the subtotal a cent over', (order) => ({ ...order, subtotal: add(order.subtotal, aCent) })],
    ['the shipping a cent under', (order) => ({ ...order, shippingCost: subtract(order.shippingCost, aCent) })],
  ])('is refused with %s, and nothing changes', async (_label, tamper) => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const refusal = await refusalOf(server.orders.placeOrder(tamper(orderFor(dealerCart())), newAttemptKey()));
    expect(refusal).toMatchObject({ kind: 'http', status: 400, serverMessage: PRICE_MISMATCH });
    expect(await walletCents(server)).toEqual({ balance: 1_000_000, creditDue: 0 });
    expect(storage.getItem(DEMO_ORDERS_KEY)).toBeNull();
  });

  describe('on a deployment that charges no shipping', () => {
    async function dealerOfNoShippingDemo() {
      const server = createDemoBackend(storage, { catalog: seedCatalog(), shipping: 'none', origin: SHOP_ORIGIN, clock: { now: () => NOW } });
      await server.identity.signIn('dealer@demo.test', DEMO_PASSWORD);
      return server;
    }

    it('records the order with no shipping: 1677.29 - 167.73 = 1509.56', async () => {
      const server = await dealerOfNoShippingDemo();
      await server.orders.placeOrder(orderFor(dealerCart(), { coupon: await welcome10(server), shipping: 'none' }), newAttemptKey());
      expect(placedOrders()[0]).toMatchObject({ subtotal: '1677.29', discountAmount: '167.73', shippingCost: '0.00', total: '1509.56' });
    });

    it("refuses an order that adds the spec's shipping", async () => {
      const server = await dealerOfNoShippingDemo();
      const refusal = await refusalOf(server.orders.placeOrder(orderFor(dealerCart(), { shipping: 'spec' }), newAttemptKey()));
      expect(refusal.serverMessage).toBe(PRICE_MISMATCH);
    });
  });

  it("is refused at another role's prices", async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const refusal = await refusalOf(server.orders.placeOrder(orderFor([line('p-001', 'CONTRACTOR')]), newAttemptKey()));
    expect(refusal.serverMessage).toBe(PRICE_MISMATCH);
  });

  it('is refused when the balance does not cover it', async () => {
    const server = await signedInAs(storage, 'contractor@demo.test');
    const refusal = await refusalOf(server.orders.placeOrder(orderFor([line('p-001', 'CONTRACTOR')]), newAttemptKey()));
    expect(refusal.serverMessage).toBe('Insufficient Balance');
    expect(placedOrders()).toEqual([]);
  });

  it.each([
    ['an inactive product', [{ productId: 'p-038', variantId: 'p-038-v1', quantity: 1 }], 'A product in your order is no longer available'],
    ['an unknown product', [{ productId: 'p-999', variantId: 'v', quantity: 1 }], 'A product in your order is no longer available'],
    ['an unknown variant', [{ productId: 'p-001', variantId: 'p-001-v9', quantity: 1 }], 'is no longer available in that option'],
    ['an odd number of a pair product', [{ productId: 'p-051', variantId: 'p-051-v1', quantity: 3 }], 'cannot be ordered in 3 units'],
  ])('is refused for %s', async (_label, items, message) => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const refusal = await refusalOf(server.orders.placeOrder({ ...orderFor([line('p-001', 'DEALER')]), items }, newAttemptKey()));
    expect(refusal.serverMessage).toContain(message);
  });

  it('needs a purchase order and a whole address', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const cart = [line('p-001', 'DEALER')];
    expect((await refusalOf(server.orders.placeOrder(orderFor(cart, { purchaseOrder: ' ' }), newAttemptKey()))).serverMessage).toBe(
      'Please add Purchase Order details',
    );
    const noPhone = orderFor(cart, { address: { ...ADDRESS, phone: '' } });
    expect((await refusalOf(server.orders.placeOrder(noPhone, newAttemptKey()))).serverMessage).toBe('All shipping address fields are required');
  });

  it('needs a signed-in buyer', async () => {
    const refusal = await refusalOf(demoServer(storage).orders.placeOrder(orderFor([line('p-001', 'DEALER')]), newAttemptKey()));
    expect(refusal).toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});

describe('the same Pay sent twice (one Idempotency-Key)', () => {
  it('places one order and answers both requests alike, as a backend honouring the key does', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const order = orderFor([line('p-001', 'DEALER')]);
    const first = await server.orders.placeOrder(order, 'one-pay');
    const again = await server.orders.placeOrder(order, 'one-pay');
    expect(again).toEqual(first);
    expect(placedOrders().map((placed) => placed.id)).toEqual([firstPlaced]);
    await server.orders.placeOrder(order, 'another-pay');
    expect(placedOrders().map((placed) => placed.id)).toEqual([firstPlaced, firstPlaced + 1]);
  });
});

describe('coupons on an order', () => {
  it('every account has the four coupons of the design', async () => {
    const server = await signedInAs(storage, 'contractor@demo.test');
    const coupons = await server.coupons.myCoupons();
    expect(coupons.map(({ code, isActive }) => [code, isActive])).toEqual([
      ['WELCOME10', true],
      ['SAVE50', true],
      ['BIGBUY15', true],
      ['OLDDEAL', false],
    ]);
  });

  it('SAVE50 takes $50 off an order of $500 or more', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const save50 = (await server.coupons.myCoupons()).find((coupon) => coupon.code === 'SAVE50') ?? null;
    await server.orders.placeOrder(orderFor(dealerCart(), { coupon: save50 }), newAttemptKey());
    // 1677.29 - 50.00 + 83.86.
    expect(placedOrders()[0]).toMatchObject({ discountAmount: '50.00', total: '1711.15' });
  });

  it.each([
    ['WELCOME10 below its $100 minimum', 'WELCOME10', 'WELCOME10 needs an order of at least $100.00'],
    ['OLDDEAL, which is inactive', 'olddeal', COUPON_NOT_ELIGIBLE],
    ['a code nobody has', 'NOPE10', COUPON_NOT_FOUND],
  ])('refuses %s with the coupon message', async (_label, couponCode, message) => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    // $67.32 of path lights.
    const order = { ...orderFor([line('p-001', 'DEALER')]), couponCode, discountAmount: usd('6.73') };
    expect((await refusalOf(server.orders.placeOrder(order, newAttemptKey()))).serverMessage).toBe(message);
    await expect(server.coupons.validate(couponCode, order.subtotal)).rejects.toMatchObject({ serverMessage: message });
  });

  it('refuses a discount larger than the coupon gives', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const order = orderFor(dealerCart(), { coupon: await welcome10(server) });
    const forged = { ...order, discountAmount: usd('200.00'), total: subtract(add(order.total, order.discountAmount), usd('200.00')) };
    expect((await refusalOf(server.orders.placeOrder(forged, newAttemptKey()))).serverMessage).toBe(PRICE_MISMATCH);
  });

  it('validates a coupon the order amount makes eligible', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    await expect(server.coupons.validate('welcome10', usd('100.00'))).resolves.toBeUndefined();
    await expect(server.coupons.validate('BIGBUY15', usd('4999.99'))).rejects.toMatchObject({ serverMessage: 'BIGBUY15 needs an order of at least $5,000.00' });
  });

  it('need a signed-in buyer', async () => {
    await expect(demoServer(storage).coupons.myCoupons()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

describe('store collection', () => {
  it('a local dealer collects with no shipping, paying the subtotal only', async () => {
    const server = await signedInAs(storage, 'local.dealer@demo.test');
    const order = orderFor([line('p-001', 'DEALER', { quantity: 2 })], { storeCollection: true });
    expect(order.shippingAddress).toBeNull();
    await server.orders.placeOrder(order, newAttemptKey());
    expect(placedOrders()[0]).toMatchObject({ shippingAddress: null, shippingCost: '0.00', total: '134.64' });
    // $2,500.00 - $134.64; $480.00 + $134.64.
    expect(await walletCents(server)).toEqual({ balance: 236_536, creditDue: 61_464 });
  });

  it('is refused with shipping charged on it', async () => {
    const server = await signedInAs(storage, 'local.dealer@demo.test');
    const order = orderFor([line('p-001', 'DEALER', { quantity: 2 })], { storeCollection: true });
    const charged = { ...order, shippingCost: usd('10.00'), total: add(order.total, usd('10.00')) };
    expect((await refusalOf(server.orders.placeOrder(charged, newAttemptKey()))).serverMessage).toBe(PRICE_MISMATCH);
  });

  it('is refused for a dealer who is not local', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const order = orderFor([line('p-001', 'DEALER')], { storeCollection: true });
    expect((await refusalOf(server.orders.placeOrder(order, newAttemptKey()))).serverMessage).toBe('Store collection is only available to local dealers');
  });
});

describe('stored records that do not read', () => {
  it.each(['{not json', JSON.stringify([{ id: 'one' }]), JSON.stringify({ orders: [] })])(
    'fall back to the seed: %s',
    async (raw) => {
      storage.setItem(DEMO_ORDERS_KEY, raw);
      const server = await signedInAs(storage, 'dealer@demo.test');
      await server.orders.placeOrder(orderFor([line('p-001', 'DEALER')]), newAttemptKey());
      expect(storedOrders(storage).map((order) => order.id)).toEqual([...demoLedgerSeed.orders().map((order) => order.id), firstPlaced]);
    },
  );
});
