import { z } from 'zod/mini';
import type { Coupon } from '../../domain/coupons/coupon';
import { ZERO, isNegative, parseFactor, parseMoney, type Factor, type Money } from '../../domain/shared/money';
import { wireId, wirePrice, wireText } from './wire';

export const rawCouponSchema = z.object({
  id: wireId,
  code: z.string().check(z.minLength(1)),
  name: wireText,
  description: wireText,
  type: z.string(),
  value: z.union([z.number(), z.string()]),
  maximumDiscountAmount: z.nullish(wirePrice),
  minimumOrderAmount: z.nullish(wirePrice),
  isActive: z.nullish(z.boolean()),
});
export type RawCoupon = z.input<typeof rawCouponSchema>;

type Issues = z.core.ParsePayload['issues'];

function percentOf(value: number | string, issues: Issues): Factor {
  try {
    const percent = parseFactor(value);
    if (percent.amount >= 0) return percent;
  } catch {
    // Reported below.
  }
  issues.push({ code: 'custom', message: `Not a percentage: ${String(value)}`, input: value });
  // Stryker disable next-line ObjectLiteral: never read: the issue just pushed fails the parse, and the value with it
  return { amount: 0, scale: 0 };
}

function amountOf(value: number | string, issues: Issues): Money {
  try {
    const amount = parseMoney(value);
    if (!isNegative(amount)) return amount;
  } catch {
    // Reported below.
  }
  issues.push({ code: 'custom', message: `Not an amount: ${String(value)}`, input: value });
  return ZERO;
}

/** Spec §3 Coupon: PERCENTAGE (value 10 = 10%) or a fixed amount, which some answers call FIXED. */
export const couponSchema = z.pipe(
  rawCouponSchema,
  z.transform((raw: z.output<typeof rawCouponSchema>, payload): Coupon => {
    const base = {
      id: raw.id,
      code: raw.code,
      name: raw.name,
      description: raw.description,
      minimumOrderAmount: raw.minimumOrderAmount ?? null,
      // Listed coupons are usable unless the backend says otherwise; it validates again anyway.
      isActive: raw.isActive ?? true,
    };
    const type = raw.type.trim().toUpperCase();
    if (type === 'PERCENTAGE') {
      return {
        ...base,
        type: 'PERCENTAGE',
        percent: percentOf(raw.value, payload.issues),
        maximumDiscountAmount: raw.maximumDiscountAmount ?? null,
      };
    }
    if (type !== 'FIXED_AMOUNT' && type !== 'FIXED') {
      payload.issues.push({ code: 'custom', message: `Unknown coupon type: ${raw.type}`, input: raw.type });
    }
    return { ...base, type: 'FIXED_AMOUNT', amount: amountOf(raw.value, payload.issues) };
  }),
);

const couponListSchema = z.array(couponSchema);

/** GET /coupons/my-coupons answers a list, or an object holding one. */
export const myCouponsSchema = z.union([
  couponListSchema,
  z.pipe(z.object({ coupons: couponListSchema }), z.transform((answer) => answer.coupons)),
  z.pipe(z.object({ data: couponListSchema }), z.transform((answer) => answer.data)),
]);
