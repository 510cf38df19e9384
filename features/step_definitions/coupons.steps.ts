import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { summaryOf } from '../../src/application/checkout/checkout';
import type { Coupon } from '../../src/domain/coupons/coupon';
import { parseFactor } from '../../src/domain/shared/money';
import { enterCoupon, openedCheckout, settled } from '../support/buyer';
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
  const listed = this.coupons ?? [];
  this.coupons = [...listed, ...table.hashes().map((row, index) => couponFrom(row, listed.length + index))];
});

When('the buyer enters the coupon code {string}', async function (this: ShopWorld, code: string) {
  await enterCoupon(this, code);
});

/** The checkout's coupon box and summary once the code was tried. */
async function couponBox(world: ShopWorld) {
  const checkout = openedCheckout(world);
  await settled(checkout);
  const { context } = checkout.getSnapshot();
  return { applied: context.appliedCoupon, message: context.couponMessage, discount: summaryOf(context).discount };
}

Then('the coupon {word} is applied with a discount of {dollars}', async function (this: ShopWorld, code: string, discount: string) {
  const box = await couponBox(this);
  assert.equal(box.applied?.code, code, `applied coupon (the coupon box says ${JSON.stringify(box.message)})`);
  expectAmount(box.discount, discount, `discount of ${code}`);
});

Then('no coupon is applied', async function (this: ShopWorld) {
  const box = await couponBox(this);
  assert.equal(box.applied, null, 'no coupon should be applied');
  expectAmount(box.discount, '$0.00', 'discount');
});

Then('the buyer sees no coupon message', async function (this: ShopWorld) {
  assert.equal((await couponBox(this)).message, null, 'coupon message');
});

Then('the buyer sees the coupon message {string}', async function (this: ShopWorld, message: string) {
  assert.equal((await couponBox(this)).message, message, 'coupon message');
});
