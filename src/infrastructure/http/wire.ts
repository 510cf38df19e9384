import { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';
import { ZERO, isNegative, parseMoney, parseUnitPrice, type Money } from '../../domain/shared/money';

// zod/mini: the same parsing at about a fifth of full zod's bundle weight, which keeps the first load in budget.

/** The most a list answers at once: the backend caps `take` at 100. */
export const LIST_TAKE_MOST = 100;

/** This backend's ids are integers on the wire (some, like the user's and the coupon's, strings); the domain holds strings. */
export const wireId = z.pipe(z.union([z.string().check(z.minLength(1)), z.int()]), z.transform(String));

/**
 * A product, variant or order id as this backend reads it: a number
 * (`IsNumber()` in its DTOs, `ParseIntPipe` in its routes). An id that is not
 * a safe integer is refused before any call is made: no such record exists.
 */
export function numericId(id: string): number {
  const value = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new BackendError('not-found', `Not an id this backend knows: ${id}`);
  return value;
}

function moneyOrIssue(value: number | string, payload: z.core.ParsePayload): Money {
  try {
    return parseMoney(value);
  } catch {
    payload.issues.push({ code: 'custom', message: `Not an amount: ${String(value)}`, input: value });
    return ZERO;
  }
}

/** A price as a number or decimal string, into cents without float arithmetic; never negative. */
export const wirePrice = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, payload) => {
    const price = moneyOrIssue(value, payload);
    if (isNegative(price)) payload.issues.push({ code: 'custom', message: `Negative price: ${String(value)}`, input: value });
    return price;
  }),
);

/** A unit price, to the mill: this backend keeps unit prices in thousandths of a dollar ("56.905"); never negative. */
export const wireUnitPrice = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, payload) => {
    try {
      const price = parseUnitPrice(value);
      if (!isNegative(price)) return price;
    } catch {
      // Reported below.
    }
    payload.issues.push({ code: 'custom', message: `Not a unit price: ${String(value)}`, input: value });
    return ZERO;
  }),
);

/** An amount that may be absent, which then reads as $0.00. */
export const wireOptionalMoney = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value: number | string | null | undefined, payload) =>
    value === null || value === undefined || value === '' ? ZERO : moneyOrIssue(value, payload),
  ),
);

export const wireText = z.pipe(z.nullish(z.string()), z.transform((value: string | null | undefined) => value ?? ''));

export const wireStringList = z.pipe(
  z.nullish(z.array(z.string())),
  z.transform((values: string[] | null | undefined) => values ?? []),
);
