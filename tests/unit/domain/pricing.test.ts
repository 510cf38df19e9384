import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_THRESHOLD,
  PRODUCT_PAGE_SHIPPING_THRESHOLD,
  caseUnitPrice,
  effectiveUnitPrice,
  isPairProduct,
  lineTotal,
  shippingCost,
  subtotalOf,
  unitPriceForRole,
  unitsFor,
  type PricedLine,
  type QuantityType,
} from '../../../src/domain/pricing/pricing';
import { centsOf, formatMoney } from '../../../src/domain/shared/money';
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

describe('caseUnitPrice (5% off, half-up to the cent)', () => {
  it.each([
    ['33.33', '$31.66'], // 31.6635
    ['0.01', '$0.01'], // 0.0095
    ['100.00', '$95.00'],
    ['19.99', '$18.99'], // 18.9905
    ['10.10', '$9.60'], // 9.595
    ['0.00', '$0.00'],
  ])('$%s a unit is %s a unit by the case', (unit, expected) => {
    expect(formatMoney(caseUnitPrice(usd(unit)))).toBe(expected);
  });

  it.each<[QuantityType, number]>([
    ['SINGLE', 3333],
    ['CASE', 3166],
  ])('effectiveUnitPrice for %s', (quantityType, expected) => {
    expect(centsOf(effectiveUnitPrice(usd('33.33'), quantityType))).toBe(expected);
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

describe('lineTotal', () => {
  const line = (overrides: Partial<PricedLine>): PricedLine => ({
    quantity: 1,
    quantityType: 'SINGLE',
    caseSize: 12,
    isPairProduct: false,
    unitPrice: usd('19.99'),
    ...overrides,
  });

  it.each<[string, Partial<PricedLine>, number]>([
    ['3 singles at $19.99', { quantity: 3 }, 5997],
    ['3 pairs at $19.99 a unit (6 units)', { quantity: 3, isPairProduct: true }, 11994],
    ['2 cases of 12 at $33.33 -> 24 x $31.66', { quantity: 2, quantityType: 'CASE', unitPrice: usd('33.33') }, 24 * 3166],
    ['1 case of 12 at $10.10 -> 12 x $9.60', { quantity: 1, quantityType: 'CASE', unitPrice: usd('10.10') }, 12 * 960],
    ['2 pair cases of 6 at $19.99 -> 12 x $18.99', { quantity: 2, quantityType: 'CASE', caseSize: 6, isPairProduct: true }, 12 * 1899],
  ])('%s', (_label, overrides, expected) => {
    expect(centsOf(lineTotal(line(overrides)))).toBe(expected);
  });

  it('a case line is the printed case unit price times the units, to the cent', () => {
    const caseLine = line({ quantity: 3, quantityType: 'CASE', caseSize: 12, unitPrice: usd('33.33') });
    expect(centsOf(lineTotal(caseLine))).toBe(centsOf(caseUnitPrice(usd('33.33'))) * unitsFor(caseLine));
    // Not the unrounded 33.33 x 0.95 x 36 = 1139.8860.
    expect(formatMoney(lineTotal(caseLine))).toBe('$1,139.76');
  });

  it('subtotalOf adds the line totals', () => {
    const lines = [line({ quantity: 3 }), line({ quantity: 1, quantityType: 'CASE', unitPrice: usd('10.10') })];
    expect(centsOf(subtotalOf(lines))).toBe(5997 + 11520);
    expect(centsOf(subtotalOf([]))).toBe(0);
  });
});

describe('shippingCost', () => {
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
    expect(formatMoney(shippingCost(usd(subtotal)))).toBe(expected);
  });

  it('the default threshold is $2,500', () => {
    expect(formatMoney(FREE_SHIPPING_THRESHOLD)).toBe('$2,500.00');
  });

  it.each([['0.01'], ['150.00'], ['2499.99'], ['3000.00']])('store collection ships $%s for 0', (subtotal) => {
    expect(centsOf(shippingCost(usd(subtotal), { storeCollection: true }))).toBe(0);
  });

  it.each([['0.00'], ['0.01'], ['150.00'], ['2499.99']])(
    'the product page threshold (0) ships $%s for 0',
    (subtotal) => {
      expect(centsOf(PRODUCT_PAGE_SHIPPING_THRESHOLD)).toBe(0);
      expect(centsOf(shippingCost(usd(subtotal), { freeShippingThreshold: PRODUCT_PAGE_SHIPPING_THRESHOLD }))).toBe(0);
    },
  );
});
