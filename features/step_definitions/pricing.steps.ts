import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { cartItemFor, productOffer, type OfferSelection, type ProductOffer } from '../../src/application/catalog/product-offer';
import { cartSummary } from '../../src/application/checkout/checkout';
import type { SummaryLine } from '../../src/domain/checkout/order-summary';
import type { QuantityType } from '../../src/domain/pricing/pricing';
import { aProduct, aVariant } from '../../tests/support/mothers';
import { orderPriceInWords, orderQuantityInWords, priceInWords, quantityInWords } from '../../src/domain/pricing/unit-wording';
import { expectAmount, expectUnitPrice, unitPrice } from '../support/money';
import { productOf, variantIdOf, type ScenarioProduct } from '../support/products';
import { cell } from '../support/tables';
import type { ShopWorld } from '../support/world';

/** Anyone: the scenarios' own products cost every account type the same. */
const ANY_ROLE = 'user';
/** When a scenario only counts units, the price does not matter. */
const ANY_PRICE = '$10.00';
/** When a scenario names no product: one sold by the case of 12. */
const UNNAMED_PRODUCT = { name: 'Garden Spot Light', caseSize: 12, allowCaseOrder: true };

function scenarioProduct(world: ShopWorld): ScenarioProduct {
  return { ...(world.product ?? UNNAMED_PRODUCT), unitPrice: world.singleUnitPrice ?? unitPrice(ANY_PRICE) };
}

function selection(product: ScenarioProduct, quantityType: QuantityType, quantity: number): OfferSelection {
  return { variantId: variantIdOf(product.name, 'Standard'), quantityType, quantity };
}

/** What the product page shows for this choice. */
function offerOnProductPage(world: ShopWorld, quantityType: QuantityType, quantity: number, product = scenarioProduct(world)): ProductOffer {
  const offer = productOffer(productOf(product), selection(product, quantityType, quantity), ANY_ROLE, world.shippingPolicy);
  assert.ok(offer, 'the product page has no offer');
  return offer;
}

/** The buyer's order as a line of the cart, with the figures the cart, the checkout and the order sent share. */
function orderLine(world: ShopWorld): SummaryLine {
  const product = scenarioProduct(world);
  const order = world.needs(world.order, 'how the buyer orders');
  const item = cartItemFor(productOf(product), selection(product, order.quantityType, order.quantity), ANY_ROLE);
  assert.ok(item, 'the product could not go in the cart');
  const [line] = cartSummary([item], world.shippingPolicy).lines;
  assert.ok(line);
  return line;
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
  const variant = aVariant({ id: 'variant', ...prices });
  // Not sold by the case, so that one unit is at the single price.
  const product = aProduct({ allowCaseOrder: false, variants: [variant] });
  const offer = productOffer(product, { variantId: variant.id, quantityType: 'SINGLE', quantity: 1 }, role, this.shippingPolicy);
  assert.ok(offer, 'the product page has no offer');
  expectUnitPrice(offer.unitPrice, expected, `price for role "${role}"`);
});

Given('one single unit costs {dollars}', function (this: ShopWorld, price: string) {
  this.singleUnitPrice = unitPrice(price);
});

Then('one unit bought by the case costs {dollars}', function (this: ShopWorld, expected: string) {
  this.needs(this.singleUnitPrice, 'what one single unit costs');
  expectUnitPrice(offerOnProductPage(this, 'CASE', 1).unitPrice, expected, 'case price of one unit');
});

Then(/^a product named "([^"]*)" is sold (in pairs|singly)$/, function (this: ShopWorld, name: string, how: string) {
  const product = { ...UNNAMED_PRODUCT, name, unitPrice: unitPrice(ANY_PRICE) };
  assert.equal(offerOnProductPage(this, 'SINGLE', 1, product).isPair, how === 'in pairs', `"${name}" should be sold ${how}`);
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
  assert.equal(orderLine(this).units, units, 'units on the line');
});

Then('the unit price shown is {dollars}', function (this: ShopWorld, expected: string) {
  expectUnitPrice(orderLine(this).unitPrice, expected, 'unit price shown');
});

Then(/^the case price (applies|does not apply)$/, function (this: ShopWorld, applies: string) {
  assert.equal(orderLine(this).caseDiscountApplied, applies === 'applies', `the case price ${applies}`);
});

Then('the line total is {dollars}', function (this: ShopWorld, expected: string) {
  expectAmount(orderLine(this).total, expected, 'line total');
});

// How every screen words a line: the shop's wording (unit-wording.ts), never the step's.

Then('the line reads {string}', function (this: ShopWorld, words: string) {
  const product = scenarioProduct(this);
  const order = this.needs(this.order, 'how the buyer orders');
  const item = cartItemFor(productOf(product), selection(product, order.quantityType, order.quantity), ANY_ROLE);
  assert.ok(item, 'the product could not go in the cart');
  assert.equal(quantityInWords(item), words, 'the line reads');
  this.priceWords = priceInWords({ ...item, unitPrice: orderLine(this).unitPrice });
});

Given(
  /^an order line of (\d+) units of "([^"]*)" at (\$[\d,.]+) each$/,
  function (this: ShopWorld, units: string, product: string, price: string) {
    this.product = { name: product, caseSize: 1, allowCaseOrder: false };
    this.priceWords = orderPriceInWords(unitPrice(price), product);
    this.orderLineUnits = Number(units);
  },
);

Then('the order line reads {string}', function (this: ShopWorld, words: string) {
  const product = this.needs(this.product, 'which product the order line is');
  assert.equal(orderQuantityInWords(this.needs(this.orderLineUnits, 'the units of the order line'), product.name), words, 'the order line reads');
});

Then('its price reads {string}', function (this: ShopWorld, words: string) {
  assert.equal(this.needs(this.priceWords, 'which line is read'), words, 'its price reads');
});
