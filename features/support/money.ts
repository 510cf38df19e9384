import assert from 'node:assert/strict';
import { formatMoney, formatUnitPrice, parseMoney, parseUnitPrice, type Money } from '../../src/domain/shared/money';

/** '$2,499.99' -> the amount of money, read through the domain's own parser. */
export function dollars(text: string): Money {
  return parseMoney(text.trim().replace(/[$,]/g, ''));
}

/** '$56.905' -> a unit price, kept to the tenth of a cent as the shop keeps it. */
export function unitPrice(text: string): Money {
  return parseUnitPrice(text.trim().replace(/[$,]/g, ''));
}

/** Compares a unit price with what the feature expects, as the shop shows it: '$56.905', or '$59.90' without a third decimal. */
export function expectUnitPrice(actual: Money, expected: string, what: string): void {
  assert.equal(formatUnitPrice(actual), expected.trim(), `${what}: expected ${expected.trim()}, got ${formatUnitPrice(actual)}`);
}

/** Words an analyst may write for no charge at all. */
const NO_CHARGE = /^(free|nothing)$/i;

/**
 * Compares an amount with what the feature expects, as the shop shows it:
 * '$1,234.50', or 'free' / 'nothing' for $0.00.
 */
export function expectAmount(actual: Money, expected: string, what: string): void {
  const text = expected.trim();
  const wanted = NO_CHARGE.test(text) ? formatMoney(dollars('0')) : text;
  assert.equal(formatMoney(actual), wanted, `${what}: expected ${wanted}, got ${formatMoney(actual)}`);
}
