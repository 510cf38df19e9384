import { describe, expect, it } from 'vitest';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  QUANTITY_RANGE,
  decrementQuantity,
  incrementQuantity,
  isValidQuantity,
  quantityMessages,
  readQuantity,
} from '../../../src/domain/cart/quantity';

describe('quantity limits', () => {
  it('are 1 to 999, said as "a whole number from 1 to 999"', () => {
    expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 999]);
    expect(QUANTITY_RANGE).toBe('a whole number from 1 to 999');
  });
});

describe('readQuantity: one rule for the product page, the cart and quick order', () => {
  it.each<[string, number]>([
    ['1', 1],
    ['12', 12],
    ['999', 999],
    [' 7 ', 7],
    ['007', 7],
  ])('"%s" is the quantity %i', (input, quantity) => {
    expect(readQuantity(input)).toEqual({ valid: true, quantity });
  });

  it.each([
    ['', 'an empty field'],
    ['   ', 'spaces'],
    ['0', 'zero'],
    ['1000', 'more than 999'],
    ['5000', 'far more than 999: never brought down to 999'],
    ['2.5', 'a decimal: never rounded'],
    ['-3', 'a negative number'],
    ['1e3', 'an exponent'],
    ['1,000', 'a thousands separator'],
    ['abc', 'letters'],
    ['99999999999999999999', 'past a safe integer'],
  ])('"%s" (%s) is named: "Enter a whole number from 1 to 999"', (input) => {
    expect(readQuantity(input)).toEqual({ valid: false, problem: 'Enter a whole number from 1 to 999' });
  });

  it.each<[number, boolean]>([
    [1, true],
    [999, true],
    [0, false],
    [1000, false],
    [2.5, false],
    [Number.NaN, false],
  ])('isValidQuantity(%d) is %s', (quantity, valid) => {
    expect(isValidQuantity(quantity)).toBe(valid);
  });
});

describe('quantity messages', () => {
  it('name the line that holds back checkout, and an addition refused at the line limit', () => {
    expect(quantityMessages.invalid).toBe('Enter a whole number from 1 to 999');
    expect(quantityMessages.lineBlocksCheckout('TS-B301 Tree Strap Spot Pair, Bronze')).toBe(
      'Fix the quantity of TS-B301 Tree Strap Spot Pair, Bronze to check out: a whole number from 1 to 999.',
    );
    expect(quantityMessages.overLineLimit('Brass Path Light', 600, 500)).toBe(
      'Not added: Brass Path Light has 600 in your cart, and 500 more would come to 1100. A cart line holds at most 999.',
    );
  });
});

describe('the - and + buttons', () => {
  it.each([
    [5, 4],
    [2, 1],
    [1, 1],
  ])('decrementQuantity(%i) is %i', (quantity, expected) => {
    expect(decrementQuantity(quantity)).toBe(expected);
  });

  it.each([
    [1, 2],
    [998, 999],
    [999, 999],
  ])('incrementQuantity(%i) is %i', (quantity, expected) => {
    expect(incrementQuantity(quantity)).toBe(expected);
  });
});
