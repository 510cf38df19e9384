import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { RegistrationSubmission } from '../../src/application/registration/registration.machine';
import { emptyRegistrationForm } from '../../src/domain/accounts/registration';
import type { Role } from '../../src/domain/accounts/role';
import type { VariantPrices } from '../../src/domain/catalog/catalog';
import type { Coupon } from '../../src/domain/coupons/coupon';
import type { QuantityType, ShippingPolicy } from '../../src/domain/pricing/pricing';
import type { Money } from '../../src/domain/shared/money';
import type { ProductOffer } from '../../src/application/catalog/product-offer';
import type { DemoShop } from './demo-shop';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../src/application/checkout/checkout.machine';
import type { OrderSummary } from '../../src/domain/checkout/order-summary';
import type { PricedSavedOrder } from '../../src/application/saved-orders/saved-orders.use-cases';

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
  /** What the product page showed for the product the buyer looked at. */
  productPageOffer: ProductOffer | undefined;
  /** An order line as the backend records it: units only. */
  orderLineUnits: number | undefined;
  /** How the line last read prices itself, as the screens word it. */
  priceWords: string | undefined;

  // Quantity fields
  /** The last quantity the product page took; what its field shows is `productPageEntry`. */
  productPageQuantity = 1;
  productPageEntry: string | undefined;
  /** Cart lines whose typed quantity breaks the rule: the line's name, by line. */
  cartEntryProblems = new Map<string, { readonly name: string; readonly problem: string }>();

  /** What the deployment charges for shipping: the spec's rule unless a scenario says otherwise. */
  shippingPolicy: ShippingPolicy = 'spec';
  /** The back office's coupons when the scenario lists them; otherwise the demo's own. */
  coupons: Coupon[] | undefined;

  // The shop on the demo backend (cart, checkout, registration)
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

  /** A value an earlier step should have set; fails with a readable message otherwise. */
  needs<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`The scenario has not said ${what} yet`);
    return value;
  }
}

setWorldConstructor(ShopWorld);
