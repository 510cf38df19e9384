import type { Coupon } from '../../domain/coupons/coupon';
import type { Money } from '../../domain/shared/money';

/** The buyer's coupons. Throws BackendError. */
export interface CouponsPort {
  /** GET /coupons/my-coupons. */
  myCoupons(): Promise<Coupon[]>;
  /** POST /coupons/validate {code, orderAmount}: rejects (with the server's message) a coupon the backend refuses. */
  validate(code: string, orderAmount: Money): Promise<void>;
}
