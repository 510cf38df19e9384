import { describe, expect, it } from 'vitest';
import {
  InvalidAmountError,
  cents,
  centsOf,
  formatMoney,
  multiplyRounded,
  parseMoney,
  sum,
  toDecimalString,
} from '../../../src/domain/shared/money';

describe('parseMoney', () => {
  it.each<[number, number]>([
    [0.1 + 0.2, 30],
    [19.990000000000002, 1999],
  ])('reads the float noise of a computed number %j as %i cents, not as an error', (input, expected) => {
    expect(centsOf(parseMoney(input))).toBe(expected);
  });

  it.each<[string | number, number]>([
    ['19.99', 1999],
    [19.99, 1999],
    ['1', 100],
    [1, 100],
    [0.1, 10],
    ['0.10', 10],
    ['0', 0],
    ['0.005', 1], // half-up past the cent
    ['0.004', 0],
    ['2499.99', 249999],
    [2499.99, 249999],
    ['-5.00', -500],
    [' 12.50 ', 1250],
  ])('reads %j as %i cents', (input, expected) => {
    expect(centsOf(parseMoney(input))).toBe(expected);
  });

  it.each<[string | number]>([
    ['abc'],
    [''],
    ['   '],
    ['1e5'],
    [1e21],
    [1e-7],
    [NaN],
    [Infinity],
    [-Infinity],
    ['12.3.4'],
    ['<b>5</b>'],
    ['<script>alert(1)</script>'],
    ['$5.00'],
    ['1,000.00'],
  ])('rejects %j', (input) => {
    expect(() => parseMoney(input)).toThrow(InvalidAmountError);
  });
});

describe('cents', () => {
  it.each([[0.5], [NaN], [Number.MAX_SAFE_INTEGER + 1]])('rejects non-integer cents %j', (amount) => {
    expect(() => cents(amount)).toThrow(InvalidAmountError);
  });
});

describe('toDecimalString and formatMoney', () => {
  it.each([
    [1999, '19.99'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [123456, '1234.56'],
    [-500, '-5.00'],
  ])('toDecimalString(cents(%i)) is %s', (amount, expected) => {
    expect(toDecimalString(cents(amount))).toBe(expected);
  });

  it.each([
    [123456, '$1,234.56'],
    [5, '$0.05'],
    [0, '$0.00'],
    [250000, '$2,500.00'],
    [100000000, '$1,000,000.00'],
  ])('formatMoney(cents(%i)) is %s', (amount, expected) => {
    expect(formatMoney(cents(amount))).toBe(expected);
  });
});

describe('exact arithmetic', () => {
  it('3 x $19.99 is exactly $59.97', () => {
    const line = multiplyRounded(parseMoney('19.99'), 3);
    expect(centsOf(line)).toBe(1999 * 3);
    expect(formatMoney(line)).toBe('$59.97');
  });

  it('0.1 + 0.2 is exactly $0.30', () => {
    expect(centsOf(sum([parseMoney(0.1), parseMoney(0.2)]))).toBe(30);
  });

  it('sum of nothing is zero', () => {
    expect(centsOf(sum([]))).toBe(0);
  });
});
