import { z } from 'zod/mini';
import type { CouponsPort } from '../../application/ports/coupons.port';
import { BackendError } from '../../application/shared/backend-error';
import { toDecimalString, type Money } from '../../domain/shared/money';
import { myCouponsSchema } from './coupon.schema';
import type { HttpClient } from './http-client';

/**
 * POST /coupons/validate answers 201 `{isValid, coupon?, discountAmount?,
 * message}` whether it accepts the code or not: a refusal is `isValid: false`
 * with the reason in `message`, never an error status.
 */
const couponVerdictSchema = z.object({ isValid: z.boolean(), message: z.optional(z.unknown()) });

export class HttpCoupons implements CouponsPort {
  constructor(private readonly http: HttpClient) {}

  myCoupons() {
    return this.http.get('/coupons/my-coupons', myCouponsSchema);
  }

  /** ApplyCouponDto: `couponCode`, and `orderAmount` as a JSON number (`IsNumber()` refuses "742.82"). */
  async validate(code: string, orderAmount: Money): Promise<void> {
    const body = { couponCode: code, orderAmount: Number(toDecimalString(orderAmount)) };
    const verdict = await this.http.postJson('/coupons/validate', body, couponVerdictSchema);
    if (verdict.isValid) return;
    const serverMessage = typeof verdict.message === 'string' && verdict.message.trim() ? verdict.message.trim() : undefined;
    throw new BackendError('http', serverMessage ?? 'The coupon was not accepted', undefined, serverMessage);
  }
}
