import {
  add,
  dinero,
  equal,
  greaterThanOrEqual,
  halfUp,
  lessThan,
  maximum,
  minimum,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
  transformScale,
  USD,
  type Dinero,
  type DineroScaledAmount,
} from 'dinero.js';

/**
 * Money is a dinero object in US dollars: amounts (line totals, subtotals,
 * shipping, discounts, balances) in cents (scale 2), unit prices in mills
 * (scale 3), as the server that charges them keeps them.
 */
export type Money = Dinero<number>;

/** A non-money factor such as 0.95 or 12.5 (%), kept as integer digits and a scale. */
export type Factor = DineroScaledAmount<number>;

export class InvalidAmountError extends Error {
  constructor(readonly input: unknown) {
    super(`Not a valid amount: ${String(input)}`);
    this.name = 'InvalidAmountError';
  }
}

export function cents(amount: number): Money {
  if (!Number.isSafeInteger(amount)) throw new InvalidAmountError(amount);
  return dinero({ amount, currency: USD });
}

export const ZERO: Money = cents(0);

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a decimal as digits, never as a float: "19.99" or 19.99 become
 * 1999 with scale 2. Numbers are read through their shortest string form,
 * which is exact for every price a backend sends.
 */
export function parseFactor(input: number | string): Factor {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new InvalidAmountError(input);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const amount = Number(`${sign}${whole}${fraction}`);
  if (!Number.isSafeInteger(amount)) throw new InvalidAmountError(input);
  return { amount, scale: fraction.length };
}

/** Beyond this many decimals a JSON number is float noise (0.30000000000000004), not a price. */
const NUMBER_DECIMALS = 6;

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new InvalidAmountError(value);
  const text = String(value);
  // Exponent forms (1e-7, 1e21) are not prices.
  if (/e/i.test(text)) throw new InvalidAmountError(value);
  const decimals = text.split('.')[1]?.length ?? 0;
  // toFixed only formats (correctly rounded decimal text); no arithmetic is done on the amount.
  return decimals > NUMBER_DECIMALS ? value.toFixed(NUMBER_DECIMALS) : text;
}

/** Parses a backend price (number or decimal string) into cents, half-up past the cent. */
export function parseMoney(input: number | string): Money {
  const { amount, scale } = parseFactor(input);
  return toCentsScale(dinero({ amount, currency: USD, scale }));
}

/**
 * Parses a unit price (number or decimal string) into mills, half-up past the
 * mill: "56.905" stays 56.905, "19.9996" becomes 20.000.
 */
export function parseUnitPrice(input: number | string): Money {
  const { amount, scale } = parseFactor(input);
  return toMillsScale(dinero({ amount, currency: USD, scale }));
}

export function mills(amount: number): Money {
  if (!Number.isSafeInteger(amount)) throw new InvalidAmountError(amount);
  return dinero({ amount, currency: USD, scale: 3 });
}

export function toMillsScale(value: Money): Money {
  return transformScale(value, 3, halfUp);
}

export function millsOf(value: Money): number {
  return toSnapshot(toMillsScale(value)).amount;
}

/** A unit price with its mill only when there is one: "56.905", else "56.90". */
export function toUnitPriceString(value: Money): string {
  return millsOf(value) % 10 === 0 ? toDecimalString(value) : toDecimal(toMillsScale(value));
}

/** "$56.905" when the price has a mill, else "$56.90". */
export function formatUnitPrice(value: Money): string {
  return millsOf(value) % 10 === 0 ? formatMoney(value) : dollars(toDecimal(toMillsScale(value)));
}

export function toCentsScale(value: Money): Money {
  return transformScale(value, 2, halfUp);
}

export function centsOf(value: Money): number {
  return toSnapshot(toCentsScale(value)).amount;
}

/** "1234.50": the form the backend receives. */
export function toDecimalString(value: Money): string {
  return toDecimal(toCentsScale(value));
}

/** "$1,234.50": formatted from the exact decimal string, not from a float. */
export function formatMoney(value: Money): string {
  return dollars(toDecimalString(value));
}

/**
 * "-1234.505" as en-US dollars, "-$1,234.505", by hand: the first Intl.NumberFormat of a page loads the
 * browser's locale data in one long task on a phone, before any price can paint.
 */
function dollars(decimal: string): string {
  const [, sign = '', whole = '0', fraction = ''] = DECIMAL.exec(decimal) ?? [];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Multiplies by a factor and rounds half-up back to the cent. */
export function multiplyRounded(value: Money, factor: Factor | number): Money {
  return toCentsScale(multiply(value, factor));
}

/** Multiplies by a factor and rounds half-up to the mill: the case price of a unit. */
export function multiplyToTheMill(value: Money, factor: Factor | number): Money {
  return toMillsScale(multiply(value, factor));
}

export function sum(values: readonly Money[]): Money {
  return values.reduce<Money>((total, value) => add(total, value), ZERO);
}

export { add, subtract, minimum, maximum, lessThan, greaterThanOrEqual, equal };
export { isZero, isNegative } from 'dinero.js';
