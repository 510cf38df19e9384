import { describe, expect, it } from 'vitest';
import { newOrder } from '../../../src/application/checkout/checkout';
import { orderSummary } from '../../../src/domain/checkout/order-summary';
import { checkoutProblem, type ShippingAddress } from '../../../src/domain/checkout/shipping-address';
import { gatewayFor, isOpenablePaymentUrl, walletCovers } from '../../../src/domain/payments/payment-method';
import { isSessionLive, newPaymentSession, retryPathFor } from '../../../src/domain/payments/payment-session';
import { formatMoney, toDecimalString } from '../../../src/domain/shared/money';
import { aCartItem, usd, welcome10 } from '../../support/mothers';

const address: ShippingAddress = { street: '12 Elm St', city: 'Austin', state: 'TX', zipCode: '78701', phone: '512-555-0100' };

const caseLine = aCartItem({ productId: 'p-case', variantId: 'v-case', quantity: 2, quantityType: 'CASE', caseSize: 12, price: usd('12.30') });
const pairLine = aCartItem({ productId: 'p-pair', variantId: 'v-pair', quantity: 3, isPairProduct: true, price: usd('45.00') });

describe('the order summary (spec §9)', () => {
  it('prices a case line at 5% off per unit and a pair line at two units a pair', () => {
    const summary = orderSummary({ cart: [caseLine, pairLine], coupon: null, storeCollection: false });
    // $12.30 x 0.95 = $11.685 -> $11.69 x 24 units = $280.56; $45.00 x 6 units = $270.00
    expect(summary.lines.map((line) => [line.units, formatMoney(line.total)])).toEqual([
      [24, '$280.56'],
      [6, '$270.00'],
    ]);
    expect(formatMoney(summary.subtotal)).toBe('$550.56');
    expect(formatMoney(summary.shipping)).toBe('$27.53');
    expect(formatMoney(summary.total)).toBe('$578.09');
  });

  it('takes shipping on the subtotal before the coupon', () => {
    const summary = orderSummary({ cart: [caseLine, pairLine], coupon: welcome10(), storeCollection: false });
    expect(formatMoney(summary.discount)).toBe('$55.06');
    expect(formatMoney(summary.shipping)).toBe('$27.53');
    expect(formatMoney(summary.total)).toBe('$523.03');
    expect(summary.coupon?.code).toBe('WELCOME10');
  });

  it('drops a coupon the cart no longer qualifies for', () => {
    const summary = orderSummary({ cart: [aCartItem({ price: usd('50.00') })], coupon: welcome10({ minimumOrderAmount: usd('100.00') }), storeCollection: false });
    expect(summary.coupon).toBeNull();
    expect(formatMoney(summary.discount)).toBe('$0.00');
  });

  it('charges no shipping for store collection', () => {
    expect(formatMoney(orderSummary({ cart: [pairLine], coupon: null, storeCollection: true }).shipping)).toBe('$0.00');
  });
});

describe('the order sent to the backend (spec §7)', () => {
  it('carries units, 2-decimal totals from the same summary, the gateway and the coupon code', () => {
    const order = newOrder({
      cart: [caseLine, pairLine],
      coupon: welcome10(),
      storeCollection: false,
      address: { ...address, street: ' 12 Elm St ' },
      purchaseOrder: ' PO-7781 ',
      notes: 'Gate code 4411',
      gateway: 'STRIPE',
    });
    expect({
      ...order,
      subtotal: toDecimalString(order.subtotal),
      discountAmount: toDecimalString(order.discountAmount),
      shippingCost: toDecimalString(order.shippingCost),
      total: toDecimalString(order.total),
    }).toEqual({
      items: [
        { productId: 'p-case', variantId: 'v-case', quantity: 24 },
        { productId: 'p-pair', variantId: 'v-pair', quantity: 6 },
      ],
      shippingAddress: address,
      notes: 'Gate code 4411',
      paymentOrder: 'PO-7781',
      gateway: 'STRIPE',
      subtotal: '550.56',
      discountAmount: '55.06',
      couponCode: 'WELCOME10',
      shippingCost: '27.53',
      total: '523.03',
    });
  });

  it('sends no address and no shipping for store collection, and null without a coupon', () => {
    const order = newOrder({ cart: [pairLine], coupon: null, storeCollection: true, address, purchaseOrder: 'PO-1', notes: '', gateway: 'WALLET' });
    expect(order.shippingAddress).toBeNull();
    expect(order.couponCode).toBeNull();
    expect(toDecimalString(order.shippingCost)).toBe('0.00');
  });
});

describe('checkout rules (spec §5)', () => {
  it('asks for the purchase order first, then every shipping field unless collecting', () => {
    expect(checkoutProblem(' ', { ...address, city: '' }, false)).toBe('Please add Purchase Order details');
    for (const field of ['street', 'city', 'state', 'zipCode', 'phone'] as const) {
      expect(checkoutProblem('PO-1', { ...address, [field]: '  ' }, false)).toBe('All shipping address fields are required');
    }
    expect(checkoutProblem('PO-1', { ...address, city: '' }, true)).toBeNull();
    expect(checkoutProblem('PO-1', address, false)).toBeNull();
  });

  it('maps payment methods to gateways and refuses an unknown one', () => {
    expect(['wallet', 'apple_pay', 'google_pay', 'paypal', 'bitcoin'].map(gatewayFor)).toEqual(['WALLET', 'STRIPE', 'STRIPE', 'PAYPAL', null]);
  });

  it('lets the wallet pay only when the balance covers the total', () => {
    expect(walletCovers(usd('100.00'), usd('100.00'))).toBe(true);
    expect(walletCovers(usd('99.99'), usd('100.00'))).toBe(false);
  });

  it.each([
    ['https://pay.example/checkout/cs_1', true],
    ['http://127.0.0.1:4599/pay?session_id=1', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    [undefined, false],
    [42, false],
  ])('a payment URL %s may be opened: %s', (url, openable) => {
    expect(isOpenablePaymentUrl(url)).toBe(openable);
  });
});

describe('payment sessions (spec §4, §9)', () => {
  it('live for 30 minutes, then expired', () => {
    const session = newPaymentSession('ORDER_PURCHASE', 1_000_000);
    expect(session).toEqual({ type: 'ORDER_PURCHASE', timestamp: 1_000_000, expiryMinutes: 30 });
    expect(isSessionLive(session, 1_000_000 + 30 * 60_000 - 1)).toBe(true);
    expect(isSessionLive(session, 1_000_000 + 30 * 60_000)).toBe(false);
  });

  it('Try Again leads back to where the payment began', () => {
    expect(retryPathFor('CREDIT_REPAYMENT')).toBe('/credit-payment');
    expect(retryPathFor('ORDER_PURCHASE')).toBe('/checkout');
    expect(retryPathFor(null)).toBe('/checkout');
  });
});
