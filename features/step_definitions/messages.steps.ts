import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { ShopWorld } from '../support/world';

/** Anything the screens would have shown: an inline message, a dialog's title or a toast. */
Then('the buyer sees {string}', function (this: ShopWorld, message: string) {
  assert.ok(this.messages.includes(message), `The buyer saw ${JSON.stringify(this.messages)}`);
});
