import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../../src/domain/checkout/totals';
import { couponDiscount } from '../../../src/domain/coupons/coupon';
import { shippingCost } from '../../../src/domain/pricing/pricing';
import { centsOf, formatMoney } from '../../../src/domain/shared/money';
import { aFixedCoupon, usd, welcome10 } from '../../support/mothers';

describe('orderTotals: total = subtotal - discount + shipping', () => {
  it.each([
    ['1000.00', '100.00', '50.00', '$950.00'],
    ['300.00', '0.00', '15.00', '$315.00'],
    ['3000.00', '250.00', '0.00', '$2,750.00'],
    ['0.00', '0.00', '0.00', '$0.00'],
  ])('%s - %s + %s = %s', (subtotal, discount, shipping, expected) => {
    const totals = orderTotals(usd(subtotal), usd(discount), usd(shipping));
    expect(formatMoney(totals.total)).toBe(expected);
    expect(centsOf(totals.subtotal)).toBe(centsOf(usd(subtotal)));
    expect(centsOf(totals.discount)).toBe(centsOf(usd(discount)));
    expect(centsOf(totals.shipping)).toBe(centsOf(usd(shipping)));
  });

  it('shipping is worked out on the subtotal before the coupon', () => {
    // $2,600 with WELCOME10 (-$250) drops the paid amount below $2,500, but shipping stays free.
    const subtotal = usd('2600.00');
    const discount = couponDiscount(welcome10(), subtotal);
    const totals = orderTotals(subtotal, discount, shippingCost(subtotal, 'spec'));
    expect(formatMoney(totals.discount)).toBe('$250.00');
    expect(formatMoney(totals.shipping)).toBe('$0.00');
    expect(formatMoney(totals.total)).toBe('$2,350.00');
  });

  it('a $300 cart with a $50 coupon pays 5% shipping of $300, not of $250', () => {
    const subtotal = usd('300.00');
    const totals = orderTotals(subtotal, couponDiscount(aFixedCoupon(), subtotal), shippingCost(subtotal, 'spec'));
    expect(formatMoney(totals.total)).toBe('$265.00');
  });
});
