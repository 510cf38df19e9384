import { describe, expect, it } from 'vitest';
import {
  InvalidAmountError,
  cents,
  centsOf,
  formatMoney,
  formatUnitPrice,
  mills,
  millsOf,
  multiplyRounded,
  multiplyToTheMill,
  parseMoney,
  parseUnitPrice,
  sum,
  toDecimalString,
  toUnitPriceString,
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

describe('parseUnitPrice: to the mill, as the server keeps unit prices', () => {
  it.each<[string | number, number]>([
    ['56.905', 56_905],
    [56.905, 56_905],
    ['59.90', 59_900],
    ['59.9', 59_900],
    [59.9, 59_900],
    ['1', 1_000],
    ['0.0005', 1], // half-up past the mill
    ['0.0004', 0],
    ['19.9996', 20_000],
    ['56.9054', 56_905],
    [' 12.345 ', 12_345],
  ])('reads %j as %i mills', (input, expected) => {
    expect(millsOf(parseUnitPrice(input))).toBe(expected);
  });

  it.each<[string | number]>([['abc'], [''], ['1e5'], [NaN], ['$5.00'], ['1,000.00']])('rejects %j', (input) => {
    expect(() => parseUnitPrice(input)).toThrow(InvalidAmountError);
  });

  it('keeps the mill where parseMoney rounds it away', () => {
    expect(centsOf(parseMoney('56.905'))).toBe(5691);
    expect(toUnitPriceString(parseUnitPrice('56.905'))).toBe('56.905');
  });
});

describe('formatUnitPrice and toUnitPriceString: three decimals only when the third is not zero', () => {
  it.each<[string, string, string]>([
    ['56.905', '$56.905', '56.905'],
    ['59.90', '$59.90', '59.90'],
    ['59.900', '$59.90', '59.90'],
    ['1234.567', '$1,234.567', '1234.567'],
    ['1234.5', '$1,234.50', '1234.50'],
    ['0.001', '$0.001', '0.001'],
    ['0', '$0.00', '0.00'],
  ])('%s shows as %s and is kept as %s', (input, shown, kept) => {
    expect(formatUnitPrice(parseUnitPrice(input))).toBe(shown);
    expect(toUnitPriceString(parseUnitPrice(input))).toBe(kept);
  });

  it('a cents amount formats as cents', () => {
    expect(formatUnitPrice(cents(1999))).toBe('$19.99');
  });
});

describe('mills and multiplyToTheMill', () => {
  it('mills(56905) is $56.905', () => {
    expect(formatUnitPrice(mills(56_905))).toBe('$56.905');
  });

  it.each([[0.5], [NaN], [Number.MAX_SAFE_INTEGER + 1]])('rejects non-integer mills %j', (amount) => {
    expect(() => mills(amount)).toThrow(InvalidAmountError);
  });

  it.each<[string, number]>([
    ['59.90', 56_905],
    ['33.33', 31_664], // 31.6635 half-up
    ['0.011', 10], // 0.01045 half-up
  ])('$%s x 0.95 is %i mills', (price, expected) => {
    expect(millsOf(multiplyToTheMill(parseUnitPrice(price), { amount: 95, scale: 2 }))).toBe(expected);
  });

  it('a price in mills times units rounds half-up to the cent: $56.905 x 12 = $682.86, x 3 = $170.72', () => {
    expect(formatMoney(multiplyRounded(mills(56_905), 12))).toBe('$682.86');
    expect(formatMoney(multiplyRounded(mills(56_905), 3))).toBe('$170.72'); // 170.715
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
    [-500, '-$5.00'],
    [-123456789, '-$1,234,567.89'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
  ])('formatMoney(cents(%i)) is %s', (amount, expected) => {
    expect(formatMoney(cents(amount))).toBe(expected);
  });
});

describe('money is shown exactly as en-US dollars, without loading the browser\'s locale data', () => {
  it.each([-123456789, -5, 0, 7, 99999, 100000, 123456, 100000000, 987654321])('formatMoney(cents(%i)) is what Intl shows', (amount) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(formatMoney(cents(amount))).toBe(intl.format(toDecimalString(cents(amount)) as `${number}`));
  });

  it.each([56_905, 1_234_501, 7, -56_905])('formatUnitPrice(mills(%i)) is what Intl shows to the mill', (amount) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 3 });
    expect(formatUnitPrice(mills(amount))).toBe(intl.format(toUnitPriceString(mills(amount)) as `${number}`));
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
