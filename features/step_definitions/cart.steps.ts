import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import {
  addToCart,
  cartItemCount,
  cartLineTotal,
  clearCart,
  removeFromCart,
  updateQuantity,
  type CartItem,
} from '../../src/domain/cart/cart';
import { isPairProduct } from '../../src/domain/pricing/pricing';
import {
  decrementQuantity,
  incrementQuantity,
  parseCartQuantity,
  parseProductQuantity,
} from '../../src/domain/cart/quantity';
import { formatMoney, formatUnitPrice } from '../../src/domain/shared/money';
import { unitPrice } from '../support/money';
import { orderTypeOf, yesNo } from '../support/parameters';
import { cell, optionalCell } from '../support/tables';
import type { ShopWorld } from '../support/world';

/** When a cart table leaves them out: $25.00 a unit and 12 units to a case. */
const DEFAULT_UNIT_PRICE = '$25.00';
const DEFAULT_CASE_SIZE = 12;

const productIdOf = (product: string): string => `product:${product}`;
const variantIdOf = (product: string, variant: string): string => `variant:${product}/${variant}`;

function cartItemFrom(row: Record<string, string>): CartItem {
  const name = cell(row, 'product');
  const variantName = cell(row, 'variant');
  const caseSize = optionalCell(row, 'case size');
  return {
    productId: productIdOf(name),
    variantId: variantIdOf(name, variantName),
    quantity: Number(cell(row, 'quantity')),
    quantityType: orderTypeOf(cell(row, 'ordered as')),
    name,
    variantName,
    image: null,
    price: unitPrice(optionalCell(row, 'unit price') ?? DEFAULT_UNIT_PRICE),
    caseSize: caseSize === undefined ? DEFAULT_CASE_SIZE : Number(caseSize),
    allowCaseOrder: yesNo(optionalCell(row, 'sold by the case') ?? 'yes', 'sold by the case'),
    isPairProduct: isPairProduct(name),
  };
}

/** A cart line in the words and columns of a feature table. */
function describeLine(item: CartItem): Record<string, string> {
  return {
    product: item.name,
    variant: item.variantName,
    'ordered as': item.quantityType === 'CASE' ? 'case' : 'single',
    quantity: String(item.quantity),
    'unit price': formatUnitPrice(item.price),
    'case size': String(item.caseSize),
    'line total': formatMoney(cartLineTotal(item)),
  };
}

// Product page quantity box

Given('the product page quantity is {int}', function (this: ShopWorld, quantity: number) {
  this.productPageQuantity = quantity;
});

When('the buyer types {string} in the product page quantity box', function (this: ShopWorld, entry: string) {
  const quantity = parseProductQuantity(entry);
  this.entryAccepted = quantity !== null;
  if (quantity !== null) this.productPageQuantity = quantity;
});

Then(/^the entry is (accepted|refused)$/, function (this: ShopWorld, outcome: string) {
  const accepted = this.needs(this.entryAccepted, 'what the buyer typed');
  assert.equal(accepted ? 'accepted' : 'refused', outcome, 'the entry');
});

When(/^the buyer presses the ([-+]) button$/, function (this: ShopWorld, button: string) {
  this.productPageQuantity =
    button === '+' ? incrementQuantity(this.productPageQuantity) : decrementQuantity(this.productPageQuantity);
});

Then(/^the product page quantity is (?:now|still) (\d+)$/, function (this: ShopWorld, quantity: string) {
  assert.equal(this.productPageQuantity, Number(quantity), 'product page quantity');
});

// Cart

Given('the cart is empty', function (this: ShopWorld) {
  this.cart = clearCart();
  this.statedSubtotal = undefined;
});

Given('the cart holds:', function (this: ShopWorld, table: DataTable) {
  this.cart = table.hashes().map(cartItemFrom);
});

When('the buyer adds to the cart:', function (this: ShopWorld, table: DataTable) {
  for (const row of table.hashes()) this.cart = addToCart(this.cart, cartItemFrom(row)).cart;
});

When(
  'the buyer changes the quantity of {string} in {string} to {string}',
  function (this: ShopWorld, product: string, variant: string, entry: string) {
    const quantity = parseCartQuantity(entry);
    if (quantity === null) return; // ignored: the line keeps its quantity
    this.cart = updateQuantity(this.cart, productIdOf(product), variantIdOf(product, variant), quantity);
  },
);

When('the buyer removes {string} in {string} from the cart', function (this: ShopWorld, product: string, variant: string) {
  this.cart = removeFromCart(this.cart, productIdOf(product), variantIdOf(product, variant));
});

// The cart page's Remove and quantity box act on the line the buyer touched: its product, variant and order type.
When(
  'the buyer removes the {word} line of {string} in {string} from the cart',
  function (this: ShopWorld, orderedAs: string, product: string, variant: string) {
    this.cart = removeFromCart(this.cart, productIdOf(product), variantIdOf(product, variant), orderTypeOf(orderedAs));
  },
);

When(
  'the buyer changes the quantity of the {word} line of {string} in {string} to {string}',
  function (this: ShopWorld, orderedAs: string, product: string, variant: string, entry: string) {
    const quantity = parseCartQuantity(entry);
    if (quantity === null) return; // ignored: the line keeps its quantity
    this.cart = updateQuantity(this.cart, productIdOf(product), variantIdOf(product, variant), quantity, orderTypeOf(orderedAs));
  },
);

When('the buyer clears the cart', function (this: ShopWorld) {
  this.cart = clearCart();
});

Then('the cart now holds:', function (this: ShopWorld, table: DataTable) {
  const expected = table.hashes();
  const columns = table.raw()[0] ?? [];
  const actual = this.cart.map((item) => {
    const line = describeLine(item);
    return Object.fromEntries(columns.map((column) => [column, line[column] ?? `(no column "${column}")`]));
  });
  assert.deepEqual(actual, expected, 'cart lines');
});

Then('the cart has no lines', function (this: ShopWorld) {
  assert.deepEqual(this.cart.map(describeLine), [], 'cart lines');
});

Then('the cart badge shows {int}', function (this: ShopWorld, count: number) {
  assert.equal(cartItemCount(this.cart), count, 'cart badge');
});
