import { describe, expect, it } from 'vitest';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  parseCartQuantity,
  parseProductQuantity,
} from '../../../src/domain/cart/quantity';

describe('quantity limits', () => {
  it('are 1 to 999', () => {
    expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 999]);
  });
});

describe('parseProductQuantity (whole numbers of at least 1; above 999 is clamped to 999)', () => {
  it.each<[string, number | null]>([
    ['0', null],
    ['1', 1],
    ['999', 999],
    ['1000', 999],
    ['123456', 999],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    [' 5 ', 5],
    ['007', 7],
    ['1e2', null],
    ['+3', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseProductQuantity(input)).toBe(expected);
  });
});

describe('parseCartQuantity (integer 1 to 999, anything else ignored)', () => {
  it.each<[string, number | null]>([
    ['0', null],
    ['1', 1],
    ['999', 999],
    ['1000', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    [' 5 ', 5],
    ['1e2', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseCartQuantity(input)).toBe(expected);
  });
});

describe('stepper', () => {
  it.each([
    [1, 1],
    [2, 1],
    [999, 998],
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
