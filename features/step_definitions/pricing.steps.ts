import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import {
  effectiveUnitPrice,
  isPairProduct,
  lineTotal,
  unitPriceForRole,
  unitsFor,
  caseUnitPrice,
  caseDiscountApplies,
  type PricedLine,
  type QuantityType,
  type UnitsInput,
} from '../../src/domain/pricing/pricing';
import { expectAmount, expectUnitPrice, unitPrice } from '../support/money';
import { cell } from '../support/tables';
import type { ShopWorld } from '../support/world';

function unitsInput(world: ShopWorld): UnitsInput {
  const product = world.needs(world.product, 'which product is ordered');
  const order = world.needs(world.order, 'how the buyer orders');
  return {
    quantity: order.quantity,
    quantityType: order.quantityType,
    caseSize: product.caseSize,
    isPairProduct: isPairProduct(product.name),
  };
}

function pricedLine(world: ShopWorld): PricedLine {
  const product = world.needs(world.product, 'which product is ordered');
  return {
    ...unitsInput(world),
    allowCaseOrder: product.allowCaseOrder,
    unitPrice: world.needs(world.singleUnitPrice, 'what one single unit costs'),
  };
}

Given('a product variant with these prices:', function (this: ShopWorld, table: DataTable) {
  const [row, ...extra] = table.hashes();
  assert.ok(row && extra.length === 0, 'Give exactly one row of prices');
  this.variantPrices = {
    price: unitPrice(cell(row, 'list price')),
    dealerPrice: unitPrice(cell(row, 'dealer price')),
    distributorPrice: unitPrice(cell(row, 'distributor price')),
    contractorPrice: unitPrice(cell(row, 'contractor price')),
  };
});

Given('the buyer is signed in with the role {string}', function (this: ShopWorld, role: string) {
  this.role = role;
});

Then('the price of one unit shown to the buyer is {dollars}', function (this: ShopWorld, expected: string) {
  const prices = this.needs(this.variantPrices, 'the prices of the variant');
  const role = this.needs(this.role, 'the role of the buyer');
  expectUnitPrice(unitPriceForRole(prices, role), expected, `price for role "${role}"`);
});

Given('one single unit costs {dollars}', function (this: ShopWorld, price: string) {
  this.singleUnitPrice = unitPrice(price);
});

Then('one unit bought by the case costs {dollars}', function (this: ShopWorld, expected: string) {
  const single = this.needs(this.singleUnitPrice, 'what one single unit costs');
  expectUnitPrice(caseUnitPrice(single), expected, 'case price of one unit');
});

Then(/^a product named "([^"]*)" is sold (in pairs|singly)$/, function (name: string, how: string) {
  assert.equal(isPairProduct(name), how === 'in pairs', `"${name}" should be sold ${how}`);
});

Given('a product named {string} with a case size of {int}', function (this: ShopWorld, name: string, caseSize: number) {
  this.product = { name, caseSize, allowCaseOrder: true };
});

Given(
  /^a product named "([^"]*)" with a case size of (\d+), (sold by the case|not sold by the case)$/,
  function (this: ShopWorld, name: string, caseSize: string, sold: string) {
    this.product = { name, caseSize: Number(caseSize), allowCaseOrder: sold === 'sold by the case' };
  },
);

When(
  'the buyer orders {orderType} with a quantity of {int}',
  function (this: ShopWorld, quantityType: QuantityType, quantity: number) {
    this.order = { quantity, quantityType };
  },
);

Then('the order line counts {int} units', function (this: ShopWorld, units: number) {
  assert.equal(unitsFor(unitsInput(this)), units, 'units on the line');
});

Then('the unit price shown is {dollars}', function (this: ShopWorld, expected: string) {
  expectUnitPrice(effectiveUnitPrice(pricedLine(this)), expected, 'unit price shown');
});

Then(/^the case price (applies|does not apply)$/, function (this: ShopWorld, applies: string) {
  assert.equal(caseDiscountApplies(pricedLine(this)), applies === 'applies', `the case price ${applies}`);
});

Then('the line total is {dollars}', function (this: ShopWorld, expected: string) {
  expectAmount(lineTotal(pricedLine(this)), expected, 'line total');
});
