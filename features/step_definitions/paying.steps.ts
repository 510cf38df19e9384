import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { createActor, waitFor } from 'xstate';
import { payLabelOf, summaryOf } from '../../src/application/checkout/checkout';
import { creditRepaymentMachineFor, paymentReturnMachineFor } from '../../src/application/payments/buyer-payments';
import { cartItemFor } from '../../src/application/catalog/product-offer';
import { expectAmount, expectUnitPrice } from '../support/money';
import { orderTypeOf, yesNo } from '../support/parameters';
import { cell } from '../support/tables';
import { cartItems, enterCoupon, openCheckout, openedCheckout as checkout, settled, shop, signIn, signedInProfile } from '../support/buyer';
import type { OrderOnTheWay } from '../support/demo-shop';
import { formatOrderNumber } from '../../src/domain/orders/order-display';
import type { ShopWorld } from '../support/world';

/** The labels of the checkout's address form, and the fields they fill. */
const ADDRESS_FIELDS = { street: 'street', city: 'city', state: 'state', ZIP: 'zipCode', phone: 'phone' } as const;

/** An amount as the back office writes it in its records, from the feature's words: '$1,309.18' is '1309.18'. */
function asRecorded(amount: string): string {
  return amount.trim().replace(/[$,]/g, '');
}

Given('{string} is signed in', async function (this: ShopWorld, email: string) {
  await signIn(this, email);
});

Given(
  'the cart holds {int} x {string} in {string} ordered as {word}',
  async function (this: ShopWorld, quantity: number, name: string, finish: string, orderedAs: string) {
    const { catalog, services } = shop(this);
    const products = await catalog.listProducts({ search: name, skip: 0, take: 40 });
    const product = products.find((candidate) => candidate.name === name);
    assert.ok(product, `The catalogue has no "${name}"`);
    const variant = product.variants.find((candidate) => candidate.name === finish);
    assert.ok(variant, `"${name}" comes in ${product.variants.map((v) => v.name).join(', ')}, not "${finish}"`);
    const item = cartItemFor(product, { variantId: variant.id, quantity, quantityType: orderTypeOf(orderedAs) }, signedInProfile(this).role);
    assert.ok(item);
    (await services.buyer()).cart.send({ type: 'ADD', item });
  },
);

When('the buyer reloads the checkout', async function (this: ShopWorld) {
  checkout(this).stop();
  this.checkout = undefined;
  await openCheckout(this);
});

When('the buyer signs out and signs in again as {string}', async function (this: ShopWorld, email: string) {
  this.checkout?.stop();
  this.checkout = undefined;
  const { session } = shop(this).services;
  session.send({ type: 'SIGN_OUT' });
  await waitFor(session, (s) => s.matches('signedOut'));
  session.send({ type: 'SIGN_IN', email, password: 'Demo1234!' });
  await waitFor(session, (s) => s.matches('signedIn'));
});

Then('the checkout shows the purchase order {string} and the notes {string}', async function (this: ShopWorld, purchaseOrder: string, notes: string) {
  const { context } = (await openCheckout(this)).getSnapshot();
  assert.deepEqual({ purchaseOrder: context.purchaseOrder, notes: context.notes }, { purchaseOrder, notes });
});

Given('the buyer enters the order notes {string}', async function (this: ShopWorld, notes: string) {
  (await openCheckout(this)).send({ type: 'EDIT', field: 'notes', value: notes });
});

Given('the buyer enters the purchase order {string}', async function (this: ShopWorld, purchaseOrder: string) {
  (await openCheckout(this)).send({ type: 'EDIT', field: 'purchaseOrder', value: purchaseOrder });
});

Given('the buyer clears the shipping {string}', function (this: ShopWorld, label: string) {
  if (!label) return;
  const field = ADDRESS_FIELDS[label as keyof typeof ADDRESS_FIELDS];
  assert.ok(field, `The shipping address has no "${label}"`);
  checkout(this).send({ type: 'EDIT_ADDRESS', field, value: '' });
});

Given('the buyer will collect the order from the local store', function (this: ShopWorld) {
  checkout(this).send({ type: 'SET_STORE_COLLECTION', value: true });
});

When('the buyer applies the coupon {string}', async function (this: ShopWorld, code: string) {
  if (code) await enterCoupon(this, code);
});

const METHODS: Record<string, string> = { 'wallet credit': 'wallet', card: 'apple_pay', PayPal: 'paypal' };

When(/^the buyer pays (?:with|by) (wallet credit|card|PayPal)$/, async function (this: ShopWorld, method: string) {
  const actor = await openCheckout(this);
  await settled(actor);
  actor.send({ type: 'SELECT_PAYMENT', method: METHODS[method] ?? method });
  // What the checkout screen shows as Pay is pressed, read where the screen reads it.
  const { context } = actor.getSnapshot();
  this.payLabel = payLabelOf(context);
  this.summaryAtPay = summaryOf(context);
  actor.send({ type: 'PAY' });
  await settled(actor);
  const error = actor.getSnapshot().context.error;
  if (error) this.messages.push(error);
});

Then('the order summary showed:', function (this: ShopWorld, table: DataTable) {
  const shown = this.needs(this.summaryAtPay, 'that the buyer paid');
  const expected = table.rowsHash();
  const lines = { subtotal: shown.subtotal, discount: shown.discount, shipping: shown.shipping, total: shown.total };
  for (const [line, amount] of Object.entries(expected)) {
    const actual = lines[line as keyof typeof lines];
    assert.ok(actual, `The order summary has no "${line}" line`);
    expectAmount(actual, amount, line);
  }
});

Then('the order line showed:', function (this: ShopWorld, table: DataTable) {
  const [line, ...more] = this.needs(this.summaryAtPay, 'that the buyer paid').lines;
  assert.ok(line && more.length === 0, 'the order should have one line');
  const expected = table.rowsHash();
  expectUnitPrice(line.unitPrice, cell(expected, 'unit price'), 'unit price');
  assert.equal(line.caseDiscountApplied, yesNo(cell(expected, '5% OFF Applied'), '5% OFF Applied'), '5% OFF Applied');
  expectAmount(line.total, cell(expected, 'line total'), 'line total');
});

Then(
  'the back office recorded the line at {dollars} a unit, {dollars} in all',
  function (this: ShopWorld, price: string, total: string) {
    const [recorded] = shop(this).recordedOrders();
    assert.equal(recorded?.items.length, 1, 'the back office should have recorded one line');
    assert.equal(recorded.items[0]?.price, asRecorded(price), 'unit price recorded');
    assert.equal(recorded.items[0]?.total, asRecorded(total), 'line total recorded');
  },
);

Then('the Pay button read {string}', function (this: ShopWorld, label: string) {
  assert.equal(this.payLabel, label);
});

Then('the order sent to the back office came to {dollars}', function (this: ShopWorld, total: string) {
  const [order] = shop(this).orders;
  assert.ok(order, 'no order was sent');
  expectAmount(order.total, total, 'total of the order sent');
});

Then('the order sent to the back office had no shipping address', function (this: ShopWorld) {
  assert.equal(shop(this).orders[0]?.shippingAddress, null);
});

Then('no order was sent to the back office', function (this: ShopWorld) {
  assert.deepEqual(shop(this).orders, []);
});

Then('the back office recorded an order of {dollars}', async function (this: ShopWorld, total: string) {
  const recorded = shop(this).recordedOrders();
  assert.equal(recorded.length, 1);
  assert.equal(recorded[0]?.total, asRecorded(total), 'total recorded');
});

Then('the back office records the order as paid', async function (this: ShopWorld) {
  const [recorded] = shop(this).recordedOrders();
  assert.equal(recorded?.paymentStatus, 'COMPLETED');
});

Then('the coupon box says {string}', function (this: ShopWorld, message: string) {
  assert.equal(checkout(this).getSnapshot().context.couponMessage, message);
  assert.equal(checkout(this).getSnapshot().context.appliedCoupon, null);
});

Then('the cart has been emptied', async function (this: ShopWorld) {
  assert.deepEqual(await cartItems(this), []);
});

Then('the cart still holds {int} line(s)', async function (this: ShopWorld, lines: number) {
  assert.equal((await cartItems(this)).length, lines);
});

async function walletOf(world: ShopWorld) {
  const profile = await shop(world).backend.profile.getProfile();
  return profile.wallet;
}

Then("the buyer's available credit is {dollars}", async function (this: ShopWorld, amount: string) {
  expectAmount((await walletOf(this)).balance, amount, 'available credit');
});

Then("the buyer's credit due is {dollars}", async function (this: ShopWorld, amount: string) {
  expectAmount((await walletOf(this)).creditDue, amount, 'credit due');
});

/** The provider sends the buyer back to /success with these in the query. */
function providerQuery(world: ShopWorld) {
  const url = shop(world).opened.at(-1);
  assert.ok(url, 'no payment page was opened');
  const query = new URL(url).searchParams;
  return { sessionId: query.get('session_id'), gateway: query.get('gateway') };
}

When("the buyer pays on the provider's page {int} minutes later", async function (this: ShopWorld, minutes: number) {
  const { services, clock } = shop(this);
  clock.advance(minutes);
  const { screenParts, paymentSessions } = await services.buyer();
  const back = createActor(paymentReturnMachineFor(screenParts), { input: { ...providerQuery(this), ...paymentSessions.current() } }).start();
  // The Success page toasts the outcome's message and goes where it says.
  const { output } = await waitFor(back, (s) => s.status === 'done');
  assert.ok(output, 'the Success page came to no outcome');
  this.messages.push(output.message);
  this.wentTo = output.goTo;
});

When("the buyer cancels on the provider's page", async function (this: ShopWorld) {
  const { sessionId } = providerQuery(this);
  await shop(this).backend.payments.cancel(sessionId ?? '');
  // The provider sends the buyer to the Cancel page, which shows what the use case answers.
  const cancelled = (await shop(this).services.buyer()).paymentSessions.cancel();
  if (cancelled.kind === 'expired') {
    this.messages.push(cancelled.message);
    this.wentTo = cancelled.goTo;
    return;
  }
  this.messages.push(cancelled.title);
  this.tryAgainPath = cancelled.retryPath;
});

Then('Try Again leads to {string}', function (this: ShopWorld, path: string) {
  assert.equal(this.tryAgainPath, path);
});

Then('the buyer is taken to {string}', function (this: ShopWorld, path: string) {
  assert.equal(this.wentTo, path);
});

When('the buyer repays the credit due of {dollars} by card', async function (this: ShopWorld, amount: string) {
  const { services } = shop(this);
  const due = signedInProfile(this).wallet.creditDue;
  expectAmount(due, amount, 'credit due shown');
  const { screenParts } = await services.buyer();
  const repayment = createActor(creditRepaymentMachineFor(screenParts), { input: { amountDue: due } });
  repayment.on('*', (event) => this.messages.push((event as { message: string }).message));
  repayment.start();
  repayment.send({ type: 'SELECT_PAYMENT', method: 'apple_pay' });
  repayment.send({ type: 'PAY' });
  await waitFor(repayment, (s) => !s.matches('paying'));
});


const ON_THE_WAY: Record<string, OrderOnTheWay> = {
  'never reaches the back office': 'request lost',
  'is placed, but its answer is lost on the way back': 'answer lost',
  'is placed, but its answer comes back unreadable': 'answer unreadable',
};

Given(/^the next order (never reaches the back office|is placed, but its answer is lost on the way back|is placed, but its answer comes back unreadable)$/, function (
  this: ShopWorld,
  what: string,
) {
  shop(this).nextOrderOnTheWay = ON_THE_WAY[what] ?? null;
});

Then('the buyer is offered order {word} with purchase order {string} instead of a second order', function (
  this: ShopWorld,
  orderNumber: string,
  purchaseOrder: string,
) {
  const snapshot = checkout(this).getSnapshot();
  assert.ok(snapshot.matches({ order: 'placedBefore' }), 'the checkout offers no order');
  const offered = snapshot.context.placedBefore;
  assert.equal(offered && formatOrderNumber(offered.id), orderNumber);
  assert.equal(offered?.paymentOrder, purchaseOrder);
});

Then('the back office recorded {int} order(s)', function (this: ShopWorld, count: number) {
  assert.equal(shop(this).recordedOrders().length, count);
});

Then('each order sent carried a key of its own', function (this: ShopWorld) {
  const { attemptKeys } = shop(this);
  assert.equal(new Set(attemptKeys).size, attemptKeys.length, `keys ${attemptKeys.join(', ')}`);
});
