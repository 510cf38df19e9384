import { z } from 'zod/mini';
import type { CouponsPort } from '../../application/ports/coupons.port';
import { COUPON_NOT_FOUND, applyCoupon, type Coupon } from '../../domain/coupons/coupon';
import type { Money } from '../../domain/shared/money';
import { couponSchema } from '../http/coupon.schema';
import { seedCoupons } from './coupons.seed';
import { DemoBuyers } from './demo-buyers';
import type { DemoIdentity } from './demo-identity';
import { refused } from './demo-errors';

/** The seed read through the HTTP schema, as the shop would receive it. */
export function demoCoupons(): Coupon[] {
  return z.array(couponSchema).parse(seedCoupons);
}

/**
 * The server's own coupon check (spec §5 Coupon): the coupon applying to
 * this subtotal, or the refusal in the spec's words.
 */
export function couponForOrder(code: string, subtotal: Money): Coupon {
  const application = applyCoupon(demoCoupons(), code, subtotal);
  if (application.kind === 'applied') return application.coupon;
  throw refused(application.kind === 'rejected' ? application.message : COUPON_NOT_FOUND);
}

export class DemoCoupons implements CouponsPort {
  constructor(private readonly buyers: DemoBuyers) {}

  async myCoupons(): Promise<Coupon[]> {
    this.buyers.signedIn();
    return demoCoupons();
  }

  async validate(code: string, orderAmount: Money): Promise<void> {
    this.buyers.signedIn();
    couponForOrder(code, orderAmount);
  }
}

/** The coupons alone, for the checkout's first screen: the rest of the selling side is fetched when the buyer pays. */
export function createDemoCoupons(storage: Storage, identity: DemoIdentity): CouponsPort {
  return new DemoCoupons(new DemoBuyers(identity, storage));
}
