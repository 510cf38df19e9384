import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { FREE_SHIPPING_THRESHOLD, offersFreeShippingThreshold } from '../../src/domain/pricing/pricing';
import { formatMoney } from '../../src/domain/shared/money';
import { dollars, expectAmount } from '../support/money';
import type { ShopWorld } from '../support/world';

Given('the cart subtotal is {dollars}', function (this: ShopWorld, subtotal: string) {
  this.statedSubtotal = dollars(subtotal);
});

Given('a coupon discount of {dollars} has been applied', function (this: ShopWorld, discount: string) {
  this.statedDiscount = dollars(discount);
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

Then(/^the shop (promises|does not promise) free shipping from \$2,500\.00$/, function (this: ShopWorld, promise: string) {
  assert.equal(formatMoney(FREE_SHIPPING_THRESHOLD), '$2,500.00');
  assert.equal(offersFreeShippingThreshold(this.shippingPolicy), promise === 'promises');
});

When('the order is delivered to the buyer', function (this: ShopWorld) {
  this.fulfilment = 'delivery';
});

When('shipping is estimated on the product page', function (this: ShopWorld) {
  this.fulfilment = 'product page';
});

When('the buyer collects the order from the local store', function (this: ShopWorld) {
  this.fulfilment = 'store collection';
});

Then('shipping is {charge}', function (this: ShopWorld, expected: string) {
  expectAmount(this.shipping(), expected, 'shipping');
});

Then('there is no shipping charge', function (this: ShopWorld) {
  expectAmount(this.shipping(), 'nothing', 'shipping');
});

Then('the cart subtotal shown is {dollars}', function (this: ShopWorld, expected: string) {
  expectAmount(this.subtotal(), expected, 'subtotal');
});

const SUMMARY_LINES = ['subtotal', 'discount', 'shipping', 'total'] as const;

Then('the order summary shows:', function (this: ShopWorld, table: DataTable) {
  const expected = table.rowsHash();
  const unknown = Object.keys(expected).filter((line) => !(SUMMARY_LINES as readonly string[]).includes(line));
  assert.deepEqual(unknown, [], `The order summary has only these lines: ${SUMMARY_LINES.join(', ')}`);
  const totals = this.totals();
  for (const line of SUMMARY_LINES) {
    const wanted = expected[line];
    if (wanted !== undefined) expectAmount(totals[line], wanted, line);
  }
});
