import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { dollars, expectAmount } from '../support/money';
import type { ShopWorld } from '../support/world';

Given('the cart subtotal is {dollars}', function (this: ShopWorld, subtotal: string) {
  this.statedSubtotal = dollars(subtotal);
});

Given('a coupon discount of {dollars} has been applied', function (this: ShopWorld, discount: string) {
  this.statedDiscount = dollars(discount);
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
