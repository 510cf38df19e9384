import { z } from 'zod/mini';
import { ZERO, isNegative, parseMoney, parseUnitPrice, type Money } from '../../domain/shared/money';

// zod/mini: the same parsing at about a fifth of full zod's bundle weight, which keeps the first load in budget.

export const wireId = z.pipe(z.union([z.string().check(z.minLength(1)), z.int()]), z.transform(String));

function moneyOrIssue(value: number | string, payload: z.core.ParsePayload, parse = parseMoney): Money {
  try {
    return parse(value);
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

/** A unit price as a number or decimal string, kept to the mill ("56.905"); never negative. */
export const wireUnitPrice = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, payload) => {
    const price = moneyOrIssue(value, payload, parseUnitPrice);
    if (isNegative(price)) payload.issues.push({ code: 'custom', message: `Negative price: ${String(value)}`, input: value });
    return price;
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
