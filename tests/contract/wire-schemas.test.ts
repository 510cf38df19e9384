/**
 * The wire schemas' own rules, read directly: which values they refuse and the issue each refusal names (the HTTP
 * client reports any of them as "Unexpected answer from …"; the issue says which field and value were wrong).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { BackendError } from '../../src/application/shared/backend-error';
import { centsOf, millsOf } from '../../src/domain/shared/money';
import { variantSchema } from '../../src/infrastructure/http/catalog.schema';
import { couponSchema } from '../../src/infrastructure/http/coupon.schema';
import { transactionSchema } from '../../src/infrastructure/http/transaction.schema';
import { numericId, wireOptionalMoney, wirePrice, wireUnitPrice } from '../../src/infrastructure/http/wire';
import { refusalIn } from '../../src/infrastructure/http/backend-answer';

/** The issues a schema raises for `input`, as `{code, message}`; none when it parses. */
function issuesOf(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ code, message }) => ({ code, message }));
}

describe('numericId', () => {
  it.each([
    ['12', 12],
    ['007', 7],
  ])('reads %j as %i', (id, value) => {
    expect(numericId(id)).toBe(value);
  });

  it.each(['12abc', '12 ', 'abc12', '', '1.5', '-3', '99999999999999999999'])('refuses %j before any call, as not found', (id) => {
    let error: unknown;
    try {
      numericId(id);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(BackendError);
    expect({ kind: (error as BackendError).kind, message: (error as BackendError).message }).toEqual({
      kind: 'not-found',
      message: `Not an id this backend knows: ${id}`,
    });
  });
});

describe('amounts', () => {
  it('a price is never negative, and says which value it refused', () => {
    expect(issuesOf(wirePrice, '-0.01')).toEqual([{ code: 'custom', message: 'Negative price: -0.01' }]);
    expect(issuesOf(wirePrice, 'twelve')).toEqual([{ code: 'custom', message: 'Not an amount: twelve' }]);
    expect(centsOf(wirePrice.parse('0'))).toBe(0);
  });

  it('a unit price is never negative, and says which value it refused', () => {
    expect(issuesOf(wireUnitPrice, '-1')).toEqual([{ code: 'custom', message: 'Not a unit price: -1' }]);
    expect(issuesOf(wireUnitPrice, 'n/a')).toEqual([{ code: 'custom', message: 'Not a unit price: n/a' }]);
    expect(millsOf(wireUnitPrice.parse('56.905'))).toBe(56_905);
  });

  it('an optional amount sent empty, null or not at all is $0.00; one that is no amount is refused', () => {
    for (const absent of ['', null, undefined]) expect(centsOf(wireOptionalMoney.parse(absent))).toBe(0);
    expect(centsOf(wireOptionalMoney.parse('12.50'))).toBe(1_250);
    expect(issuesOf(wireOptionalMoney, 'abc')).toEqual([{ code: 'custom', message: 'Not an amount: abc' }]);
  });

  it('a transaction’s amount keeps its sign, and one that is no amount is refused by name', () => {
    const transaction = { id: 1, createdAt: '2024-05-01T10:00:00Z', type: ' purchase ', description: null, amount: '-42.10', paymentMethod: 'wallet' };
    const parsed = transactionSchema.parse(transaction);
    expect({ type: parsed.type, amount: centsOf(parsed.amount) }).toEqual({ type: 'PURCHASE', amount: -4_210 });
    expect(issuesOf(transactionSchema, { ...transaction, amount: '4,20' })).toEqual([{ code: 'custom', message: 'Not an amount: 4,20' }]);
  });
});

describe('coupons', () => {
  const coupon = { id: 3, code: 'WELCOME10', name: 'Welcome', description: null, type: 'PERCENTAGE', value: '10' };

  it('a percentage of 0 is a percentage; a negative one, or none, is refused by name', () => {
    expect(couponSchema.parse({ ...coupon, value: 0 })).toMatchObject({ type: 'PERCENTAGE', percent: { amount: 0, scale: 0 } });
    expect(issuesOf(couponSchema, { ...coupon, value: '-5' })).toEqual([{ code: 'custom', message: 'Not a percentage: -5' }]);
    expect(issuesOf(couponSchema, { ...coupon, value: 'ten' })).toEqual([{ code: 'custom', message: 'Not a percentage: ten' }]);
  });

  it('a fixed amount that is negative or no amount is refused by name', () => {
    const fixed = { ...coupon, type: 'FIXED_AMOUNT' };
    expect(issuesOf(couponSchema, { ...fixed, value: '-5' })).toEqual([{ code: 'custom', message: 'Not an amount: -5' }]);
    expect(issuesOf(couponSchema, { ...fixed, value: 'five' })).toEqual([{ code: 'custom', message: 'Not an amount: five' }]);
  });

  it('reads a type with spaces around it; an unknown one is refused by name', () => {
    expect(couponSchema.parse({ ...coupon, type: ' percentage ' })).toMatchObject({ type: 'PERCENTAGE' });
    expect(couponSchema.parse({ ...coupon, type: ' fixed ' })).toMatchObject({ type: 'FIXED_AMOUNT' });
    expect(issuesOf(couponSchema, { ...coupon, type: 'FREE_SHIPPING' })).toEqual([{ code: 'custom', message: 'Unknown coupon type: FREE_SHIPPING' }]);
  });
});

describe('a variant’s prices', () => {
  it('some of the four sent and some not is refused by name', () => {
    expect(issuesOf(variantSchema, { id: 1, name: 'Red', price: '10.00', dealerPrice: '9.00' })).toEqual([
      { code: 'custom', message: 'Some variant prices missing' },
    ]);
  });
});

describe('refusalIn: a 2xx that still says no', () => {
  it.each<[string, unknown, string | null]>([
    ['any one of the flags false', { isValid: false, success: true, message: 'Code expired' }, 'Code expired'],
    ['a flag false inside {data}', { data: { success: false, message: ' Insufficient Balance ' } }, ' Insufficient Balance '],
    ['no flag false', { isValid: true, success: true, message: 'OK' }, null],
    ['a flag that is only falsy', { success: 0, isValid: null }, null],
  ])('%s', (_label, body, message) => {
    expect(refusalIn(body, ['success', 'isValid'], 'Not accepted')?.message ?? null).toBe(message);
  });

  it('a blank message or none: the fallback, and no server message', () => {
    const refusal = refusalIn({ success: false, message: '  ', data: { message: 7 } }, ['success'], 'Not accepted');
    expect({ message: refusal?.message, serverMessage: refusal?.serverMessage, kind: refusal?.kind }).toEqual({
      message: 'Not accepted',
      serverMessage: undefined,
      kind: 'http',
    });
  });
});
