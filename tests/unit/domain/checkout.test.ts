import { describe, expect, it } from 'vitest';
import { newOrder } from '../../../src/application/checkout/checkout';
import { orderSummary } from '../../../src/domain/checkout/order-summary';
import { checkoutProblem, type ShippingAddress } from '../../../src/domain/checkout/shipping-address';
import { gatewayFor, walletCovers } from '../../../src/domain/payments/payment-method';
import { isOpenablePaymentUrl } from '../../../src/domain/payments/payment-url';
import { isSessionLive, newPaymentSession, retryPathFor } from '../../../src/domain/payments/payment-session';
import { formatMoney, formatUnitPrice, toDecimalString } from '../../../src/domain/shared/money';
import { aCartItem, usd, welcome10 } from '../../support/mothers';

const address: ShippingAddress = { street: '12 Elm St', city: 'Austin', state: 'TX', zipCode: '78701', phone: '512-555-0100' };

const caseLine = aCartItem({ productId: 'p-case', variantId: 'v-case', quantity: 2, quantityType: 'CASE', caseSize: 12, price: usd('12.30') });
const pairLine = aCartItem({ productId: 'p-pair', variantId: 'v-pair', quantity: 3, isPairProduct: true, price: usd('45.00') });

describe('the order summary (spec §9)', () => {
  it('prices a case line at 5% off per unit to the mill and a pair line at two units a pair', () => {
    const summary = orderSummary({ cart: [caseLine, pairLine], coupon: null, storeCollection: false, shipping: 'spec' });
    // $12.30 x 0.95 = $11.685 x 24 units = $280.44; $45.00 x 6 units = $270.00
    expect(summary.lines.map((line) => [line.units, formatUnitPrice(line.unitPrice), line.caseDiscountApplied, formatMoney(line.total)])).toEqual([
      [24, '$11.685', true, '$280.44'],
      [6, '$45.00', false, '$270.00'],
    ]);
    expect(formatMoney(summary.subtotal)).toBe('$550.44');
    expect(formatMoney(summary.shipping)).toBe('$27.52'); // 27.522
    expect(formatMoney(summary.total)).toBe('$577.96');
  });

  it('gives 12 singles of a case of 12 the case price, not 11: $59.90 x 12 = $682.86', () => {
    const singles = (quantity: number) =>
      aCartItem({ quantity, caseSize: 12, allowCaseOrder: true, price: usd('59.90') });
    const [twelve, eleven] = orderSummary({ cart: [singles(12), singles(11)], coupon: null, storeCollection: false, shipping: 'spec' }).lines;
    expect([formatUnitPrice(twelve!.unitPrice), twelve!.caseDiscountApplied, formatMoney(twelve!.total)]).toEqual(['$56.905', true, '$682.86']);
    expect([formatUnitPrice(eleven!.unitPrice), eleven!.caseDiscountApplied, formatMoney(eleven!.total)]).toEqual(['$59.90', false, '$658.90']);
  });

  it('takes shipping on the subtotal before the coupon', () => {
    const summary = orderSummary({ cart: [caseLine, pairLine], coupon: welcome10(), storeCollection: false, shipping: 'spec' });
    expect(formatMoney(summary.discount)).toBe('$55.04');
    expect(formatMoney(summary.shipping)).toBe('$27.52');
    expect(formatMoney(summary.total)).toBe('$522.92');
    expect(summary.coupon?.code).toBe('WELCOME10');
  });

  it('drops a coupon the cart no longer qualifies for', () => {
    const summary = orderSummary({ cart: [aCartItem({ price: usd('50.00') })], coupon: welcome10({ minimumOrderAmount: usd('100.00') }), storeCollection: false, shipping: 'spec' });
    expect(summary.coupon).toBeNull();
    expect(formatMoney(summary.discount)).toBe('$0.00');
  });

  it('charges no shipping for store collection', () => {
    expect(formatMoney(orderSummary({ cart: [pairLine], coupon: null, storeCollection: true, shipping: 'spec' }).shipping)).toBe('$0.00');
  });

  it('charges no shipping at all when the deployment charges none (the hosted backend today)', () => {
    const summary = orderSummary({ cart: [caseLine, pairLine], coupon: welcome10(), storeCollection: false, shipping: 'none' });
    expect(formatMoney(summary.shipping)).toBe('$0.00');
    expect(formatMoney(summary.total)).toBe('$495.40'); // 550.44 - 55.04
  });
});

describe('the order sent to the backend (spec §7)', () => {
  it('carries units, 2-decimal totals from the same summary, the gateway and the coupon code', () => {
    const order = newOrder({
      cart: [caseLine, pairLine],
      coupon: welcome10(),
      storeCollection: false,
      shipping: 'spec',
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
      subtotal: '550.44',
      discountAmount: '55.04',
      couponCode: 'WELCOME10',
      shippingCost: '27.52',
      total: '522.92',
    });
  });

  it('sends no address and no shipping for store collection, and null without a coupon', () => {
    const order = newOrder({ cart: [pairLine], coupon: null, storeCollection: true, shipping: 'spec', address, purchaseOrder: 'PO-1', notes: '', gateway: 'WALLET' });
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

  const SHOP = 'https://shop.example';
  it.each([
    ['https://pay.example/checkout/cs_1', SHOP, true],
    ['https://pay.example/checkout/cs_1', null, true],
    ['http://pay.example/checkout/cs_1', SHOP, false],
    ['http://pay.example/checkout/cs_1', 'http://pay.example', true],
    ['http://localhost:4173/demo-payment?session_id=demo_1', 'http://localhost:4173', true],
    ['http://localhost:4173/demo-payment?session_id=demo_1', null, false],
    ['http://localhost:5000/demo-payment', 'http://localhost:4173', true],
    ['http://127.0.0.1:4599/pay?session_id=1', 'http://127.0.0.1:4173', true],
    ['http://127.0.0.1:4599/pay?session_id=1', SHOP, false],
    ['http://10.0.0.8/pay', 'http://localhost:4173', false],
    ['http://[::1]:4599/pay', 'http://[::1]:4173', true],
    ['ftp://localhost/pay', 'http://localhost:4173', false],
    [new URL('https://pay.example/checkout/cs_1'), SHOP, false],
    ['javascript:alert(1)', 'http://localhost:4173', false],
    ['data:text/html,hi', SHOP, false],
    ['/relative', SHOP, false],
    [undefined, SHOP, false],
    [42, SHOP, false],
  ])('only https or the shop itself: a payment page at %s opened from %s: %s', (url, shop, openable) => {
    expect(isOpenablePaymentUrl(url, shop)).toBe(openable);
  });
});

describe('payment sessions (spec §4, §9)', () => {
  it('live for 30 minutes, then expired; it records its gateway', () => {
    const session = newPaymentSession('ORDER_PURCHASE', 'PAYPAL', 1_000_000);
    expect(session).toEqual({ type: 'ORDER_PURCHASE', gateway: 'PAYPAL', timestamp: 1_000_000, expiryMinutes: 30 });
    expect(isSessionLive(session, 1_000_000 + 30 * 60_000 - 1)).toBe(true);
    expect(isSessionLive(session, 1_000_000 + 30 * 60_000)).toBe(false);
  });

  it('can never live longer than 30 minutes: a future timestamp or a longer life is not live', () => {
    const session = newPaymentSession('ORDER_PURCHASE', 'STRIPE', 1_000_000);
    expect(isSessionLive({ ...session, timestamp: 1_000_001 }, 1_000_000)).toBe(false);
    expect(isSessionLive({ ...session, expiryMinutes: 31 }, 1_000_000 + 60_000)).toBe(false);
    expect(isSessionLive({ ...session, expiryMinutes: 60 * 24 * 365 }, 1_000_000)).toBe(false);
  });

  it('Try Again leads back to where the payment began', () => {
    expect(retryPathFor('CREDIT_REPAYMENT')).toBe('/credit-payment');
    expect(retryPathFor('ORDER_PURCHASE')).toBe('/checkout');
    expect(retryPathFor(null)).toBe('/checkout');
  });
});
