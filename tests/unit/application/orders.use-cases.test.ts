import { describe, expect, it, vi } from 'vitest';
import { ordersUseCases } from '../../../src/application/orders/orders.use-cases';
import type { OrdersPort } from '../../../src/application/ports/orders.port';
import type { TransactionsPort } from '../../../src/application/ports/transactions.port';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { Order, OrderItem } from '../../../src/domain/orders/order';
import { moreItemsLabel } from '../../../src/domain/orders/order';
import type { Product } from '../../../src/domain/catalog/catalog';
import { filterTransactions, transactionFilters, type Transaction } from '../../../src/domain/wallet/transaction';
import { formatMoney } from '../../../src/domain/shared/money';
import { aProduct, aVariant, usd } from '../../support/mothers';

function anItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'oi-1',
    quantity: 3,
    price: usd('10.00'),
    total: usd('30.00'),
    product: { id: 'p-1', name: 'Path Light PL-100', images: [] },
    variant: { id: 'v-1', name: 'Brass 3000K' },
    ...overrides,
  };
}

function anOrder(items: OrderItem[]): Order {
  return {
    id: '12',
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    items,
    subtotal: usd('30.00'),
    discountAmount: usd('0.00'),
    shippingCost: usd('10.00'),
    total: usd('40.00'),
    appliedCoupon: null,
    notes: '',
    paymentOrder: 'PO-1',
    trackingNumber: null,
    shippingAddress: null,
  };
}

function harness(products: Product[] = []) {
  const orders: OrdersPort = {
    placeOrder: vi.fn(),
    myOrders: vi.fn(async ({ take }) => Array.from({ length: take }, (_, index) => anOrder([anItem({ id: `oi-${index}` })]))),
    order: vi.fn(),
  };
  const transactions: TransactionsPort = { myTransactions: vi.fn(async () => []) };
  const catalog = {
    async product(id: string) {
      const found = products.find((product) => product.id === id);
      if (!found) throw new BackendError('not-found', 'Product not found', 404);
      return found;
    },
  };
  return { useCases: ordersUseCases(orders, transactions, catalog), orders, transactions };
}

function ordersHarnessFailingWith(error: Error) {
  const orders: OrdersPort = { placeOrder: vi.fn(), myOrders: vi.fn(), order: vi.fn() };
  const transactions: TransactionsPort = { myTransactions: vi.fn(async () => []) };
  return { useCases: ordersUseCases(orders, transactions, { product: async () => Promise.reject(error) }) };
}

describe('orders use cases (spec §7, §9)', () => {
  it('asks for 10 orders a page, with the search, and offers Next after a full page', async () => {
    const { useCases, orders } = harness();
    const page = await useCases.ordersPage({ page: '3', search: ' PO-77 ' });
    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 20, take: 10, search: 'PO-77' });
    expect(page).toMatchObject({ page: 3, hasNext: true });
  });

  it('the profile takes the 5 latest; transactions come 20 a page', async () => {
    const { useCases, orders, transactions } = harness();
    await useCases.recentOrders();
    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 5 });
    const page = await useCases.transactionsPage({ page: 2 });
    expect(transactions.myTransactions).toHaveBeenCalledWith({ skip: 20, take: 20 });
    expect(page.hasNext).toBe(false);
  });

  it("'+N more items' past the first two", () => {
    expect(moreItemsLabel(anOrder([anItem(), anItem()]))).toBeNull();
    expect(moreItemsLabel(anOrder([anItem(), anItem(), anItem()]))).toBe('+1 more items');
    expect(moreItemsLabel(anOrder([anItem(), anItem(), anItem(), anItem(), anItem()]))).toBe('+3 more items');
  });
});

describe('Buy Again', () => {
  const caseProduct = aProduct({
    id: 'p-case',
    name: 'Step Light SL-2',
    caseSize: 12,
    allowCaseOrder: true,
    variants: [aVariant({ id: 'v-brass', name: 'Brass', dealerPrice: usd('41.00') })],
  });
  const pairProduct = aProduct({
    id: 'p-pair',
    name: 'TS-B301 Tree Strap Spot Pair',
    caseSize: 1,
    allowCaseOrder: false,
    variants: [aVariant({ id: 'v-black', name: 'Black', dealerPrice: usd('169.32') })],
  });

  it("puts the lines back at today's price for the role: whole cases as cases, pairs as pairs", async () => {
    const { useCases } = harness([caseProduct, pairProduct]);
    const order = anOrder([
      anItem({ quantity: 24, product: { id: 'p-case', name: 'Step Light SL-2', images: [] }, variant: { id: 'v-brass', name: 'Brass' } }),
      anItem({ quantity: 4, product: { id: 'p-pair', name: 'TS-B301 Tree Strap Spot Pair', images: [] }, variant: { id: null, name: 'Black' } }),
    ]);
    const { items, unavailable } = await useCases.buyAgain(order, 'DEALER');
    expect(unavailable).toEqual([]);
    expect(items.map((item) => [item.productId, item.variantId, item.quantityType, item.quantity, formatMoney(item.price)])).toEqual([
      ['p-case', 'v-brass', 'CASE', 2, '$41.00'],
      ['p-pair', 'v-black', 'SINGLE', 2, '$169.32'],
    ]);
  });

  it('fails rather than call a line unavailable when the catalogue answered without its price', async () => {
    const { useCases } = harness([{ ...caseProduct, variants: [aVariant({ id: 'v-brass', name: 'Brass', prices: null })] }]);
    const order = anOrder([
      anItem({ quantity: 24, product: { id: 'p-case', name: 'Step Light SL-2', images: [] }, variant: { id: 'v-brass', name: 'Brass' } }),
    ]);
    await expect(useCases.buyAgain(order, 'DEALER')).rejects.toMatchObject({ kind: 'malformed', message: 'No prices came for Brass' });
  });

  it.each<[string, Partial<Product>, number, string, number]>([
    ['not a whole number of cases: singles', {}, 25, 'SINGLE', 25],
    ['cases not sold by the case: singles', { allowCaseOrder: false }, 24, 'SINGLE', 24],
    ['a case of one: singles', { caseSize: 1 }, 3, 'SINGLE', 3],
  ])('%s', async (_label, product, quantity, quantityType, cartQuantity) => {
    const { useCases } = harness([{ ...caseProduct, ...product }]);
    const order = anOrder([anItem({ quantity, product: { id: 'p-case', name: 'Step Light SL-2', images: [] }, variant: { id: 'v-brass', name: 'Brass' } })]);
    const { items } = await useCases.buyAgain(order, 'DEALER');
    expect(items.map((item) => [item.quantityType, item.quantity])).toEqual([[quantityType, cartQuantity]]);
  });

  it('finds the variant by its id though it was renamed since', async () => {
    const { useCases } = harness([caseProduct]);
    const order = anOrder([anItem({ quantity: 2, product: { id: 'p-case', name: 'Step Light SL-2', images: [] }, variant: { id: 'v-brass', name: 'Brass (old name)' } })]);
    const { items, unavailable } = await useCases.buyAgain(order, 'DEALER');
    expect([items.map((item) => item.variantId), unavailable]).toEqual([['v-brass'], []]);
  });

  it('fails when the catalogue cannot be read (not a product gone)', async () => {
    const { useCases } = ordersHarnessFailingWith(new BackendError('network', 'The backend could not be reached'));
    await expect(useCases.buyAgain(anOrder([anItem()]), 'DEALER')).rejects.toMatchObject({ kind: 'network' });
  });

  it('names a line whose product or variant is no longer sold', async () => {
    const inactive = aProduct({ id: 'p-old', name: 'Old Bollard', state: 'INACTIVE' });
    const { useCases } = harness([caseProduct, inactive]);
    const order = anOrder([
      anItem({ quantity: 5, product: { id: 'p-case', name: 'Step Light SL-2', images: [] }, variant: { id: 'v-gone', name: 'Copper' } }),
      anItem({ product: { id: 'p-old', name: 'Old Bollard', images: [] }, variant: { id: 'v-1', name: 'Bronze' } }),
      anItem({ product: { id: 'p-404', name: 'Deleted Light', images: [] }, variant: { id: null, name: '' } }),
    ]);
    const { items, unavailable } = await useCases.buyAgain(order, 'DEALER');
    expect(items).toEqual([]);
    expect(unavailable).toEqual(['Step Light SL-2 (Copper)', 'Old Bollard (Bronze)', 'Deleted Light']);
  });
});

describe('transaction filter and search (spec §9: on the loaded page only)', () => {
  const page: Transaction[] = [
    { id: '1', createdAt: '', type: 'CREDIT_ADDED', description: 'Credit line raised', amount: usd('500.00'), paymentMethod: 'ADMIN' },
    { id: '2', createdAt: '', type: 'CREDIT_USED', description: 'Order ORD-0012', amount: usd('-212.06'), paymentMethod: 'WALLET' },
    { id: '3', createdAt: '', type: 'PAYMENT', description: 'Order ORD-0013', amount: usd('-99.00'), paymentMethod: 'STRIPE' },
    { id: '4', createdAt: '', type: 'REFUND', description: 'Refund ORD-0009', amount: usd('45.00'), paymentMethod: 'STRIPE' },
  ];

  it.each([
    ['all', '', ['1', '2', '3', '4']],
    ['CREDIT_USED', '', ['2']],
    ['all', 'ord-001', ['2', '3']],
    ['PAYMENT', 'stripe', ['3']],
    ['REFUND', 'ORD-0012', []],
  ] as const)('%s and "%s"', (filter, search, ids) => {
    expect(filterTransactions(page, filter, search).map((transaction) => transaction.id)).toEqual(ids);
  });

  it("offers all, the backend's four types, then other types on the page, each once", () => {
    expect(transactionFilters(page)).toEqual(['all', 'DEPOSIT', 'WITHDRAWAL', 'CREDIT_ADDED', 'CREDIT_REPAYMENT', 'CREDIT_USED', 'PAYMENT', 'REFUND']);
    expect(transactionFilters([...page, { ...page[1]!, id: '5', type: 'credit_used' }]).filter((type) => type === 'CREDIT_USED')).toHaveLength(1);
    expect(transactionFilters([])).toEqual(['all', 'DEPOSIT', 'WITHDRAWAL', 'CREDIT_ADDED', 'CREDIT_REPAYMENT']);
    // The type picked on another page stays offered (and selected) on one without it.
    expect(transactionFilters([], 'REFUND')).toEqual(['all', 'DEPOSIT', 'WITHDRAWAL', 'CREDIT_ADDED', 'CREDIT_REPAYMENT', 'REFUND']);
    expect(transactionFilters([], 'DEPOSIT')).toHaveLength(5);
  });
});
