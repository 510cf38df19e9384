import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { RegistrationSubmission } from '../../src/application/registration/registration.machine';
import { emptyRegistrationForm } from '../../src/domain/accounts/registration';
import type { Role } from '../../src/domain/accounts/role';
import { cartSubtotal, type Cart } from '../../src/domain/cart/cart';
import type { VariantPrices } from '../../src/domain/catalog/catalog';
import type { Coupon, CouponApplication } from '../../src/domain/coupons/coupon';
import { totalsAfterCoupon } from '../../src/domain/checkout/order-summary';
import type { OrderTotals } from '../../src/domain/checkout/totals';
import { productPageShipping, type QuantityType, type ShippingPolicy } from '../../src/domain/pricing/pricing';
import { ZERO, type Money } from '../../src/domain/shared/money';
import type { DemoShop } from './demo-shop';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../src/application/checkout/checkout.machine';
import type { OrderSummary } from '../../src/domain/checkout/order-summary';
import type { PricedSavedOrder } from '../../src/application/saved-orders/saved-orders.use-cases';

/** How the order reaches the buyer, or where shipping is being estimated. */
export type Fulfilment = 'delivery' | 'product page' | 'store collection';

export interface ProductOnPage {
  readonly name: string;
  readonly caseSize: number;
  readonly allowCaseOrder: boolean;
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
  /** What the deployment charges for shipping: the spec's rule unless a scenario says otherwise. */
  shippingPolicy: ShippingPolicy = 'spec';
  coupons: Coupon[] = [];
  couponResult: CouponApplication | undefined;
  /** A discount stated by the scenario instead of one worked out from a coupon. */
  statedDiscount: Money | undefined;

  // The shop on the demo backend (registration, checkout)
  registrationForm: RegistrationSubmission = { ...emptyRegistrationForm, resaleFile: null };
  demoShop: DemoShop | undefined;
  /** What the screens would have shown, in order: inline messages and toasts. */
  messages: string[] = [];

  // Checkout and payments
  checkout: ActorRefFrom<typeof checkoutMachine> | undefined;
  payLabel: string | undefined;
  summaryAtPay: OrderSummary | undefined;
  /** The path the shop went to after a payment came back. */
  wentTo: string | undefined;
  /** Where the Cancel page's Try Again leads. */
  tryAgainPath: string | undefined;

  // Saved orders
  /** The saved order the buyer opened, at today's prices. */
  savedOrder: PricedSavedOrder | undefined;

  constructor(options: IWorldOptions) {
    super(options);
  }

  subtotal(): Money {
    return this.statedSubtotal ?? cartSubtotal(this.cart);
  }

  /** The shop's own summary of this order (shipping on the subtotal before the coupon is its rule, not ours). */
  totals(): OrderTotals {
    return totalsAfterCoupon(this.subtotal(), this.discount(), this.fulfilment === 'store collection', this.shippingPolicy);
  }

  shipping(): Money {
    return this.fulfilment === 'product page' ? productPageShipping(this.subtotal(), this.shippingPolicy) : this.totals().shipping;
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
