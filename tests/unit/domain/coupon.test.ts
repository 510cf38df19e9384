import { describe, expect, it } from 'vitest';
import {
  COUPON_NOT_ELIGIBLE,
  COUPON_NOT_FOUND,
  applyCoupon,
  couponDiscount,
  findCoupon,
  isCouponEligible,
  type Coupon,
} from '../../../src/domain/coupons/coupon';
import { centsOf, formatMoney } from '../../../src/domain/shared/money';
import { aFixedCoupon, aPercentageCoupon, usd, welcome10 } from '../../support/mothers';

describe('couponDiscount', () => {
  it.each<[string, Coupon, string, string]>([
    ['10% of $1,000', aPercentageCoupon({ percent: '10' }), '1000.00', '$100.00'],
    ['12.5% of $100.00', aPercentageCoupon({ percent: '12.5' }), '100.00', '$12.50'],
    ['10% of $0.05 rounds half-up', aPercentageCoupon({ percent: '10' }), '0.05', '$0.01'],
    ['10% of $0.04 rounds down', aPercentageCoupon({ percent: '10' }), '0.04', '$0.00'],
    ['WELCOME10 on $2,400 (under the cap)', welcome10(), '2400.00', '$240.00'],
    ['WELCOME10 on $2,500 (at the cap)', welcome10(), '2500.00', '$250.00'],
    ['WELCOME10 on $3,000 (above the cap)', welcome10(), '3000.00', '$250.00'],
    ['10% with no cap on $3,000', aPercentageCoupon({ percent: '10', maximumDiscountAmount: null }), '3000.00', '$300.00'],
    ['10% with no cap on $100,000', aPercentageCoupon({ percent: '10' }), '100000.00', '$10,000.00'],
    ['fixed $50 on $500', aFixedCoupon({ amount: usd('50.00') }), '500.00', '$50.00'],
    [
      'fixed $600 on $500 (never above the subtotal)',
      aFixedCoupon({ amount: usd('600.00'), minimumOrderAmount: usd('100.00') }),
      '500.00',
      '$500.00',
    ],
    ['percentage over 100% is held at the subtotal', aPercentageCoupon({ percent: '150' }), '80.00', '$80.00'],
    ['fixed $50 with a $500 minimum on $500', aFixedCoupon({ minimumOrderAmount: usd('500.00') }), '500.00', '$50.00'],
    ['fixed $50 with a $500 minimum on $499.99', aFixedCoupon({ minimumOrderAmount: usd('500.00') }), '499.99', '$0.00'],
    ['inactive', aFixedCoupon({ isActive: false }), '500.00', '$0.00'],
  ])('%s -> %s', (_label, coupon, subtotal, expected) => {
    expect(formatMoney(couponDiscount(coupon, usd(subtotal)))).toBe(expected);
  });
});

describe('isCouponEligible', () => {
  it.each<[string, Coupon, string, boolean]>([
    ['active, no minimum', aFixedCoupon(), '0.01', true],
    ['subtotal equals the minimum', aFixedCoupon({ minimumOrderAmount: usd('500.00') }), '500.00', true],
    ['subtotal $499.99 under a $500 minimum', aFixedCoupon({ minimumOrderAmount: usd('500.00') }), '499.99', false],
    ['inactive', aFixedCoupon({ isActive: false }), '1000.00', false],
    ['inactive percentage', welcome10({ isActive: false }), '1000.00', false],
  ])('%s -> %s', (_label, coupon, subtotal, expected) => {
    expect(isCouponEligible(coupon, usd(subtotal))).toBe(expected);
  });
});

describe('findCoupon', () => {
  const coupons: Coupon[] = [welcome10(), aFixedCoupon({ code: 'FIFTYOFF' })];

  it.each([['WELCOME10'], ['welcome10'], ['Welcome10'], [' welcome10 ']])('matches %j ignoring case', (code) => {
    const lookup = findCoupon(coupons, code);
    expect(lookup.kind).toBe('found');
    expect(lookup.kind === 'found' && lookup.coupon.code).toBe('WELCOME10');
  });

  it('matches a code stored in mixed case', () => {
    const lookup = findCoupon([aFixedCoupon({ code: 'Summer25' })], 'SUMMER25');
    expect(lookup.kind === 'found' && lookup.coupon.code).toBe('Summer25');
  });

  it('matches a code stored with spaces around it, and answers the coupon as stored', () => {
    const lookup = findCoupon([aFixedCoupon({ code: ' Save50 ' })], 'SAVE50');
    expect(lookup.kind === 'found' && lookup.coupon.code).toBe(' Save50 ');
  });

  it('a blank code stored by mistake never matches an empty box', () => {
    expect(findCoupon([aFixedCoupon({ code: '  ' })], ' ')).toEqual({ kind: 'too-short' });
  });

  it('a two-letter code the backend holds is found, though shorter than a lookup', () => {
    const lookup = findCoupon([aFixedCoupon({ code: 'GO' })], 'go');
    expect(lookup.kind === 'found' && lookup.coupon.code).toBe('GO');
  });

  it.each([[''], ['a'], ['ab']])('%j is too short for a message', (code) => {
    expect(findCoupon(coupons, code)).toEqual({ kind: 'too-short' });
  });

  it.each([['abc'], ['WELCOME11']])('%j is not found', (code) => {
    expect(findCoupon(coupons, code)).toEqual({ kind: 'not-found', message: 'Coupon code not found' });
  });

  it('the not-found message is the spec text', () => {
    expect(COUPON_NOT_FOUND).toBe('Coupon code not found');
  });
});

describe('applyCoupon', () => {
  const coupons: Coupon[] = [
    welcome10({ minimumOrderAmount: usd('500.00') }),
    aFixedCoupon({ code: 'OLD50', isActive: false }),
  ];

  it('applies an eligible coupon with its discount', () => {
    const result = applyCoupon(coupons, 'welcome10', usd('3000.00'));
    expect(result.kind).toBe('applied');
    if (result.kind !== 'applied') return;
    expect(result.coupon.code).toBe('WELCOME10');
    expect(centsOf(result.discount)).toBe(25000);
  });

  it('rejects an inactive coupon as not eligible', () => {
    expect(applyCoupon(coupons, 'old50', usd('1000.00'))).toEqual({
      kind: 'rejected',
      message: 'This coupon is not eligible for your current order',
    });
    expect(COUPON_NOT_ELIGIBLE).toBe('This coupon is not eligible for your current order');
  });

  it.each([
    ['welcome10', '499.99', 'WELCOME10 needs an order of at least $500.00'],
    ['WELCOME10', '0.01', 'WELCOME10 needs an order of at least $500.00'],
  ])('rejects %s on a subtotal of $%s with its minimum order: %s', (code, subtotal, message) => {
    expect(applyCoupon(coupons, code, usd(subtotal))).toEqual({ kind: 'rejected', message });
  });

  it('rejects an unknown code of 3+ characters as not found', () => {
    expect(applyCoupon(coupons, 'abc', usd('1000.00'))).toEqual({ kind: 'rejected', message: 'Coupon code not found' });
  });

  it('a code of 2 characters is incomplete, with no message', () => {
    expect(applyCoupon(coupons, 'ab', usd('1000.00'))).toEqual({ kind: 'incomplete' });
  });
});
