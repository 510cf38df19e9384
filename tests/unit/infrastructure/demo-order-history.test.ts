// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { couponDiscount } from '../../../src/domain/coupons/coupon';
import type { Order } from '../../../src/domain/orders/order';
import { ORDER_STATUSES, PAYMENT_STATUSES, formatOrderNumber } from '../../../src/domain/orders/order-display';
import { caseUnitPrice, shippingCost } from '../../../src/domain/pricing/pricing';
import { add, cents, centsOf, multiplyRounded, parseMoney, parseUnitPrice, subtract, sum, toDecimalString, toUnitPriceString, type Money } from '../../../src/domain/shared/money';
import { seedProducts } from '../../../src/infrastructure/demo/catalog.seed';
import { demoCoupons } from '../../../src/infrastructure/demo/demo-coupons';
import { DemoControls } from '../../../src/infrastructure/demo/demo-controls';
import type { StoredTransaction } from '../../../src/infrastructure/demo/demo-ledger';
import { demoLedgerSeed } from '../../../src/infrastructure/demo/orders.seed';
import { demoServer, line, orderFor, refusalOf, signedInAs, walletCents } from '../../support/demo-server';
import { newAttemptKey } from '../../../src/application/shared/attempt-key';

const storage = window.localStorage;
beforeEach(() => storage.clear());

const seededOrders = demoLedgerSeed.orders();
const seededTransactions = demoLedgerSeed.transactions();
const money = (amount: string) => parseMoney(amount);
const dollars = (amount: Money) => toDecimalString(amount);

describe("the dealer's seeded orders", () => {
  it('are at least 12, all the dealer\u2019s, dated over the months before November 2026', () => {
    expect(seededOrders.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seededOrders.map((order) => order.userId))).toEqual(new Set(['demo-dealer']));
    expect(seededOrders.every((order) => order.createdAt < '2026-11-01')).toBe(true);
    const months = new Set(seededOrders.map((order) => order.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('cover every order status and every payment status', () => {
    expect(new Set(seededOrders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(seededOrders.map((order) => order.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
  });

  it.each(seededOrders.map((order) => [formatOrderNumber(order.id), order] as const))('%s adds up to the cent', (_number, order) => {
    // Unit price in mills x units, half-up to the cent.
    for (const item of order.items) expect(item.total).toBe(dollars(multiplyRounded(parseUnitPrice(item.price), item.quantity)));
    const subtotal = sum(order.items.map((item) => money(item.total)));
    expect(order.subtotal).toBe(dollars(subtotal));
    expect(order.total).toBe(dollars(add(subtract(subtotal, money(order.discountAmount)), money(order.shippingCost))));
    const collected = order.shippingAddress === null;
    // The history was charged under the spec's shipping rule.
    expect(order.shippingCost).toBe(dollars(shippingCost(subtotal, 'spec', { storeCollection: collected })));
    const coupon = demoCoupons().find((candidate) => candidate.code === order.appliedCoupon?.code);
    expect(order.discountAmount).toBe(coupon ? dollars(couponDiscount(coupon, subtotal)) : '0.00');
    if (coupon) expect(order.appliedCoupon).toEqual({ code: coupon.code, name: coupon.name, description: coupon.description });
  });

  it('hold real seed products at the dealer\u2019s price, the case price (to the mill) exactly for whole cases', () => {
    for (const item of seededOrders.flatMap((order) => order.items)) {
      const product = seedProducts.find((candidate) => candidate.id === item.product.id);
      const variant = product?.variants.find((candidate) => candidate.id === item.variant.id);
      expect(product?.name).toBe(item.product.name);
      expect(variant?.name).toBe(item.variant.name);
      expect(item.product.images).toEqual(variant?.images);
      const dealerPrice = parseUnitPrice(String(variant?.dealerPrice));
      const byTheCase = product?.allowCaseOrder && item.quantity % (product.caseSize ?? 1) === 0;
      expect(item.price).toBe(toUnitPriceString(byTheCase ? caseUnitPrice(dealerPrice) : dealerPrice));
      if (item.product.name.includes('TS-B30') && item.price === toUnitPriceString(dealerPrice)) expect(item.quantity % 2).toBe(0);
    }
    const caseLines = seededOrders.flatMap((order) => order.items).filter((item) => {
      const product = seedProducts.find((candidate) => candidate.id === item.product.id);
      return item.price !== product?.variants.find((variant) => variant.id === item.variant.id)?.dealerPrice;
    });
    expect(caseLines.length).toBeGreaterThanOrEqual(3);
  });

  it('include exactly one product since discontinued, for Buy Again to name', () => {
    const inactive = seededOrders
      .flatMap((order) => order.items.map((item) => [order.id, item.product.id] as const))
      .filter(([, productId]) => seedProducts.find((product) => product.id === productId)?.state !== 'ACTIVE');
    expect(inactive).toEqual([[5, 'p-107']]);
  });

  it('include coupons of each kind, notes, tracking numbers and a store collection', () => {
    expect(new Set(seededOrders.flatMap((order) => order.appliedCoupon?.code ?? []))).toEqual(new Set(['WELCOME10', 'SAVE50', 'BIGBUY15']));
    expect(seededOrders.filter((order) => order.notes).length).toBeGreaterThanOrEqual(5);
    expect(seededOrders.filter((order) => order.trackingNumber).length).toBeGreaterThanOrEqual(5);
    const collected = seededOrders.filter((order) => order.shippingAddress === null);
    expect(collected.length).toBeGreaterThanOrEqual(1);
    expect(collected.every((order) => order.shippingCost === '0.00')).toBe(true);
    expect(seededOrders.filter((order) => order.status === 'SHIPPED').every((order) => order.trackingNumber)).toBe(true);
  });
});

/** What a transaction does to the wallet: available balance, and the credit due. */
function applied(wallet: { balance: Money; due: Money }, transaction: StoredTransaction) {
  const amount = money(transaction.amount);
  const toWallet = ['CREDIT_ADDED', 'DEPOSIT', 'WITHDRAWAL'].includes(transaction.type);
  const onCredit =
    ['CREDIT_USED', 'CREDIT_REPAYMENT'].includes(transaction.type) || (transaction.type === 'REFUND' && transaction.paymentMethod === 'WALLET');
  if (toWallet) return { ...wallet, balance: add(wallet.balance, amount) };
  if (onCredit) return { balance: add(wallet.balance, amount), due: subtract(wallet.due, amount) };
  return wallet;
}

describe("the dealer's seeded transactions", () => {
  it('are at least 25, of every type, all the dealer\u2019s, numbered in date order', () => {
    expect(seededTransactions.length).toBeGreaterThanOrEqual(25);
    expect(new Set(seededTransactions.map((transaction) => transaction.type))).toEqual(
      new Set(['CREDIT_ADDED', 'CREDIT_USED', 'PAYMENT', 'REFUND', 'CREDIT_REPAYMENT', 'DEPOSIT', 'WITHDRAWAL']),
    );
    expect(new Set(seededTransactions.map((transaction) => transaction.userId))).toEqual(new Set(['demo-dealer']));
    const dates = seededTransactions.map((transaction) => transaction.createdAt);
    expect(dates).toEqual([...dates].sort());
    expect(seededTransactions.map((transaction) => transaction.id)).toEqual(seededTransactions.map((_, index) => index + 1));
  });

  it('tell the orders\u2019 story: credit used for wallet orders, card payments, refunds for refunded ones', () => {
    for (const order of seededOrders) {
      const ofOrder = seededTransactions.filter((transaction) => transaction.description.endsWith(formatOrderNumber(order.id)));
      const paid = order.paymentStatus === 'COMPLETED' || order.paymentStatus === 'REFUNDED';
      const expected = [
        ...(paid ? [[order.gateway === 'WALLET' ? 'CREDIT_USED' : 'PAYMENT', `-${order.total}`, order.gateway]] : []),
        ...(order.paymentStatus === 'REFUNDED' ? [['REFUND', order.total, order.gateway]] : []),
      ];
      expect(ofOrder.map(({ type, amount, paymentMethod }) => [type, amount, paymentMethod])).toEqual(expected);
    }
  });

  it('never overdraw the wallet, and end with a repayment that leaves $10,000.00 available and nothing due', () => {
    let wallet = { balance: cents(0), due: cents(0) };
    for (const transaction of seededTransactions) {
      wallet = applied(wallet, transaction);
      expect(centsOf(wallet.balance)).toBeGreaterThanOrEqual(0);
      expect(centsOf(wallet.due)).toBeGreaterThanOrEqual(0);
    }
    expect({ balance: dollars(wallet.balance), due: dollars(wallet.due) }).toEqual({ balance: '10000.00', due: '0.00' });
    expect(seededTransactions.at(-1)).toMatchObject({ type: 'CREDIT_REPAYMENT' });
    expect(seededTransactions.at(-1)!.amount).not.toBe('0.00');
  });

  it('leave the seeded account as it was: $10,000.00 available, nothing due', async () => {
    expect(await walletCents(await signedInAs(storage, 'dealer@demo.test'))).toEqual({ balance: 1_000_000, creditDue: 0 });
  });
});

/** An order's figures as text, for comparing domain orders. */
function figures(order: Order) {
  return { id: order.id, subtotal: dollars(order.subtotal), discount: dollars(order.discountAmount), total: dollars(order.total) };
}

describe('GET /orders/my-orders on the demo backend', () => {
  const newestFirst = [...seededOrders].sort((a, b) => b.id - a.id).map((order) => String(order.id));

  it('answers the buyer\u2019s orders newest first, a page at a time, read as HTTP reads them', async () => {
    const { orders } = await signedInAs(storage, 'dealer@demo.test');
    const first = await orders.myOrders({ skip: 0, take: 10 });
    expect(first.map((order) => order.id)).toEqual(newestFirst.slice(0, 10));
    const second = await orders.myOrders({ skip: 10, take: 10 });
    expect(second.map((order) => order.id)).toEqual(newestFirst.slice(10, 20));
    expect(await orders.myOrders({ skip: newestFirst.length, take: 10 })).toEqual([]);
    const seeded = seededOrders.find((order) => order.id === Number(first[0]!.id))!;
    expect(figures(first[0]!)).toEqual({ id: String(seeded.id), subtotal: seeded.subtotal, discount: seeded.discountAmount, total: seeded.total });
    expect(first[0]?.shippingAddress).toEqual(seeded.shippingAddress && { ...seeded.shippingAddress, country: '' });
  });

  it.each([
    ['the order number', 'ORD-0012', ['12']],
    ['the order number in lower case', 'ord-0009', ['9']],
    ['the purchase order, ignoring case', 'bp-2026-0722', ['9']],
    ['a product name, ignoring case', 'gridline gl-900', ['19', '9']],
    ['nothing the buyer ordered', 'chandelier', []],
  ])('searches by %s', async (_label, search, ids) => {
    const { orders } = await signedInAs(storage, 'dealer@demo.test');
    expect((await orders.myOrders({ skip: 0, take: 10, search })).map((order) => order.id)).toEqual(ids);
  });

  it('finds an order by its bare number too', async () => {
    const { orders } = await signedInAs(storage, 'dealer@demo.test');
    expect((await orders.myOrders({ skip: 0, take: 10, search: ' 12 ' })).map((order) => order.id)).toContain('12');
  });

  it('pages the search results', async () => {
    const { orders } = await signedInAs(storage, 'dealer@demo.test');
    const ids = async (skip: number, take: number) =>
      (await orders.myOrders({ skip, take, search: 'barton creek' })).map((order) => order.id);
    const matching = await ids(0, 50);
    expect(matching.length).toBeGreaterThanOrEqual(3);
    expect(await ids(1, 2)).toEqual(matching.slice(1, 3));
  });

  it("shows another buyer none of the dealer's orders", async () => {
    const { orders } = await signedInAs(storage, 'distributor@demo.test');
    expect(await orders.myOrders({ skip: 0, take: 10 })).toEqual([]);
    expect(await refusalOf(orders.order('1'))).toMatchObject({ kind: 'not-found', status: 404, serverMessage: 'Order not found' });
  });

  it('needs a signed-in buyer', async () => {
    const { orders } = demoServer(storage);
    expect((await refusalOf(orders.myOrders({ skip: 0, take: 10 }))).kind).toBe('unauthorized');
    expect((await refusalOf(orders.order('1'))).kind).toBe('unauthorized');
  });
});

describe('GET /orders/{id} on the demo backend', () => {
  it('answers the order with its coupon, notes, purchase order, tracking and address', async () => {
    const { orders } = await signedInAs(storage, 'dealer@demo.test');
    const withCoupon = seededOrders.find((order) => order.appliedCoupon && order.trackingNumber && order.notes)!;
    const order = await orders.order(String(withCoupon.id));
    expect(order).toMatchObject({
      id: String(withCoupon.id),
      status: withCoupon.status,
      paymentStatus: withCoupon.paymentStatus,
      appliedCoupon: withCoupon.appliedCoupon,
      notes: withCoupon.notes,
      paymentOrder: withCoupon.paymentOrder,
      trackingNumber: withCoupon.trackingNumber,
      shippingAddress: { ...withCoupon.shippingAddress, country: '' },
    });
    expect(order.items.map((item) => [item.product.id, item.quantity, toUnitPriceString(item.price), dollars(item.total)])).toEqual(
      withCoupon.items.map((item) => [item.product.id, item.quantity, item.price, item.total]),
    );
  });

  it('knows no order that does not exist', async () => {
    const { orders } = await signedInAs(storage, 'dealer@demo.test');
    for (const id of ['999', 'ORD-0001', '']) {
      expect((await refusalOf(orders.order(id))).kind).toBe('not-found');
    }
  });
});

describe('GET /transactions/my-transactions on the demo backend', () => {
  it('answers the buyer\u2019s transactions newest first, a page at a time, with signed amounts', async () => {
    const { transactions } = await signedInAs(storage, 'dealer@demo.test');
    const first = await transactions.myTransactions({ skip: 0, take: 20 });
    const newestFirst = [...seededTransactions].reverse();
    expect(first.map((transaction) => transaction.id)).toEqual(newestFirst.slice(0, 20).map((transaction) => String(transaction.id)));
    const second = await transactions.myTransactions({ skip: 20, take: 20 });
    expect(second.map((transaction) => transaction.id)).toEqual(newestFirst.slice(20, 40).map((transaction) => String(transaction.id)));
    const used = first.find((transaction) => transaction.type === 'CREDIT_USED')!;
    expect(centsOf(used.amount)).toBeLessThan(0);
    expect(first[0]).toMatchObject({ type: 'CREDIT_REPAYMENT', description: 'Credit due repayment' });
  });

  it("shows another buyer none of the dealer's", async () => {
    const { transactions } = await signedInAs(storage, 'contractor@demo.test');
    expect(await transactions.myTransactions({ skip: 0, take: 20 })).toEqual([]);
  });

  it('needs a signed-in buyer', async () => {
    expect((await refusalOf(demoServer(storage).transactions.myTransactions({ skip: 0, take: 20 }))).kind).toBe('unauthorized');
  });
});

describe('an order placed on top of the history', () => {
  it('shows first, numbered after the seed, with its total, coupon and purchase order, and its credit used first', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const welcome10 = (await server.coupons.myCoupons()).find((coupon) => coupon.code === 'WELCOME10') ?? null;
    const cart = [line('p-003', 'DEALER', { quantityType: 'CASE' }), line('p-051', 'DEALER', { quantity: 2 })];
    await server.orders.placeOrder(orderFor(cart, { coupon: welcome10, purchaseOrder: 'PO-7788', notes: 'Dock 4' }), newAttemptKey());

    const nextId = String(Math.max(...seededOrders.map((order) => order.id)) + 1);
    const [placed] = await server.orders.myOrders({ skip: 0, take: 5 });
    // A case of 12 at $87.72: 12 x $83.334 = $1,000.01; 2 pairs at $169.32: $677.28.
    expect(figures(placed!)).toEqual({ id: nextId, subtotal: '1677.29', discount: '167.73', total: '1593.42' });
    expect(placed).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      appliedCoupon: { code: 'WELCOME10', name: 'Welcome 10' },
      paymentOrder: 'PO-7788',
      notes: 'Dock 4',
      trackingNumber: null,
    });
    expect(figures(await server.orders.order(nextId))).toEqual(figures(placed!));
    expect((await server.orders.myOrders({ skip: 0, take: 1, search: 'po-7788' })).map((order) => order.id)).toEqual([nextId]);

    const [latest] = await server.transactions.myTransactions({ skip: 0, take: 20 });
    expect(latest).toMatchObject({ type: 'CREDIT_USED', description: `Order ${formatOrderNumber(nextId)}`, paymentMethod: 'WALLET' });
    expect(dollars(latest!.amount)).toBe('-1593.42');
    expect(await walletCents(server)).toEqual({ balance: 1_000_000 - 159_342, creditDue: 159_342 });
  });

  it('is gone after Reset demo data, which puts the seeded history back', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    await server.orders.placeOrder(orderFor([line('p-001', 'DEALER')]), newAttemptKey());
    expect((await server.orders.myOrders({ skip: 0, take: 50 })).length).toBe(seededOrders.length + 1);
    new DemoControls(storage, () => undefined).reset();
    const again = await signedInAs(storage, 'dealer@demo.test');
    expect((await again.orders.myOrders({ skip: 0, take: 50 })).length).toBe(seededOrders.length);
    expect((await again.transactions.myTransactions({ skip: 0, take: 100 })).length).toBe(seededTransactions.length);
    expect(await walletCents(again)).toEqual({ balance: 1_000_000, creditDue: 0 });
  });
});
