import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders/order';
import { mayBeTheUnansweredOrder, placedBeforeNotice } from '../../../src/domain/orders/unanswered-order';
import { usd } from '../../support/mothers';

const PLACED_AT = Date.parse('2026-10-01T10:00:00.000Z');
const MINUTE = 60_000;

function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '42',
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'PENDING',
    paymentStatus: 'PENDING',
    items: [],
    subtotal: usd('30.00'),
    discountAmount: usd('0.00'),
    shippingCost: usd('10.00'),
    total: usd('40.00'),
    appliedCoupon: null,
    notes: '',
    paymentOrder: 'PO-7781',
    trackingNumber: null,
    shippingAddress: null,
    ...overrides,
  };
}

describe('the order an unanswered Pay may have placed', () => {
  it('is one with the same purchase order placed up to 10 minutes before, to the millisecond', () => {
    expect(mayBeTheUnansweredOrder(anOrder(), 'PO-7781', PLACED_AT + 10 * MINUTE)).toBe(true);
    expect(mayBeTheUnansweredOrder(anOrder(), 'PO-7781', PLACED_AT + 10 * MINUTE + 1)).toBe(false);
  });

  it('compares the purchase orders trimmed, on both sides', () => {
    expect(mayBeTheUnansweredOrder(anOrder({ paymentOrder: ' PO-7781  ' }), 'PO-7781', PLACED_AT)).toBe(true);
    expect(mayBeTheUnansweredOrder(anOrder(), '  PO-7781 ', PLACED_AT)).toBe(true);
  });

  it('is never one with another purchase order, however recent', () => {
    expect(mayBeTheUnansweredOrder(anOrder(), 'PO-7782', PLACED_AT)).toBe(false);
  });

  it('counts an order stamped ahead of the buyer\'s clock as recent', () => {
    expect(mayBeTheUnansweredOrder(anOrder(), 'PO-7781', PLACED_AT - 5 * MINUTE)).toBe(true);
  });

  it('is never one whose time does not read', () => {
    expect(mayBeTheUnansweredOrder(anOrder({ createdAt: 'yesterday' }), 'PO-7781', PLACED_AT)).toBe(false);
  });

  it('is offered with its number and purchase order', () => {
    expect(placedBeforeNotice(anOrder())).toBe(
      'Your order may already have been placed: ORD-0042, purchase order PO-7781, was placed a few minutes ago. Open it before paying again.',
    );
  });
});
