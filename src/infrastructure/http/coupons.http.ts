import type { CouponsPort } from '../../application/ports/coupons.port';
import { toDecimalString, type Money } from '../../domain/shared/money';
import { myCouponsSchema } from './coupon.schema';
import type { HttpClient } from './http-client';
import { refusalIn } from './backend-answer';

export class HttpCoupons implements CouponsPort {
  constructor(private readonly http: HttpClient) {}

  myCoupons() {
    return this.http.get('/coupons/my-coupons', myCouponsSchema);
  }

  /** Spec §7 leaves the answer's shape open: any 2xx accepts, unless it says `valid: false` or `success: false`. */
  async validate(code: string, orderAmount: Money): Promise<void> {
    const answer = await this.http.postJson('/coupons/validate', { code, orderAmount: toDecimalString(orderAmount) });
    const refusal = refusalIn(answer, ['valid', 'success'], 'The coupon was not accepted');
    if (refusal) throw refusal;
  }
}
