/** Orders and transactions for the component tests, in the domain's own shape (as the adapters hand them over). */
import type { Order, OrderItem } from '../../../src/domain/orders/order';
import type { Transaction } from '../../../src/domain/wallet/transaction';
import { parseMoney, ZERO } from '../../../src/domain/shared/money';
import { products } from './fixtures';

export const usd = (dollars: string) => parseMoney(dollars);

export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'oi-1',
    quantity: 3,
    price: usd('12.00'),
    total: usd('36.00'),
    product: { id: products.singleLight.id, name: products.singleLight.name, images: [] },
    variant: { id: 'v-single', name: 'Raw Copper' },
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '12',
    createdAt: '2026-03-14T15:30:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    items: [anOrderItem()],
    subtotal: usd('36.00'),
    discountAmount: ZERO,
    shippingCost: usd('10.00'),
    total: usd('46.00'),
    appliedCoupon: null,
    notes: '',
    paymentOrder: 'PO-1001',
    trackingNumber: null,
    shippingAddress: {
      street: '940 SE Division St',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
      country: 'USA',
      phone: '(503) 555-0127',
    },
    ...overrides,
  };
}

/**
 * Order 12: two lines still sold (24 units of a case-of-12 product, 3 singles)
 * at last spring's prices, one line no longer sold, the SAVE10 coupon, free
 * shipping, notes and a tracking number.
 */
export const ORDER_12: Order = anOrder({
  id: '12',
  status: 'SHIPPED',
  paymentStatus: 'COMPLETED',
  items: [
    anOrderItem({
      id: 'oi-case',
      quantity: 24,
      price: usd('11.50'),
      total: usd('276.00'),
      product: { id: products.caseLight.id, name: products.caseLight.name, images: ['/images/p-case.jpg'] },
      variant: { id: 'v-case', name: 'Natural Brass', sku: 'LT-001-1' },
    }),
    anOrderItem({ id: 'oi-single', quantity: 3, price: usd('12.00'), total: usd('36.00') }),
    anOrderItem({
      id: 'oi-gone',
      quantity: 2,
      price: usd('40.00'),
      total: usd('80.00'),
      product: { id: 'p-retired', name: 'Retired Lantern RL-9', images: [] },
      variant: { id: 'v-retired', name: 'Black' },
    }),
  ],
  subtotal: usd('392.00'),
  discountAmount: usd('39.20'),
  shippingCost: ZERO,
  total: usd('352.80'),
  appliedCoupon: { code: 'SAVE10', name: 'Spring Sale', description: '10% off orders over $100' },
  notes: 'Leave at the loading dock',
  paymentOrder: 'PO-7781',
  trackingNumber: '1Z999AA10123456784',
  paymentMethod: 'ACCOUNT_CREDIT',
});

/** `count` orders numbered down from `from` (newest first), each of one line. */
export function manyOrders(count: number, from = 40): Order[] {
  return Array.from({ length: count }, (_, index) => anOrder({ id: String(from - index) }));
}

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't-1',
    createdAt: '2026-03-14T15:30:00.000Z',
    type: 'CREDIT_ADDED',
    description: 'Credit line approved',
    amount: usd('500.00'),
    paymentMethod: 'WALLET',
    ...overrides,
  };
}
