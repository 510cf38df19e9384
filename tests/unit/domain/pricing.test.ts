import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_THRESHOLD,
  caseDiscountApplies,
  caseUnitPrice,
  effectiveUnitPrice,
  isPairProduct,
  lineTotal,
  offersFreeShippingThreshold,
  productPageShipping,
  shippingCost,
  subtotalOf,
  unitPriceForRole,
  unitsFor,
  type PricedLine,
  type QuantityType,
} from '../../../src/domain/pricing/pricing';
import { centsOf, formatMoney, formatUnitPrice, millsOf, parseUnitPrice } from '../../../src/domain/shared/money';
import { aVariant, usd } from '../../support/mothers';

describe('unitPriceForRole', () => {
  const variant = aVariant({
    price: usd('100.00'),
    dealerPrice: usd('80.00'),
    distributorPrice: usd('70.00'),
    contractorPrice: usd('90.00'),
  });

  it.each([
    ['DEALER', 8000],
    ['dealer', 8000],
    [' Dealer ', 8000],
    ['DISTRIBUTOR', 7000],
    ['distributor', 7000],
    ['CONTRACTOR', 9000],
    ['contractor', 9000],
    ['ADMIN', 10000],
    ['USER', 10000],
    ['WHOLESALER', 10000],
    ['', 10000],
  ])('%j pays %i cents', (role, expected) => {
    expect(centsOf(unitPriceForRole(variant.prices!, role))).toBe(expected);
  });
});

describe('caseUnitPrice (5% off, half-up to the mill)', () => {
  it.each([
    ['59.90', '$56.905'], // 56.905 exactly: kept to the mill
    ['33.33', '$31.664'], // 31.6635
    ['0.01', '$0.01'], // 0.0095
    ['100.00', '$95.00'],
    ['19.99', '$18.991'], // 18.9905
    ['10.10', '$9.595'],
    ['87.72', '$83.334'],
    ['0.00', '$0.00'],
  ])('$%s a unit is %s a unit by the case', (unit, expected) => {
    expect(formatUnitPrice(caseUnitPrice(parseUnitPrice(unit)))).toBe(expected);
  });

  it('rounds half-up past the mill: $0.011 x 0.95 = 0.01045 -> $0.010', () => {
    expect(millsOf(caseUnitPrice(parseUnitPrice('0.011')))).toBe(10);
    expect(millsOf(caseUnitPrice(parseUnitPrice('0.033')))).toBe(31); // 0.03135
  });
});

const line = (overrides: Partial<PricedLine>): PricedLine => ({
  quantity: 1,
  quantityType: 'SINGLE',
  caseSize: 12,
  allowCaseOrder: true,
  isPairProduct: false,
  unitPrice: parseUnitPrice('19.99'),
  ...overrides,
});

describe('caseDiscountApplies: whenever the units are whole cases of a product sold by the case', () => {
  it.each<[string, Partial<PricedLine>, boolean]>([
    ['12 singles of a case of 12', { quantity: 12 }, true],
    ['11 singles of a case of 12', { quantity: 11 }, false],
    ['24 singles of a case of 12', { quantity: 24 }, true],
    ['13 singles of a case of 12', { quantity: 13 }, false],
    ['1 case of 12', { quantity: 1, quantityType: 'CASE' }, true],
    ['12 singles when the product does not sell by the case', { quantity: 12, allowCaseOrder: false }, false],
    ['1 case when the product does not sell by the case', { quantity: 1, quantityType: 'CASE', allowCaseOrder: false }, false],
    ['3 pairs (6 units) of a case of 6', { quantity: 3, caseSize: 6, isPairProduct: true }, true],
    ['3 pairs (6 units) of a case of 12', { quantity: 3, isPairProduct: true }, false],
    ['6 pairs (12 units) of a case of 12', { quantity: 6, isPairProduct: true }, true],
    ['a product with no case size', { quantity: 12, caseSize: 0 }, false],
  ])('%s: %s', (_label, overrides, expected) => {
    expect(caseDiscountApplies(line(overrides))).toBe(expected);
  });

  it.each<[string, Partial<PricedLine>, number]>([
    ['11 singles pay the single price', { quantity: 11, unitPrice: parseUnitPrice('59.90') }, 59_900],
    ['12 singles pay the case price', { quantity: 12, unitPrice: parseUnitPrice('59.90') }, 56_905],
    ['1 case pays the case price', { quantity: 1, quantityType: 'CASE', unitPrice: parseUnitPrice('59.90') }, 56_905],
  ])('effectiveUnitPrice: %s (in mills)', (_label, overrides, expected) => {
    expect(millsOf(effectiveUnitPrice(line(overrides)))).toBe(expected);
  });
});

describe('isPairProduct', () => {
  it.each([
    ['Well Light TS-B301', true],
    ['TS-B302 Up Light', true],
    ['Spot ts-b306 brass', true],
    ['Ts-B301', true],
    ['Well Light TS-B303', false],
    ['TS-B30', false],
    ['Path Light PL-100', false],
    ['', false],
  ])('%j -> %s', (name, expected) => {
    expect(isPairProduct(name)).toBe(expected);
  });
});

describe('unitsFor', () => {
  it.each<[string, number, QuantityType, number, boolean, number]>([
    ['single', 3, 'SINGLE', 12, false, 3],
    ['pair bought singly is doubled', 3, 'SINGLE', 12, true, 6],
    ['case times case size', 2, 'CASE', 12, false, 24],
    ['pair by the case is not doubled', 2, 'CASE', 6, true, 12],
    ['case with no case size counts one unit each', 2, 'CASE', 0, false, 2],
  ])('%s: %i x %s (case %i, pair %s) = %i units', (_label, quantity, quantityType, caseSize, pair, expected) => {
    expect(unitsFor({ quantity, quantityType, caseSize, isPairProduct: pair })).toBe(expected);
  });
});

describe('lineTotal: unit price in mills x units, half-up to the cent', () => {
  it.each<[string, Partial<PricedLine>, number]>([
    ['$59.90 x 12 singles (case of 12) = 12 x $56.905 = $682.86', { quantity: 12, unitPrice: parseUnitPrice('59.90') }, 68_286],
    ['1 case of 12 at $59.90 = $682.86', { quantity: 1, quantityType: 'CASE', unitPrice: parseUnitPrice('59.90') }, 68_286],
    ['$59.90 x 11 singles = $658.90', { quantity: 11, unitPrice: parseUnitPrice('59.90') }, 65_890],
    ['$59.90 x 24 singles = 24 x $56.905 = $1,365.72', { quantity: 24, unitPrice: parseUnitPrice('59.90') }, 136_572],
    ['3 singles at $19.99', { quantity: 3 }, 5997],
    ['3 pairs at $19.99 a unit (6 units)', { quantity: 3, isPairProduct: true }, 11994],
    ['2 cases of 12 at $33.33 -> 24 x $31.664 = $759.94 (759.936)', { quantity: 2, quantityType: 'CASE', unitPrice: parseUnitPrice('33.33') }, 75_994],
    ['1 case of 12 at $10.10 -> 12 x $9.595 = $115.14', { quantity: 1, quantityType: 'CASE', unitPrice: parseUnitPrice('10.10') }, 11_514],
    ['2 pair cases of 6 at $19.99 -> 12 x $18.991 = $227.89 (227.892)', { quantity: 2, quantityType: 'CASE', caseSize: 6, isPairProduct: true }, 22_789],
    ['a unit price with a third decimal: 3 x $56.905 = $170.72 (170.715)', { quantity: 3, unitPrice: parseUnitPrice('56.905') }, 17_072],
  ])('%s', (_label, overrides, expected) => {
    expect(centsOf(lineTotal(line(overrides)))).toBe(expected);
  });

  it('a case line is the mill-exact case price times the units, rounded once', () => {
    const caseLine = line({ quantity: 3, quantityType: 'CASE', caseSize: 12, unitPrice: parseUnitPrice('33.33') });
    // 31.664 x 36 = 1139.904; not 31.66 x 36 = 1139.76, nor the unrounded 33.33 x 0.95 x 36 = 1139.886.
    expect(formatMoney(lineTotal(caseLine))).toBe('$1,139.90');
  });

  it('subtotalOf adds the line totals', () => {
    const lines = [line({ quantity: 3 }), line({ quantity: 1, quantityType: 'CASE', unitPrice: parseUnitPrice('10.10') })];
    expect(centsOf(subtotalOf(lines))).toBe(5997 + 11514);
    expect(centsOf(subtotalOf([]))).toBe(0);
  });
});

describe('shippingCost under the spec\'s rule', () => {
  it.each([
    ['150.00', '$10.00'], // 5% = 7.50, minimum 10
    ['200.00', '$10.00'], // 5% = 10.00 exactly
    ['200.01', '$10.00'], // 10.0005 half-up
    ['300.00', '$15.00'],
    ['2499.99', '$125.00'], // 124.9995 half-up
    ['2500.00', '$0.00'],
    ['3000.00', '$0.00'],
    ['0.00', '$0.00'],
    ['0.01', '$10.00'],
  ])('subtotal $%s ships for %s', (subtotal, expected) => {
    expect(formatMoney(shippingCost(usd(subtotal), 'spec'))).toBe(expected);
  });

  it('the default threshold is $2,500', () => {
    expect(formatMoney(FREE_SHIPPING_THRESHOLD)).toBe('$2,500.00');
  });

  it.each([['0.01'], ['150.00'], ['2499.99'], ['3000.00']])('store collection ships $%s for 0', (subtotal) => {
    expect(centsOf(shippingCost(usd(subtotal), 'spec', { storeCollection: true }))).toBe(0);
  });

  it.each([
    ['0.01', 1000],
    ['150.00', 1000],
    ['300.00', 1500],
    ['2499.99', 12500],
    ['2500.00', 0],
  ])('the product page estimates a $%s line as the cart will charge it: %i cents', (lineTotal, shipping) => {
    expect(centsOf(productPageShipping(usd(lineTotal), 'spec'))).toBe(shipping);
  });

  it('promises free shipping from the threshold', () => {
    expect(offersFreeShippingThreshold('spec')).toBe(true);
  });
});

describe('shippingCost when the deployment charges none (the hosted backend today)', () => {
  it.each([['0.01'], ['150.00'], ['2499.99'], ['3000.00']])('subtotal $%s ships for 0', (subtotal) => {
    expect(centsOf(shippingCost(usd(subtotal), 'none'))).toBe(0);
    expect(centsOf(shippingCost(usd(subtotal), 'none', { storeCollection: true }))).toBe(0);
  });

  it('promises no free-shipping threshold', () => {
    expect(offersFreeShippingThreshold('none')).toBe(false);
  });

  it('estimates no shipping on the product page', () => {
    expect(centsOf(productPageShipping(usd('150.00'), 'none'))).toBe(0);
  });
});
