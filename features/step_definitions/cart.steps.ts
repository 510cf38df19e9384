import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { typedCartQuantity } from '../../src/application/cart/quantity-entry';
import { cartItemFor } from '../../src/application/catalog/product-offer';
import { cartSummary } from '../../src/application/checkout/checkout';
import { cartItemCount, type CartItem } from '../../src/domain/cart/cart';
import type { SummaryLine } from '../../src/domain/checkout/order-summary';
import type { QuantityType } from '../../src/domain/pricing/pricing';
import {
  decrementQuantity,
  incrementQuantity,
  parseProductQuantity,
} from '../../src/domain/cart/quantity';
import { formatMoney, formatUnitPrice } from '../../src/domain/shared/money';
import { buyer, cartItems, shop, signedInProfile } from '../support/buyer';
import { unitPrice } from '../support/money';
import { orderTypeOf, yesNo } from '../support/parameters';
import { productIdOf, productOf, variantIdOf } from '../support/products';
import { cell, optionalCell } from '../support/tables';
import type { ShopWorld } from '../support/world';

/** When a cart table leaves them out: $25.00 a unit and 12 units to a case. */
const DEFAULT_UNIT_PRICE = '$25.00';
const DEFAULT_CASE_SIZE = 12;

/** A row of a cart table, as the product page puts it in the cart. */
function cartItemFrom(world: ShopWorld, row: Record<string, string>): CartItem {
  const name = cell(row, 'product');
  const variant = cell(row, 'variant');
  const caseSize = optionalCell(row, 'case size');
  const product = productOf({
    name,
    variant,
    unitPrice: unitPrice(optionalCell(row, 'unit price') ?? DEFAULT_UNIT_PRICE),
    caseSize: caseSize === undefined ? DEFAULT_CASE_SIZE : Number(caseSize),
    allowCaseOrder: yesNo(optionalCell(row, 'sold by the case') ?? 'yes', 'sold by the case'),
  });
  const selection = { variantId: variantIdOf(name, variant), quantity: Number(cell(row, 'quantity')), quantityType: orderTypeOf(cell(row, 'ordered as')) };
  const item = cartItemFor(product, selection, signedInProfile(world).role);
  assert.ok(item, `${name} in ${variant} could not go in the cart`);
  return item;
}

/** A cart line in the words and columns of a feature table, with the figures the cart page shows for it. */
function describeLine(item: CartItem, figures: SummaryLine | undefined): Record<string, string> {
  return {
    product: item.name,
    variant: item.variantName,
    'ordered as': item.quantityType === 'CASE' ? 'case' : 'single',
    quantity: String(item.quantity),
    'unit price': formatUnitPrice(item.price),
    'case size': String(item.caseSize),
    'line total': figures ? formatMoney(figures.total) : '(no figures)',
  };
}

async function linesShown(world: ShopWorld): Promise<Record<string, string>[]> {
  const items = await cartItems(world);
  const { lines } = cartSummary(items, shop(world).services.info.shipping);
  return items.map((item, index) => describeLine(item, lines[index]));
}

/** The buyer types in the quantity box of a line and leaves it, as on the cart page. */
async function typeQuantity(world: ShopWorld, product: string, variant: string, entry: string, quantityType?: QuantityType) {
  const { cart } = await buyer(world);
  const productId = productIdOf(product);
  const variantId = variantIdOf(product, variant);
  const line = cart
    .getSnapshot()
    .context.items.find((item) => item.productId === productId && item.variantId === variantId && (!quantityType || item.quantityType === quantityType));
  assert.ok(line, `The cart has no ${quantityType ?? ''} line of ${product} in ${variant}`);
  const quantity = typedCartQuantity(entry, line.quantity);
  if (quantity !== null) cart.send({ type: 'UPDATE', productId, variantId, quantityType, quantity });
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

Given('the cart is empty', async function (this: ShopWorld) {
  (await buyer(this)).cart.send({ type: 'REPLACE', items: [] });
});

Given('the cart holds:', async function (this: ShopWorld, table: DataTable) {
  const { cart } = await buyer(this);
  cart.send({ type: 'REPLACE', items: table.hashes().map((row) => cartItemFrom(this, row)) });
});

When('the buyer adds to the cart:', async function (this: ShopWorld, table: DataTable) {
  const { cart } = await buyer(this);
  for (const row of table.hashes()) cart.send({ type: 'ADD', item: cartItemFrom(this, row) });
});

When(
  'the buyer changes the quantity of {string} in {string} to {string}',
  async function (this: ShopWorld, product: string, variant: string, entry: string) {
    await typeQuantity(this, product, variant, entry);
  },
);

When('the buyer removes {string} in {string} from the cart', async function (this: ShopWorld, product: string, variant: string) {
  (await buyer(this)).cart.send({ type: 'REMOVE', productId: productIdOf(product), variantId: variantIdOf(product, variant) });
});

// The cart page's Remove and quantity box act on the line the buyer touched: its product, variant and order type.
When(
  'the buyer removes the {word} line of {string} in {string} from the cart',
  async function (this: ShopWorld, orderedAs: string, product: string, variant: string) {
    const { cart } = await buyer(this);
    cart.send({ type: 'REMOVE', productId: productIdOf(product), variantId: variantIdOf(product, variant), quantityType: orderTypeOf(orderedAs) });
  },
);

When(
  'the buyer changes the quantity of the {word} line of {string} in {string} to {string}',
  async function (this: ShopWorld, orderedAs: string, product: string, variant: string, entry: string) {
    await typeQuantity(this, product, variant, entry, orderTypeOf(orderedAs));
  },
);

When('the buyer clears the cart', async function (this: ShopWorld) {
  (await buyer(this)).cart.send({ type: 'CLEAR' });
});

Then('the cart now holds:', async function (this: ShopWorld, table: DataTable) {
  const expected = table.hashes();
  const columns = table.raw()[0] ?? [];
  const actual = (await linesShown(this)).map((line) =>
    Object.fromEntries(columns.map((column) => [column, line[column] ?? `(no column "${column}")`])),
  );
  assert.deepEqual(actual, expected, 'cart lines');
});

Then('the cart has no lines', async function (this: ShopWorld) {
  assert.deepEqual(await linesShown(this), [], 'cart lines');
});

Then('the cart badge shows {int}', async function (this: ShopWorld, count: number) {
  assert.equal(cartItemCount(await cartItems(this)), count, 'cart badge');
});
