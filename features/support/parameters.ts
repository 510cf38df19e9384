import { defineParameterType } from '@cucumber/cucumber';
import type { QuantityType } from '../../src/domain/pricing/pricing';

/** A dollar amount as written in a feature, e.g. $2,499.99 (kept as text, read with `dollars`). */
defineParameterType({
  name: 'dollars',
  regexp: /\$-?[\d,]+(?:\.\d+)?/,
  transformer: (text: string) => text,
});

/** A charge: a dollar amount, or the word 'free'. */
defineParameterType({
  name: 'charge',
  regexp: /free|\$-?[\d,]+(?:\.\d+)?/,
  transformer: (text: string) => text,
});

/** How a product is ordered: 'single' or 'case'. */
export function orderTypeOf(text: string): QuantityType {
  const word = text.trim().toLowerCase();
  if (word === 'single') return 'SINGLE';
  if (word === 'case') return 'CASE';
  throw new Error(`Ordered as "${text}": write "single" or "case"`);
}

defineParameterType({
  name: 'orderType',
  regexp: /single|case/,
  transformer: orderTypeOf,
});

/** A yes/no cell of a table. */
export function yesNo(text: string | undefined, column: string): boolean {
  const word = (text ?? '').trim().toLowerCase();
  if (word === 'yes') return true;
  if (word === 'no') return false;
  throw new Error(`Column "${column}": write "yes" or "no", not "${text ?? ''}"`);
}
