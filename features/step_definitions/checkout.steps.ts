import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { freeShippingFrom } from '../../src/application/catalog/free-shipping';
import { cartItemFor, productOffer } from '../../src/application/catalog/product-offer';
import { cartSummary } from '../../src/application/checkout/checkout';
import type { OrderSummary } from '../../src/domain/checkout/order-summary';
import { formatMoney } from '../../src/domain/shared/money';
import { buyer, cartItems, enterCoupon, openCheckout, shop, signedInProfile, summaryShown } from '../support/buyer';
import { dollars, expectAmount, unitPrice } from '../support/money';
import { productOf, variantIdOf } from '../support/products';
import type { ShopWorld } from '../support/world';

/** The scenarios' stand-in for a cart of that value: one unit of a product not sold by the case, at that price. */
const ONE_LINE = { name: 'Garden Spot Light', caseSize: 12, allowCaseOrder: false } as const;

Given('the cart subtotal is {dollars}', async function (this: ShopWorld, subtotal: string) {
  const { cart } = await buyer(this);
  const product = productOf({ ...ONE_LINE, unitPrice: unitPrice(subtotal) });
  const selection = { variantId: variantIdOf(ONE_LINE.name, 'Standard'), quantityType: 'SINGLE', quantity: 1 } as const;
  const item = cartItemFor(product, selection, signedInProfile(this).role);
  assert.ok(item, 'the product could not go in the cart');
  cart.send({ type: 'REPLACE', items: [item] });
});

/** The coupon code a scenario's "coupon of $X off" is entered as. */
const AMOUNT_OFF_CODE = 'AMOUNTOFF';

When('the buyer applies a coupon of {dollars} off', async function (this: ShopWorld, amount: string) {
  this.coupons = [
    ...(this.coupons ?? []),
    {
      id: 'coupon-amount-off',
      code: AMOUNT_OFF_CODE,
      name: `${amount} off`,
      description: `${amount} off`,
      minimumOrderAmount: null,
      isActive: true,
      type: 'FIXED_AMOUNT',
      amount: dollars(amount),
    },
  ];
  await enterCoupon(this, AMOUNT_OFF_CODE);
});

/** The deployment's shipping setting (VITE_SHIPPING), in the words of the features. */
const SHIPPING_SETTINGS = {
  "the spec's rule": 'spec',
  'no shipping, as the hosted backend charges today': 'none',
} as const;

Given(/^the shop charges (.+)$/, function (this: ShopWorld, setting: string) {
  const policy = SHIPPING_SETTINGS[setting as keyof typeof SHIPPING_SETTINGS];
  assert.ok(policy, `Shipping setting "${setting}": write one of ${Object.keys(SHIPPING_SETTINGS).map((words) => `"${words}"`).join(', ')}`);
  assert.equal(this.demoShop, undefined, 'Say how the shop charges shipping before the shop is opened');
  this.shippingPolicy = policy;
});

Then(/^the shop (promises|does not promise) free shipping from (\$[\d,.]+)$/, function (this: ShopWorld, promise: string, from: string) {
  const threshold = freeShippingFrom(shop(this).services.info.shipping);
  assert.equal(threshold && formatMoney(threshold), promise === 'promises' ? from : null, 'free shipping promised from');
});

When('the order is delivered to the buyer', async function (this: ShopWorld) {
  (await openCheckout(this)).send({ type: 'SET_STORE_COLLECTION', value: false });
});

When('the buyer collects the order from the local store', async function (this: ShopWorld) {
  const checkout = await openCheckout(this);
  checkout.send({ type: 'SET_STORE_COLLECTION', value: true });
  assert.ok(checkout.getSnapshot().context.storeCollection, 'The checkout did not let this buyer collect from the store');
});

When('the buyer looks at 1 unit of a product at {dollars} on the product page', function (this: ShopWorld, price: string) {
  const product = productOf({ ...ONE_LINE, unitPrice: unitPrice(price) });
  const selection = { variantId: variantIdOf(ONE_LINE.name, 'Standard'), quantityType: 'SINGLE', quantity: 1 } as const;
  const offer = productOffer(product, selection, 'user', shop(this).services.info.shipping);
  assert.ok(offer, 'the product page has no offer');
  expectAmount(offer.lineTotal, price, 'line total on the product page');
  this.productPageOffer = offer;
});

Then('the shipping estimate on the product page is {charge}', function (this: ShopWorld, expected: string) {
  expectAmount(this.needs(this.productPageOffer, 'which product the buyer looks at').shipping, expected, 'shipping estimate');
});

Then('shipping is {charge}', async function (this: ShopWorld, expected: string) {
  expectAmount((await summaryShown(this)).shipping, expected, 'shipping');
});

Then('there is no shipping charge', async function (this: ShopWorld) {
  expectAmount((await summaryShown(this)).shipping, 'nothing', 'shipping');
});

Then('the cart subtotal shown is {dollars}', async function (this: ShopWorld, expected: string) {
  const { subtotal } = cartSummary(await cartItems(this), shop(this).services.info.shipping);
  expectAmount(subtotal, expected, 'subtotal');
});

const SUMMARY_LINES = ['subtotal', 'discount', 'shipping', 'total'] as const;

function expectSummary(summary: OrderSummary, table: DataTable): void {
  const expected = table.rowsHash();
  const unknown = Object.keys(expected).filter((line) => !(SUMMARY_LINES as readonly string[]).includes(line));
  assert.deepEqual(unknown, [], `The order summary has only these lines: ${SUMMARY_LINES.join(', ')}`);
  for (const line of SUMMARY_LINES) {
    const wanted = expected[line];
    if (wanted !== undefined) expectAmount(summary[line], wanted, line);
  }
}

Then('the order summary shows:', async function (this: ShopWorld, table: DataTable) {
  expectSummary(await summaryShown(this), table);
});

Then('the cart page shows:', async function (this: ShopWorld, table: DataTable) {
  expectSummary(cartSummary(await cartItems(this), shop(this).services.info.shipping), table);
});
