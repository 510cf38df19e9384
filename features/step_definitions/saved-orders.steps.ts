import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { waitFor } from 'xstate';
import { cartItemFor } from '../../src/application/catalog/product-offer';
import { savedOrdersMessages } from '../../src/application/saved-orders/saved-orders.messages';
import { savedOrderFailure, savedOrdersFor, type PricedSavedOrder } from '../../src/application/saved-orders/saved-orders.use-cases';
import { cartLineTotal, type CartItem } from '../../src/domain/cart/cart';
import { formatMoney, formatUnitPrice } from '../../src/domain/shared/money';
import { seededProducts } from '../../tests/support/seed-catalog';
import { startDemoShop, type DemoShop } from '../support/demo-shop';
import { expectAmount, unitPrice } from '../support/money';
import { orderTypeOf } from '../support/parameters';
import { cell, optionalCell } from '../support/tables';
import type { ShopWorld } from '../support/world';

const NO_LONGER_AVAILABLE = 'no longer available';

function shop(world: ShopWorld): DemoShop {
  world.demoShop ??= startDemoShop(world.shippingPolicy);
  return world.demoShop;
}

const buyer = async (world: ShopWorld) => shop(world).services.buyer();

/** Signs `email` in through the session, signing out whoever else is signed in first. */
async function signedInAs(world: ShopWorld, email: string): Promise<void> {
  const { session } = shop(world).services;
  await waitFor(session, (s) => !s.matches('loading'));
  if (session.getSnapshot().context.profile?.email === email) return;
  if (session.getSnapshot().matches('signedIn')) {
    session.send({ type: 'SIGN_OUT' });
    await waitFor(session, (s) => s.matches('signedOut'));
  }
  session.send({ type: 'SIGN_IN', email, password: 'Demo1234!' });
  await waitFor(session, (s) => s.matches('signedIn') || s.matches('signedOut'));
  assert.ok(session.getSnapshot().matches('signedIn'), `${email} could not sign in`);
}

function role(world: ShopWorld) {
  const profile = shop(world).services.session.getSnapshot().context.profile;
  assert.ok(profile, 'nobody is signed in');
  return profile.role;
}

/** A line as the product page put it in the cart then: any seeded product, sold today or not. */
function cartLine(world: ShopWorld, row: Record<string, string>): CartItem {
  const name = cell(row, 'product');
  const finish = cell(row, 'finish');
  const product = seededProducts.find((candidate) => candidate.name === name);
  assert.ok(product, `The catalogue has no "${name}"`);
  const variant = product.variants.find((candidate) => candidate.name === finish);
  assert.ok(variant, `"${name}" comes in ${product.variants.map((v) => v.name).join(', ')}, not "${finish}"`);
  const item = cartItemFor(
    { ...product, state: 'ACTIVE' },
    { variantId: variant.id, quantity: Number(cell(row, 'quantity')), quantityType: orderTypeOf(cell(row, 'ordered as')) },
    role(world),
  );
  assert.ok(item, `"${name}" could not be put in a cart`);
  const then = optionalCell(row, 'unit price then');
  return then ? { ...item, price: unitPrice(then) } : item;
}

async function saveDraft(world: ShopWorld, name: string, purchaseOrder: string, items: CartItem[]): Promise<void> {
  const savedOrders = savedOrdersFor(await buyer(world));
  try {
    const saved = await savedOrders.saveCart(items, { name, paymentOrder: purchaseOrder, notes: '' });
    world.messages.push(savedOrdersMessages.saved(saved.name));
  } catch (error) {
    world.messages.push(savedOrderFailure(error, savedOrdersMessages.saveFailed));
  }
}

/** How an analyst writes a name too long or too blank to type in a table. */
function nameWith(description: string): string {
  const letters = /^(\d+) letters( and a space at either end)?$/.exec(description);
  if (letters) return letters[2] ? ` ${'x'.repeat(Number(letters[1]))} ` : 'x'.repeat(Number(letters[1]));
  if (description === 'nothing') return '';
  if (description === 'only spaces') return '   ';
  throw new Error(`Write the name as "nothing", "only spaces" or "<n> letters", not "${description}"`);
}

async function listed(world: ShopWorld) {
  const savedOrders = savedOrdersFor(await buyer(world));
  return (await savedOrders.savedOrdersPage({ page: 1, role: role(world) })).rows;
}

function opened(world: ShopWorld): PricedSavedOrder {
  return world.needs(world.savedOrder, 'which saved order the buyer opened');
}

When(
  'the buyer saves the cart as a draft named {string} with the purchase order {string}',
  async function (this: ShopWorld, name: string, purchaseOrder: string) {
    await saveDraft(this, name, purchaseOrder, [...(await buyer(this)).cart.getSnapshot().context.items]);
  },
);

When('the buyer saves the cart as a draft named with {}', async function (this: ShopWorld, description: string) {
  await saveDraft(this, nameWith(description), '', [...(await buyer(this)).cart.getSnapshot().context.items]);
});

Given(
  '{string} saved a draft {string} at these prices of the day:',
  async function (this: ShopWorld, email: string, name: string, table: DataTable) {
    await signedInAs(this, email);
    await saveDraft(this, name, '', table.hashes().map((row) => cartLine(this, row)));
  },
);

Given(
  '{string} saved a draft {string} with the purchase order {string} and these lines:',
  async function (this: ShopWorld, email: string, name: string, purchaseOrder: string, table: DataTable) {
    await signedInAs(this, email);
    await saveDraft(this, name, purchaseOrder, table.hashes().map((row) => cartLine(this, row)));
  },
);

Then('the saved orders list shows:', async function (this: ShopWorld, table: DataTable) {
  const rows = (await listed(this)).map(({ order, total }) => ({
    name: order.name,
    'purchase order': order.paymentOrder,
    lines: String(order.items.length),
    'total today': formatMoney(total),
  }));
  assert.deepEqual(rows, table.hashes());
});

Then(/^the saved orders list holds (\d+) drafts?$/, async function (this: ShopWorld, count: string) {
  assert.equal((await listed(this)).length, Number(count));
});

Then('the saved orders list holds 1 draft, named with {}', async function (this: ShopWorld, description: string) {
  assert.deepEqual((await listed(this)).map(({ order }) => order.name), [nameWith(description)]);
});

/** The number of the draft with this name among the signed-in buyer's, as another account might type it into the address bar. */
async function savedOrderIdByName(world: ShopWorld, name: string): Promise<string> {
  const found = (await listed(world)).find((row) => row.order.name === name);
  assert.ok(found, `No saved order is named "${name}"`);
  return found.order.id;
}

When('{string} opens the saved order {string}', async function (this: ShopWorld, email: string, name: string) {
  const id = await savedOrderIdByName(this, name);
  await signedInAs(this, email);
  try {
    this.savedOrder = await savedOrdersFor(await buyer(this)).open(id, role(this));
    if (this.savedOrder.unavailable.length > 0) this.messages.push(savedOrdersMessages.notSoldAnyMore(this.savedOrder.unavailable));
  } catch (error) {
    this.messages.push(savedOrderFailure(error, savedOrdersMessages.detailFailed));
  }
});

Then('its lines are priced:', function (this: ShopWorld, table: DataTable) {
  const shown = opened(this).lines.map(({ saved, unitPrice: unit, lineTotal }) => ({
    product: saved.name,
    'unit price': unit ? formatUnitPrice(unit) : NO_LONGER_AVAILABLE,
    'line total': lineTotal ? formatMoney(lineTotal) : NO_LONGER_AVAILABLE,
  }));
  assert.deepEqual(shown, table.hashes());
});

Then('its total at today\'s prices is {dollars}', function (this: ShopWorld, total: string) {
  expectAmount(opened(this).total, total, 'the total at today\'s prices');
});

When(/^the buyer uses the saved order, (replacing|adding to) the cart$/, async function (this: ShopWorld, how: string) {
  savedOrdersFor(await buyer(this)).useInCart(opened(this), how === 'replacing' ? 'replace' : 'add');
});

Then('the cart now holds at today\'s prices:', async function (this: ShopWorld, table: DataTable) {
  const lines = (await buyer(this)).cart.getSnapshot().context.items.map((item) => ({
    product: item.name,
    finish: item.variantName,
    quantity: String(item.quantity),
    'ordered as': item.quantityType === 'CASE' ? 'case' : 'single',
    'line total': formatMoney(cartLineTotal(item)),
  }));
  assert.deepEqual(lines, table.hashes());
});

Then('the checkout starts with the purchase order {string}', async function (this: ShopWorld, purchaseOrder: string) {
  assert.equal((await buyer(this)).checkoutNotes.get().purchaseOrder, purchaseOrder);
});
