// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedOrder, SavedOrderDraft } from '../../../src/domain/orders/saved-order';
import { millsOf } from '../../../src/domain/shared/money';
import { DemoControls } from '../../../src/infrastructure/demo/demo-controls';
import { EMPTY_SAVED_ORDER } from '../../../src/infrastructure/demo/demo-saved-orders';
import { DEMO_SAVED_ORDERS_KEY } from '../../../src/infrastructure/demo/demo-sales-keys';
import { demoServer, line, refusalOf, signedInAs } from '../../support/demo-server';

const storage = window.localStorage;
beforeEach(() => storage.clear());

function draft(overrides: Partial<SavedOrderDraft> = {}): SavedOrderDraft {
  return {
    name: 'Riverside job',
    notes: 'Deliver to the site office',
    paymentOrder: 'JOB-114',
    items: [line('p-001', 'DEALER', { quantity: 3 }), line('p-003', 'DEALER', { quantityType: 'CASE' })],
    ...overrides,
  };
}

/** Money compared by its mills: two equal dinero objects need not be the same object graph. */
const plain = (order: SavedOrder) => ({ ...order, items: order.items.map((item) => ({ ...item, price: millsOf(item.price) })) });

describe('saved orders on the demo backend', () => {
  it('keeps a draft per account: numbered, its lines as the cart held them, the name trimmed', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const saved = await server.savedOrders.save(draft({ name: '  Riverside job  ' }));
    expect(saved).toMatchObject({ id: '1', name: 'Riverside job', notes: 'Deliver to the site office', paymentOrder: 'JOB-114' });
    expect(saved.items.map(({ productId, quantity, quantityType }) => [productId, quantity, quantityType])).toEqual([
      ['p-001', 3, 'SINGLE'],
      ['p-003', 1, 'CASE'],
    ]);
    // The dealer's unit price to the mill, as it was when saved.
    expect(millsOf(saved.items[0]!.price)).toBe(67_320);
    expect((await server.savedOrders.save(draft({ name: 'Second' }))).id).toBe('2');
  });

  it('survives a reload: a fresh backend on the same storage reads it back', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const saved = await server.savedOrders.save(draft());
    const reloaded = demoServer(storage);
    expect(plain(await reloaded.savedOrders.savedOrder(saved.id))).toEqual(plain(saved));
  });

  it('lists the account’s own drafts, newest created first, a page at a time', async () => {
    const dealer = await signedInAs(storage, 'dealer@demo.test');
    for (const name of ['First', 'Second', 'Third']) await dealer.savedOrders.save(draft({ name }));
    const distributor = await signedInAs(storage, 'distributor@demo.test');
    await distributor.savedOrders.save(draft({ name: 'Not the dealer’s' }));
    const dealerAgain = await signedInAs(storage, 'dealer@demo.test');
    const names = async (skip: number, take: number) =>
      (await dealerAgain.savedOrders.mySavedOrders({ skip, take })).map((order) => order.name);
    expect(await names(0, 20)).toEqual(['Third', 'Second', 'First']);
    expect(await names(1, 1)).toEqual(['Second']);
  });

  it('answers another account’s draft, or a missing one, as not found, to read, change or delete', async () => {
    const dealer = await signedInAs(storage, 'dealer@demo.test');
    const saved = await dealer.savedOrders.save(draft());
    const distributor = await signedInAs(storage, 'distributor@demo.test');
    for (const call of [
      distributor.savedOrders.savedOrder(saved.id),
      distributor.savedOrders.update(saved.id, { name: 'Mine now' }),
      distributor.savedOrders.remove(saved.id),
      distributor.savedOrders.savedOrder('99'),
    ]) {
      expect((await refusalOf(call)).kind).toBe('not-found');
    }
    const dealerAgain = await signedInAs(storage, 'dealer@demo.test');
    expect((await dealerAgain.savedOrders.savedOrder(saved.id)).name).toBe('Riverside job');
  });

  it('refuses a draft without lines, on saving and on changing, in the backend’s own words', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const refused = await refusalOf(server.savedOrders.save(draft({ items: [] })));
    expect(refused.serverMessage).toBe(EMPTY_SAVED_ORDER);
    expect(EMPTY_SAVED_ORDER).toBe('Saved order must include at least one item');
    const saved = await server.savedOrders.save(draft());
    expect((await refusalOf(server.savedOrders.update(saved.id, { items: [] }))).serverMessage).toBe(EMPTY_SAVED_ORDER);
    expect((await refusalOf(server.savedOrders.save(draft({ name: '   ' })))).kind).toBe('http');
  });

  it('changes only the fields given: lines replaced wholesale, notes and PO emptied', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const saved = await server.savedOrders.save(draft());
    const changed = await server.savedOrders.update(saved.id, { notes: '', paymentOrder: '', items: [saved.items[1]!] });
    expect(changed).toMatchObject({ name: 'Riverside job', notes: '', paymentOrder: '' });
    expect(changed.items.map((item) => item.productId)).toEqual(['p-003']);
    expect(plain(await server.savedOrders.savedOrder(saved.id))).toEqual(plain(changed));
  });

  it('deletes a draft, and Reset demo data removes them all', async () => {
    const server = await signedInAs(storage, 'dealer@demo.test');
    const first = await server.savedOrders.save(draft());
    await server.savedOrders.save(draft({ name: 'Kept' }));
    await server.savedOrders.remove(first.id);
    expect((await server.savedOrders.mySavedOrders({ skip: 0, take: 20 })).map((order) => order.name)).toEqual(['Kept']);
    new DemoControls(storage, () => undefined).reset();
    expect(storage.getItem(DEMO_SAVED_ORDERS_KEY)).toBeNull();
  });
});
