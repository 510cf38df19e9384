// Coupons (the backend's coupons module): the buyer's coupons, and their validation as the orders service uses it.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { scaled } from './money.ts';
import { atLeastZero, check, created, HttpError, isNumber, isString, jsonBody, notEmpty, NOT_MINE, type Call } from './nest.ts';
import { seedCoupons, seededAt, type SeedCoupon } from './seed.ts';
import { accountOf, type User } from './users.ts';

export interface CouponRow extends SeedCoupon {
  id: string;
  createdAt: string;
  updatedAt: string;
  usageCount: number;
}

const coupons: CouponRow[] = seedCoupons.map((coupon) => ({
  ...coupon,
  id: `00000000-0000-4000-8000-${randomBytes(6).toString('hex')}`,
  createdAt: seededAt,
  updatedAt: seededAt,
  usageCount: 0,
}));

/** An order paid with the coupon counts one use; Postgres then lists the updated row after the others, as here. */
export function countUse(coupon: CouponRow): void {
  coupon.usageCount += 1;
  coupons.push(...coupons.splice(coupons.indexOf(coupon), 1));
}

export function couponJson(coupon: CouponRow, withUsers: boolean) {
  return {
    id: coupon.id,
    createdAt: coupon.createdAt,
    updatedAt: coupon.updatedAt,
    deletedAt: null,
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    type: coupon.type,
    value: coupon.value,
    eligibilityType: coupon.eligibilityType,
    eligibleUserRoles: coupon.eligibleUserRoles,
    validFrom: null,
    validUntil: null,
    usageCount: coupon.usageCount,
    maxUsage: null,
    maxUsagePerUser: null,
    minimumOrderAmount: coupon.minimumOrderAmount,
    maximumDiscountAmount: coupon.maximumDiscountAmount,
    isActive: coupon.isActive,
    createdBy: 'stand-in-admin',
    ...(withUsers ? { eligibleUsers: [] } : {}),
  };
}

const eligible = (coupon: CouponRow, user: User) => coupon.eligibilityType === 'PUBLIC' || (coupon.eligibleUserRoles ?? []).includes(String(user.role));

type CouponCheck =
  | { isValid: false; message: string }
  /** `exact`: the discount in millionths of a dollar before any rounding (a percentage of cents); `wire`: as the backend answers it. */
  | { isValid: true; coupon: CouponRow; exact: number; wire: number | string; message: string };

/**
 * The backend's coupon validation. Its percentage discount is answered as the
 * float it works out, `orderAmount * value / 100` (74.28200000000001), and
 * kept exact here for pricing; a cap or a fixed amount comes back as the
 * column's string ("250.00").
 */
export function validateCoupon(code: string, orderAmount: number, user: User): CouponCheck {
  const coupon = coupons.find((candidate) => candidate.code === code && candidate.isActive);
  if (!coupon) return { isValid: false, message: 'Invalid or inactive coupon code' };
  if (!eligible(coupon, user)) return { isValid: false, message: 'You are not eligible for this coupon' };
  const amountMicros = scaled(orderAmount, 6);
  if (coupon.minimumOrderAmount && amountMicros < scaled(coupon.minimumOrderAmount, 6)) {
    return { isValid: false, message: `Minimum order amount of $${coupon.minimumOrderAmount} required` };
  }
  let exact = coupon.type === 'PERCENTAGE' ? (amountMicros * scaled(coupon.value, 2)) / 10000 : scaled(coupon.value, 6);
  let wire: number | string = coupon.type === 'PERCENTAGE' ? (orderAmount * Number(coupon.value)) / 100 : coupon.value;
  if (coupon.maximumDiscountAmount && exact > scaled(coupon.maximumDiscountAmount, 6)) {
    exact = scaled(coupon.maximumDiscountAmount, 6);
    wire = coupon.maximumDiscountAmount;
  }
  if (exact > amountMicros) {
    exact = amountMicros;
    wire = orderAmount;
  }
  return { isValid: true, coupon, exact, wire, message: 'Coupon applied successfully' };
}

async function couponValidation(request: IncomingMessage) {
  const user = accountOf(request);
  const body = await jsonBody(request);
  const messages = [...check(body.couponCode, 'couponCode', [isString, notEmpty]), ...check(body.orderAmount, 'orderAmount', [isNumber, atLeastZero])];
  if (messages.length > 0) throw new HttpError(400, messages);
  const result = validateCoupon(String(body.couponCode), body.orderAmount as number, user);
  if (!result.isValid) return result;
  return { isValid: true, coupon: couponJson(result.coupon, true), discountAmount: result.wire, message: result.message };
}

export async function couponRoutes({ request, is }: Call): Promise<unknown> {
  if (is('GET', /^\/coupons\/my-coupons$/)) {
    const user = accountOf(request);
    // The public ones first, then those of the buyer's role.
    const usable = coupons.filter((coupon) => coupon.isActive && eligible(coupon, user));
    const byKind = [...usable.filter((coupon) => coupon.eligibilityType === 'PUBLIC'), ...usable.filter((coupon) => coupon.eligibilityType !== 'PUBLIC')];
    return byKind.map((coupon) => couponJson(coupon, false));
  }
  if (is('POST', /^\/coupons\/validate$/)) return created(await couponValidation(request));
  return NOT_MINE;
}
