import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { shippingClaim } from '../../src/application/catalog/free-shipping';
import { shop } from '../support/buyer';
import type { ShopWorld } from '../support/world';

Then('the shipping claim reads {string}', function (this: ShopWorld, claim: string) {
  assert.equal(shippingClaim(shop(this).services.info.shipping), claim);
});
