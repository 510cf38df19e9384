import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { applyCoupon, type Coupon } from '../../src/domain/coupons/coupon';
import { parseFactor } from '../../src/domain/shared/money';
import { dollars, expectAmount } from '../support/money';
import { yesNo } from '../support/parameters';
import { cell, optionalCell } from '../support/tables';
import type { ShopWorld } from '../support/world';

const PERCENT = /^(\d+(?:\.\d+)?)\s*%$/;

/** One row of a coupon table: the discount is '10%' (a percentage) or '$50.00' (a fixed amount). */
function couponFrom(row: Record<string, string>, index: number): Coupon {
  const code = cell(row, 'code');
  const minimum = optionalCell(row, 'minimum order');
  const maximum = optionalCell(row, 'maximum discount');
  const base = {
    id: `coupon-${index + 1}-${code}`,
    code,
    name: code,
    description: `${cell(row, 'discount')} off`,
    minimumOrderAmount: minimum === undefined ? null : dollars(minimum),
    isActive: yesNo(row['active'], 'active'),
  };
  const discount = cell(row, 'discount').trim();
  const percent = PERCENT.exec(discount);
  if (percent?.[1] !== undefined) {
    return {
      ...base,
      type: 'PERCENTAGE',
      percent: parseFactor(percent[1]),
      maximumDiscountAmount: maximum === undefined ? null : dollars(maximum),
    };
  }
  assert.equal(maximum, undefined, `${code}: only a percentage coupon has a maximum discount`);
  return { ...base, type: 'FIXED_AMOUNT', amount: dollars(discount) };
}

Given('these coupons (also )exist:', function (this: ShopWorld, table: DataTable) {
  const offset = this.coupons.length;
  this.coupons = [...this.coupons, ...table.hashes().map((row, index) => couponFrom(row, offset + index))];
});

When('the buyer enters the coupon code {string}', function (this: ShopWorld, code: string) {
  this.couponResult = applyCoupon(this.coupons, code, this.subtotal());
});

Then('the coupon {word} is applied with a discount of {dollars}', function (this: ShopWorld, code: string, discount: string) {
  const result = this.needs(this.couponResult, 'which coupon code the buyer entered');
  assert.equal(result.kind, 'applied', `Expected ${code} to be applied, got ${JSON.stringify(result)}`);
  if (result.kind !== 'applied') return;
  assert.equal(result.coupon.code, code, 'applied coupon');
  expectAmount(result.discount, discount, `discount of ${code}`);
});

Then('no coupon is applied', function (this: ShopWorld) {
  const result = this.needs(this.couponResult, 'which coupon code the buyer entered');
  assert.notEqual(result.kind, 'applied', 'no coupon should be applied');
});

Then('the buyer sees no coupon message', function (this: ShopWorld) {
  const result = this.needs(this.couponResult, 'which coupon code the buyer entered');
  assert.equal(result.kind === 'rejected' ? result.message : undefined, undefined, 'coupon message');
});

Then('the buyer sees the coupon message {string}', function (this: ShopWorld, message: string) {
  const result = this.needs(this.couponResult, 'which coupon code the buyer entered');
  assert.equal(result.kind === 'rejected' ? result.message : undefined, message, 'coupon message');
});
