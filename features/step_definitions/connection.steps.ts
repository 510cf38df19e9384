import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { waitFor } from 'xstate';
import { openCheckout, openedCheckout, shop } from '../support/buyer';
import { unitPrice } from '../support/money';
import type { ShopWorld } from '../support/world';

When('the signal is lost', async function (this: ShopWorld) {
  (await openCheckout(this)).send({ type: 'CONNECTION_CHANGED', online: false });
});

When('the signal returns', async function (this: ShopWorld) {
  const checkout = openedCheckout(this);
  checkout.send({ type: 'CONNECTION_CHANGED', online: true });
  await waitFor(checkout, (snapshot) => snapshot.context.connection === 'online');
});

When(
  'the back office changes the dealer price of {string} in {string} to {dollars}',
  async function (this: ShopWorld, product: string, finish: string, price: string) {
    const { catalog, priceChanges } = shop(this);
    const found = (await catalog.listProducts({ search: product, skip: 0, take: 40 })).find((candidate) => candidate.name === product);
    const variant = found?.variants.find((candidate) => candidate.name === finish);
    assert.ok(variant, `The catalogue has no "${product}" in "${finish}"`);
    priceChanges.set(variant.id, { dealerPrice: unitPrice(price) });
  },
);

Then('the checkout names the change {string}', function (this: ShopWorld, notice: string) {
  assert.equal(openedCheckout(this).getSnapshot().context.priceNotice ?? '', notice);
});
