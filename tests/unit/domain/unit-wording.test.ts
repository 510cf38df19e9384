import { describe, expect, it } from 'vitest';
import type { QuantityType } from '../../../src/domain/pricing/pricing';
import {
  orderPriceInWords,
  orderQuantityInWords,
  phrasesInWords,
  priceInWords,
  pricePhrases,
  quantityFieldLabel,
  quantityInWords,
  unitsInWords,
} from '../../../src/domain/pricing/unit-wording';
import { parseUnitPrice } from '../../../src/domain/shared/money';

describe('quantityInWords: what a line holds, as the buyer counted it and in units', () => {
  it.each<[string, number, QuantityType, number, boolean, string]>([
    ['a pair product, 3 pairs', 3, 'SINGLE', 1, true, '3 pairs (6 fixtures)'],
    ['a pair product, 1 pair', 1, 'SINGLE', 1, true, '1 pair (2 fixtures)'],
    ['a pair product by the case of 6', 2, 'CASE', 6, true, '2 cases of 6 (12 fixtures)'],
    ['1 case of 12', 1, 'CASE', 12, false, '1 case of 12 (12 units)'],
    ['3 cases of 12', 3, 'CASE', 12, false, '3 cases of 12 (36 units)'],
    ['5 singles', 5, 'SINGLE', 12, false, '5 units'],
    ['1 single', 1, 'SINGLE', 12, false, '1 unit'],
  ])('%s: %s', (_label, quantity, quantityType, caseSize, isPairProduct, words) => {
    expect(quantityInWords({ quantity, quantityType, caseSize, isPairProduct })).toBe(words);
  });

  it('says units alone as fixtures for a pair product', () => {
    expect([unitsInWords(6, true), unitsInWords(1, true), unitsInWords(12, false)]).toEqual(['6 fixtures', '1 fixture', '12 units']);
  });

  it.each<[QuantityType, boolean, string]>([
    ['SINGLE', true, 'Quantity in pairs'],
    ['CASE', true, 'Quantity in cases'],
    ['CASE', false, 'Quantity in cases'],
    ['SINGLE', false, 'Quantity'],
  ])('the quantity field of a %s line (pair product: %s) is labelled "%s"', (quantityType, pair, label) => {
    expect(quantityFieldLabel(quantityType, pair)).toBe(label);
  });
});

describe('priceInWords: the price per unit and per pair or case, exact to the mill', () => {
  it.each<[string, string, QuantityType, number, boolean, string]>([
    ['TS-B301 at $169.32 a fixture', '169.32', 'SINGLE', 1, true, '$169.32 per fixture · $338.64 per pair'],
    ['a pair at a price with a mill', '56.905', 'SINGLE', 1, true, '$56.905 per fixture · $113.81 per pair'],
    ['a case of 12 at the case price', '56.905', 'CASE', 12, false, '$56.905 per unit · $682.86 per case'],
    ['a case of 12 at $31.664', '31.664', 'CASE', 12, false, '$31.664 per unit · $379.968 per case'],
    ['a single at $59.90', '59.90', 'SINGLE', 12, false, '$59.90 per unit'],
  ])('%s: %s', (_label, price, quantityType, caseSize, isPairProduct, words) => {
    expect(priceInWords({ unitPrice: parseUnitPrice(price), quantityType, caseSize, isPairProduct })).toBe(words);
  });

  it('gives its parts apart for a screen that sets the unit price apart', () => {
    expect(pricePhrases({ unitPrice: parseUnitPrice('169.32'), quantityType: 'SINGLE', caseSize: 1, isPairProduct: true })).toEqual({
      unitPrice: '$169.32',
      perUnit: 'per fixture',
      perGroup: '$338.64 per pair',
    });
  });

  it('says the parts as one, as priceInWords does: a single\'s alone, a pair\'s or case\'s after a middle dot', () => {
    expect(phrasesInWords({ unitPrice: '$169.32', perUnit: 'per fixture', perGroup: '$338.64 per pair' })).toBe('$169.32 per fixture · $338.64 per pair');
    expect(phrasesInWords({ unitPrice: '$59.90', perUnit: 'per unit', perGroup: null })).toBe('$59.90 per unit');
  });
});

describe('an order line, recorded in units, in the same words', () => {
  it.each<[number, string, string]>([
    [6, 'TS-B301 Tree Strap Spot Pair', '3 pairs (6 fixtures)'],
    [2, 'TS-B301 Tree Strap Spot Pair', '1 pair (2 fixtures)'],
    [3, 'TS-B301 Tree Strap Spot Pair', '3 fixtures'],
    [12, 'Aurora Brass Path Light', '12 units'],
    [1, 'Aurora Brass Path Light', '1 unit'],
  ])('%i units of %s: "%s"', (units, product, words) => {
    expect(orderQuantityInWords(units, product)).toBe(words);
  });

  it('prices a pair product per fixture and per pair, any other per unit', () => {
    expect(orderPriceInWords(parseUnitPrice('169.32'), 'TS-B301 Tree Strap Spot Pair')).toBe('$169.32 per fixture · $338.64 per pair');
    expect(orderPriceInWords(parseUnitPrice('56.905'), 'Aurora Brass Path Light')).toBe('$56.905 per unit');
  });
});
