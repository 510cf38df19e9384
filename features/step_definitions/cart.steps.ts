import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { typedCartQuantity } from '../../src/application/cart/quantity-entry';
import { cartItemFor } from '../../src/application/catalog/product-offer';
import { cartSummary } from '../../src/application/checkout/checkout';
import { cartButtonName, cartLineCount, cartLineName, type CartItem } from '../../src/domain/cart/cart';
import type { SummaryLine } from '../../src/domain/checkout/order-summary';
import type { QuantityType } from '../../src/domain/pricing/pricing';
import { decrementQuantity, incrementQuantity, quantityMessages, readQuantity } from '../../src/domain/cart/quantity';
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
  // The box's rule (typedCartQuantity): a wrong entry changes nothing and is kept, named, holding back checkout.
  const typed = typedCartQuantity(entry, line.quantity);
  const key = `${line.productId}/${line.variantId}/${line.quantityType}`;
  if (typed.problem) world.cartEntryProblems.set(key, { name: cartLineName(line), problem: typed.problem });
  else world.cartEntryProblems.delete(key);
  if (typed.change !== null) cart.send({ type: 'UPDATE', productId, variantId, quantityType, quantity: typed.change });
}

// Product page quantity box

Given('the product page quantity is {int}', function (this: ShopWorld, quantity: number) {
  this.productPageQuantity = quantity;
  this.productPageEntry = String(quantity);
});

When('the buyer types {string} in the product page quantity box', function (this: ShopWorld, entry: string) {
  this.productPageEntry = entry;
  const reading = readQuantity(entry);
  if (reading.valid) this.productPageQuantity = reading.quantity;
});

function productPageReading(world: ShopWorld) {
  return readQuantity(world.needs(world.productPageEntry, 'what the buyer typed'));
}

Then('the quantity box says {string}', function (this: ShopWorld, message: string) {
  const reading = productPageReading(this);
  assert.equal(reading.valid ? '(nothing)' : reading.problem, message, 'beside the quantity box');
});

Then('Add to Cart can be pressed', function (this: ShopWorld) {
  assert.equal(productPageReading(this).valid, true, 'Add to Cart can be pressed');
});

Then('Add to Cart waits until the quantity is put right', function (this: ShopWorld) {
  assert.equal(productPageReading(this).valid, false, 'Add to Cart waits');
});

Then('the quantity box still shows {string}', function (this: ShopWorld, entry: string) {
  assert.equal(this.productPageEntry, entry, 'what the quantity box shows');
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

/** Add to Cart: what the shop's toast says after each addition is what the buyer sees. */
When('the buyer adds to the cart:', async function (this: ShopWorld, table: DataTable) {
  const { cart } = await buyer(this);
  const { toasts } = shop(this).services;
  for (const row of table.hashes()) {
    cart.send({ type: 'ADD', item: cartItemFrom(this, row) });
    const toast = toasts.getSnapshot().context.toast;
    if (toast) this.messages.push(toast.message);
  }
});

When(
  'the buyer types {string} as the quantity of {string} in {string}',
  async function (this: ShopWorld, entry: string, product: string, variant: string) {
    await typeQuantity(this, product, variant, entry);
  },
);

Then(
  'the quantity box of {string} in {string} says {string}',
  function (this: ShopWorld, product: string, variant: string, message: string) {
    const said = [...this.cartEntryProblems.entries()].find(([key]) => key.startsWith(`${productIdOf(product)}/${variantIdOf(product, variant)}/`));
    assert.equal(said?.[1].problem ?? '(nothing)', message, `beside the quantity of ${product} in ${variant}`);
  },
);

Then('checkout waits, saying {string}', function (this: ShopWorld, message: string) {
  const [first] = this.cartEntryProblems.values();
  assert.ok(first, 'Checkout should wait for a line, but none is held back');
  assert.equal(quantityMessages.lineBlocksCheckout(first.name), message, 'the cart summary says');
});

Then('checkout can go ahead', function (this: ShopWorld) {
  assert.deepEqual([...this.cartEntryProblems.values()], [], 'lines holding back checkout');
});

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
  'the buyer types {string} as the quantity of the {word} line of {string} in {string}',
  async function (this: ShopWorld, entry: string, orderedAs: string, product: string, variant: string) {
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

Then('the cart button reads {string}', async function (this: ShopWorld, name: string) {
  assert.equal(cartButtonName(cartLineCount(await cartItems(this))), name, 'the cart button');
});
