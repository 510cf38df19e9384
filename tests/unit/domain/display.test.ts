import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  formatOrderNumber,
  orderStatusTone,
  paymentStatusTone,
  type Tone,
} from '../../../src/domain/orders/order-display';
import {
  TRANSACTIONS_PAGE_SIZE,
  BACKEND_TRANSACTION_TYPES,
  transactionAppearance,
} from '../../../src/domain/wallet/transaction-display';

describe('formatOrderNumber', () => {
  it.each<[number | string, string]>([
    [1, 'ORD-0001'],
    [42, 'ORD-0042'],
    [1234, 'ORD-1234'],
    [12345, 'ORD-12345'],
    ['7', 'ORD-0007'],
  ])('%j -> %s', (id, expected) => {
    expect(formatOrderNumber(id)).toBe(expected);
  });
});

describe('orderStatusTone', () => {
  const table: [string, Tone][] = [
    ['DELIVERED', 'success'],
    ['SHIPPED', 'info'],
    ['PROCESSING', 'info'],
    ['CONFIRMED', 'info'],
    ['PENDING', 'warning'],
    ['PAYMENT_PENDING', 'warning'],
    ['CANCELLED', 'error'],
    ['REFUNDED', 'error'],
  ];

  it('the table covers all 8 statuses', () => {
    expect(table.map(([status]) => status).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(table)('%s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it.each([['delivered', 'success'], ['UNKNOWN', 'default']])('%s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});

describe('paymentStatusTone', () => {
  const table: [string, Tone][] = [
    ['PENDING', 'warning'],
    ['COMPLETED', 'success'],
    ['FAILED', 'error'],
    ['REFUNDED', 'secondary'],
  ];

  it('the table covers all 4 statuses', () => {
    expect(table.map(([status]) => status).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it.each(table)('%s is %s', (status, tone) => {
    expect(paymentStatusTone(status)).toBe(tone);
  });

  it('an unknown payment status is default', () => {
    expect(paymentStatusTone('DISPUTED')).toBe('default');
  });
});

describe('transactionAppearance', () => {
  it.each([
    ['DEPOSIT', '+', 'success'],
    ['CREDIT_ADDED', '+', 'success'],
    ['credit_added', '+', 'success'],
    ['WITHDRAWAL', '-', 'info'],
    ['CREDIT_REPAYMENT', '-', 'info'],
    ['ORDER_PURCHASE', '', 'default'],
    ['REFUND', '', 'default'],
  ])('%s -> sign %j, tone %s', (type, sign, tone) => {
    expect(transactionAppearance(type)).toEqual({ sign, tone });
  });

  it("filters by the backend's own types (not the spec's), 20 a page", () => {
    expect(BACKEND_TRANSACTION_TYPES).toEqual(['DEPOSIT', 'WITHDRAWAL', 'CREDIT_ADDED', 'CREDIT_REPAYMENT']);
    expect(TRANSACTIONS_PAGE_SIZE).toBe(20);
  });
});
