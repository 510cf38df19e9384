import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedCartQuantity } from '../../../src/application/cart/quantity-entry';
import { cartSummary, newOrder, payButtonLabel, payLabelOf } from '../../../src/application/checkout/checkout';
import { newAttemptKey } from '../../../src/application/shared/attempt-key';
import { BackendError, isTooLarge } from '../../../src/application/shared/backend-error';
import { centsOf } from '../../../src/domain/shared/money';
import { aCartItem, usd } from '../../support/mothers';

describe('typedCartQuantity: what a cart line takes from its box', () => {
  it.each<[string, number, { change: number | null; problem: string | null }]>([
    ['5', 3, { change: 5, problem: null }],
    [' 12 ', 3, { change: 12, problem: null }],
    ['3', 3, { change: null, problem: null }],
    ['0', 3, { change: null, problem: 'Enter a whole number from 1 to 999' }],
    ['1000', 3, { change: null, problem: 'Enter a whole number from 1 to 999' }],
    ['two', 3, { change: null, problem: 'Enter a whole number from 1 to 999' }],
  ])('%j typed over %i', (entry, current, typed) => {
    expect(typedCartQuantity(entry, current)).toEqual(typed);
  });
});

describe('newAttemptKey', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a UUID v4 written as 8-4-4-4-12 hex digits, each byte two digits', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xff, 0x0e, 0xff, 0x00, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f]);
      return array;
    });
    expect(newAttemptKey()).toBe('01234567-89ab-4f0e-bf00-0a0b0c0d0e0f');
  });

  it('is new each time', () => {
    expect(newAttemptKey()).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    expect(newAttemptKey()).not.toBe(newAttemptKey());
  });
});

describe('isTooLarge', () => {
  it.each<[string, unknown, boolean]>([
    ['a 413', new BackendError('http', 'Payload Too Large', 413), true],
    ['a 400', new BackendError('http', 'Bad Request', 400), false],
    ['no status', new BackendError('network', 'The backend could not be reached'), false],
    ['another error saying 413', Object.assign(new Error('x'), { status: 413 }), false],
  ])('%s: %j', (_label, error, tooLarge) => {
    expect(isTooLarge(error)).toBe(tooLarge);
  });
});

describe('the checkout’s sums and the order it sends', () => {
  const cart = [aCartItem({ productId: '1', variantId: '1', quantity: 2, price: usd('40.00') })];

  it('the cart page charges shipping on a delivered order, with no coupon: $80.00 and the $10.00 least', () => {
    const summary = cartSummary(cart, 'spec');
    expect({ subtotal: centsOf(summary.subtotal), shipping: centsOf(summary.shipping), total: centsOf(summary.total) }).toEqual({
      subtotal: 8_000,
      shipping: 1_000,
      total: 9_000,
    });
  });

  it('the Pay button says the total', () => {
    expect(payButtonLabel({ total: usd('1234.5') })).toBe('Pay $1,234.50');
    expect(payLabelOf({ cart, appliedCoupon: null, storeCollection: true, shipping: 'spec' })).toBe('Pay $80.00');
  });

  it('sends every address field, the notes and the purchase order trimmed', () => {
    const order = newOrder({
      cart,
      coupon: null,
      storeCollection: false,
      shipping: 'spec',
      address: { street: ' 1 Main St ', city: ' Austin ', state: ' TX ', zipCode: ' 78701 ', phone: ' 512-555-0100 ' },
      purchaseOrder: ' PO-1 ',
      notes: ' Dock 4 ',
      gateway: 'STRIPE',
    });
    expect({ shippingAddress: order.shippingAddress, notes: order.notes, paymentOrder: order.paymentOrder }).toEqual({
      shippingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', phone: '512-555-0100' },
      notes: 'Dock 4',
      paymentOrder: 'PO-1',
    });
  });
});
