import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine, type CartNotice } from '../../../src/application/cart/cart.machine';
import type { Cart, CartItem } from '../../../src/domain/cart/cart';
import { cents } from '../../../src/domain/shared/money';
import { aCartItem } from '../../support/mothers';

// One Money instance: dinero objects carry functions, so equal amounts built twice do not deep-equal.
const price = cents(1999);

function anItem(overrides: Partial<CartItem> = {}): CartItem {
  return aCartItem({ price, ...overrides });
}

function startCart(items: Cart = []) {
  const persist = vi.fn();
  const notify = vi.fn();
  const actor = createActor(cartMachine.provide({ actions: { persist, notify } }), { input: { items } });
  actor.start();
  const items$ = () => actor.getSnapshot().context.items;
  /** The params of every notify call, in order. */
  const notices = (): CartNotice[] => notify.mock.calls.map((call) => call[1] as CartNotice);
  /** The items passed to persist, per call. */
  const saved = (): Cart[] => persist.mock.calls.map((call) => (call[1] as { items: Cart }).items);
  return { actor, persist, notify, items: items$, notices, saved };
}

describe('cartMachine', () => {
  it('starts with the items it is given and does not persist or notify', () => {
    const existing = [anItem({ quantity: 4 })];
    const { items, persist, notify } = startCart(existing);
    expect(items()).toEqual(existing);
    expect(persist).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('ADD of a new item adds it, persists the new items and says Added {name} to cart', () => {
    const { actor, items, saved, notices } = startCart();
    const item = anItem({ quantity: 2 });
    actor.send({ type: 'ADD', item });
    expect(items()).toEqual([item]);
    expect(saved()).toEqual([[item]]);
    expect(notices()).toEqual([{ kind: 'success', message: 'Added Path Light PL-100 to cart' }]);
  });

  it('ADD of the same product, variant and quantity type sums the quantity', () => {
    const { actor, items, saved, notices } = startCart();
    actor.send({ type: 'ADD', item: anItem({ quantity: 2 }) });
    actor.send({ type: 'ADD', item: anItem({ quantity: 3 }) });
    expect(items()).toHaveLength(1);
    expect(items()[0]?.quantity).toBe(5);
    expect(saved()[1]).toEqual([anItem({ quantity: 5 })]);
    expect(notices()[1]).toEqual({ kind: 'success', message: 'Updated Path Light PL-100 quantity in cart' });
  });

  it('ADD of the same product as a case makes a new line', () => {
    const { actor, items, notices } = startCart([anItem()]);
    actor.send({ type: 'ADD', item: anItem({ quantityType: 'CASE' }) });
    expect(items().map((line) => line.quantityType)).toEqual(['SINGLE', 'CASE']);
    expect(notices()).toEqual([{ kind: 'success', message: 'Added Path Light PL-100 to cart' }]);
  });

  it('ADD of another variant makes a new line', () => {
    const { actor, items } = startCart([anItem()]);
    actor.send({ type: 'ADD', item: anItem({ variantId: 'v-2', variantName: 'Black' }) });
    expect(items()).toHaveLength(2);
  });

  it('REMOVE removes the line and says Removed {name} from cart', () => {
    const keep = anItem({ productId: 'p-2', name: 'Spot Light SL-2' });
    const { actor, items, saved, notices } = startCart([anItem(), keep]);
    actor.send({ type: 'REMOVE', productId: 'p-1', variantId: 'v-1' });
    expect(items()).toEqual([keep]);
    expect(saved()).toEqual([[keep]]);
    expect(notices()).toEqual([{ kind: 'success', message: 'Removed Path Light PL-100 from cart' }]);
  });

  it('REMOVE removes every quantity type of that product and variant', () => {
    const { actor, items } = startCart([anItem(), anItem({ quantityType: 'CASE' })]);
    actor.send({ type: 'REMOVE', productId: 'p-1', variantId: 'v-1' });
    expect(items()).toEqual([]);
  });

  it('UPDATE sets the quantity and says Updated {name} quantity to {n}', () => {
    const { actor, items, saved, notices } = startCart([anItem({ quantity: 2 })]);
    actor.send({ type: 'UPDATE', productId: 'p-1', variantId: 'v-1', quantity: 7 });
    expect(items()[0]?.quantity).toBe(7);
    expect(saved()).toEqual([[anItem({ quantity: 7 })]]);
    expect(notices()).toEqual([{ kind: 'success', message: 'Updated Path Light PL-100 quantity to 7' }]);
  });

  it('CLEAR empties the cart and says Cart cleared', () => {
    const { actor, items, saved, notices } = startCart([anItem(), anItem({ productId: 'p-2' })]);
    actor.send({ type: 'CLEAR' });
    expect(items()).toEqual([]);
    expect(saved()).toEqual([[]]);
    expect(notices()).toEqual([{ kind: 'success', message: 'Cart cleared' }]);
  });

  it("REPLACE puts a saved order's lines in place of the cart's, persisted, with no toast of its own", () => {
    const { actor, items, saved, notify } = startCart([anItem()]);
    const draft = [anItem({ productId: 'p-9', name: 'Well Light', quantity: 3 })];
    actor.send({ type: 'REPLACE', items: draft });
    expect(items()).toEqual(draft);
    expect(saved()).toEqual([draft]);
    expect(notify).not.toHaveBeenCalled();
  });

  it("ADD_LINES adds a saved order's lines, the same product, variant and quantity type summed, with no toast of its own", () => {
    const { actor, items, notify } = startCart([anItem({ quantity: 2 })]);
    actor.send({ type: 'ADD_LINES', items: [anItem({ quantity: 3 }), anItem({ productId: 'p-9', quantity: 1 })] });
    expect(items().map((line) => [line.productId, line.quantity])).toEqual([
      [anItem().productId, 5],
      ['p-9', 1],
    ]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('SYNC replaces the items without persisting or notifying', () => {
    const { actor, items, persist, notify } = startCart([anItem()]);
    const fromOtherTab = [anItem({ productId: 'p-9', name: 'Well Light', quantity: 3 })];
    actor.send({ type: 'SYNC', items: fromOtherTab });
    expect(items()).toEqual(fromOtherTab);
    expect(persist).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('persists before it notifies, once per change', () => {
    const { actor, persist, notify } = startCart();
    actor.send({ type: 'ADD', item: anItem() });
    expect(persist).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(persist.mock.invocationCallOrder[0]).toBeLessThan(notify.mock.invocationCallOrder[0] ?? 0);
  });
});

describe('cartMachine: names in its toasts, and a line over its limit', () => {
  it('names the line removed or updated, not another of the same product or variant; a line it does not hold is "item"', () => {
    const { actor, notices } = startCart([
      anItem({ productId: 'p-1', variantId: 'v-1', name: 'Aurora Brass' }),
      anItem({ productId: 'p-1', variantId: 'v-2', name: 'Aurora Bronze' }),
      anItem({ productId: 'p-2', variantId: 'v-1', name: 'Cascade' }),
    ]);
    actor.send({ type: 'REMOVE', productId: 'p-2', variantId: 'v-1' });
    actor.send({ type: 'UPDATE', productId: 'p-1', variantId: 'v-2', quantity: 3 });
    actor.send({ type: 'REMOVE', productId: 'p-9', variantId: 'v-9' });
    expect(notices().map((notice) => notice.message)).toEqual([
      'Removed Cascade from cart',
      'Updated Aurora Bronze quantity to 3',
      'Removed item from cart',
    ]);
  });

  it('refuses an ADD that would take a line over 999: the lines stay, nothing is saved, the buyer is told why', () => {
    const existing = [anItem({ productId: 'p-1', variantId: 'v-1', name: 'Aurora Brass', quantity: 998 })];
    const { actor, items, persist, notices } = startCart(existing);
    actor.send({ type: 'ADD', item: anItem({ productId: 'p-1', variantId: 'v-1', name: 'Aurora Brass', quantity: 2 }) });
    expect(items()).toEqual(existing);
    expect(persist).not.toHaveBeenCalled();
    expect(notices()).toEqual([
      { kind: 'error', message: 'Not added: Aurora Brass has 998 in your cart, and 2 more would come to 1000. A cart line holds at most 999.' },
    ]);
  });

  it("REPRICE puts today's lines in place, persisted, with no toast of its own", () => {
    const { actor, items, saved, notify } = startCart([anItem({ productId: 'p-1', variantId: 'v-1', quantity: 2 })]);
    const repriced = [anItem({ productId: 'p-1', variantId: 'v-1', quantity: 2, price: cents(2199) })];
    actor.send({ type: 'REPRICE', items: repriced });
    expect(items()).toBe(repriced);
    expect(saved()).toEqual([repriced]);
    expect(notify).not.toHaveBeenCalled();
  });
});
