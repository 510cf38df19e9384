import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { RegistrationSubmission } from '../../src/application/registration/registration.machine';
import { emptyRegistrationForm } from '../../src/domain/accounts/registration';
import type { Role } from '../../src/domain/accounts/role';
import { cartSubtotal, type Cart } from '../../src/domain/cart/cart';
import type { VariantPrices } from '../../src/domain/catalog/catalog';
import type { Coupon, CouponApplication } from '../../src/domain/coupons/coupon';
import {
  PRODUCT_PAGE_SHIPPING_THRESHOLD,
  shippingCost,
  type QuantityType,
} from '../../src/domain/pricing/pricing';
import { ZERO, type Money } from '../../src/domain/shared/money';
import type { RegistrationShop } from './registration-shop';

/** How the order reaches the buyer, or where shipping is being estimated. */
export type Fulfilment = 'delivery' | 'product page' | 'store collection';

export interface ProductOnPage {
  readonly name: string;
  readonly caseSize: number;
}

export interface OrderChoice {
  readonly quantity: number;
  readonly quantityType: QuantityType;
}

/** What one scenario knows about the buyer, the product, the cart and the order. */
export class ShopWorld extends World {
  // Pricing
  variantPrices: VariantPrices | undefined;
  role: Role | undefined;
  product: ProductOnPage | undefined;
  singleUnitPrice: Money | undefined;
  order: OrderChoice | undefined;

  // Product page quantity box
  productPageQuantity = 1;
  entryAccepted: boolean | undefined;

  // Cart, checkout and coupons
  cart: Cart = [];
  /** A subtotal stated by the scenario; otherwise the cart's own subtotal is used. */
  statedSubtotal: Money | undefined;
  fulfilment: Fulfilment = 'delivery';
  coupons: Coupon[] = [];
  couponResult: CouponApplication | undefined;
  /** A discount stated by the scenario instead of one worked out from a coupon. */
  statedDiscount: Money | undefined;

  // Registration
  registrationForm: RegistrationSubmission = { ...emptyRegistrationForm, resaleFile: null };
  accounts: RegistrationShop | undefined;

  constructor(options: IWorldOptions) {
    super(options);
  }

  subtotal(): Money {
    return this.statedSubtotal ?? cartSubtotal(this.cart);
  }

  shipping(): Money {
    const subtotal = this.subtotal();
    switch (this.fulfilment) {
      case 'delivery':
        return shippingCost(subtotal);
      case 'product page':
        return shippingCost(subtotal, { freeShippingThreshold: PRODUCT_PAGE_SHIPPING_THRESHOLD });
      case 'store collection':
        return shippingCost(subtotal, { storeCollection: true });
    }
  }

  discount(): Money {
    if (this.statedDiscount) return this.statedDiscount;
    return this.couponResult?.kind === 'applied' ? this.couponResult.discount : ZERO;
  }

  /** A value an earlier step should have set; fails with a readable message otherwise. */
  needs<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`The scenario has not said ${what} yet`);
    return value;
  }
}

setWorldConstructor(ShopWorld);
