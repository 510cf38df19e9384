import { describe, expect, it, vi } from 'vitest';
import type { SavedOrdersPort } from '../../../src/application/ports/saved-orders.port';
import { draftsKeptOffline } from '../../../src/application/saved-orders/drafts-kept-offline';
import { savedLineOf } from '../../../src/application/saved-orders/saved-orders.use-cases';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { SavedOrder, SavedOrderDraft } from '../../../src/domain/orders/saved-order';
import { formatUnitPrice, parseUnitPrice } from '../../../src/domain/shared/money';
import { LocalStorageDraftOutbox, draftOutboxKey } from '../../../src/infrastructure/browser/local-storage-draft-outbox';
import { MemoryStorage } from '../../support/memory-storage';
import { aCartItem } from '../../support/mothers';

const AT = Date.UTC(2026, 10, 29, 15, 40);

/** The account's saved orders on the backend, reachable or not; a save can be made to lose its answer. */
class BackendSavedOrders implements SavedOrdersPort {
  reachable = true;
  /** The next save reaches the backend, but its answer never comes back. */
  loseNextAnswer = false;
  refuseWith: string | null = null;
  readonly saved: SavedOrder[] = [];
  saves = 0;

  private check(): void {
    if (!this.reachable) throw new BackendError('network', 'The backend could not be reached');
  }

  async mySavedOrders({ skip, take }: { skip: number; take: number }) {
    this.check();
    return [...this.saved].reverse().slice(skip, skip + take);
  }
  async savedOrder(id: string) {
    this.check();
    const found = this.saved.find((order) => order.id === id);
    if (!found) throw new BackendError('not-found', 'Not found', 404);
    return found;
  }
  async save(draft: SavedOrderDraft) {
    this.check();
    this.saves += 1;
    if (this.refuseWith) throw new BackendError('http', this.refuseWith, 400, this.refuseWith);
    const order: SavedOrder = { ...draft, id: String(this.saved.length + 1), createdAt: new Date(AT + 60_000).toISOString(), updatedAt: new Date(AT + 60_000).toISOString() };
    this.saved.push(order);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new BackendError('network', 'The backend did not answer in time');
    }
    return order;
  }
  async update(): Promise<SavedOrder> {
    throw new Error('not used');
  }
  async remove(): Promise<void> {}
}

function setup() {
  const backend = new BackendSavedOrders();
  const storage = new MemoryStorage();
  const outbox = new LocalStorageDraftOutbox(storage, undefined);
  let account: string | null = 'dealer-uid';
  const unreachable = vi.fn();
  const drafts = draftsKeptOffline(backend, outbox, async () => account, { now: () => AT }, unreachable);
  return { backend, storage, outbox, drafts, unreachable, signInAs: (uid: string | null) => (account = uid) };
}

const draft = (name: string): SavedOrderDraft => ({
  name,
  notes: 'Gate code 4410',
  paymentOrder: 'JOB-310',
  items: [savedLineOf(aCartItem({ name: 'Aurora Brass Path Light', variantName: 'Bronze', quantity: 3, price: parseUnitPrice('61.35') }))],
});

describe('drafts saved with no signal (issue 42)', () => {
  it('tell that the backend could not be reached, when one is kept and when a send finds it still out of reach, so the connection is checked', async () => {
    const { backend, drafts, unreachable } = setup();
    await drafts.save(draft('Yard at Elm St'));
    expect(unreachable).not.toHaveBeenCalled();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    expect(unreachable).toHaveBeenCalledTimes(1);
    await drafts.sendWaiting();
    expect(unreachable).toHaveBeenCalledTimes(2);
    backend.reachable = true;
    await drafts.sendWaiting();
    expect(unreachable).toHaveBeenCalledTimes(2);
  });

  it('are kept on the device, listed first and marked not yet saved, with their lines and prices to the mill', async () => {
    const { backend, drafts } = setup();
    await backend.save(draft('Yard at Elm St'));
    backend.reachable = false;
    const kept = await drafts.save(draft('Lakeside job'));
    expect([kept.name, kept.notYetSaved, kept.id.startsWith('device-')]).toEqual(['Lakeside job', true, true]);

    backend.reachable = true;
    const listed = await drafts.mySavedOrders({ skip: 0, take: 21 });
    expect(listed.map((order) => [order.name, order.notYetSaved ?? false])).toEqual([
      ['Lakeside job', true],
      ['Yard at Elm St', false],
    ]);
    const opened = await drafts.savedOrder(kept.id);
    expect([opened.paymentOrder, opened.notes, opened.items[0]!.quantity, formatUnitPrice(opened.items[0]!.price)]).toEqual(['JOB-310', 'Gate code 4410', 3, '$61.35']);
  });

  it('with no signal at all, the Saved orders list still shows the device’s drafts', async () => {
    const { backend, drafts } = setup();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    expect((await drafts.mySavedOrders({ skip: 0, take: 21 })).map((order) => order.name)).toEqual(['Lakeside job']);
  });

  it('go to the backend once when the signal returns, however many times it returns', async () => {
    const { backend, drafts } = setup();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    await drafts.save(draft('Deck lights'));
    backend.reachable = true;
    const results = await Promise.all([drafts.sendWaiting(), drafts.sendWaiting()]);
    await drafts.sendWaiting();
    expect(backend.saved.map((order) => order.name)).toEqual(['Lakeside job', 'Deck lights']);
    expect(results.flatMap((result) => result.sent)).toEqual(['Lakeside job', 'Deck lights']);
    expect(await drafts.waiting()).toEqual([]);
  });

  it('a send whose answer was lost is found on the account, not sent again', async () => {
    const { backend, drafts } = setup();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    backend.reachable = true;
    backend.loseNextAnswer = true;
    expect(await drafts.sendWaiting()).toEqual({ sent: [], stillWaiting: 1 });
    expect(await drafts.sendWaiting()).toEqual({ sent: ['Lakeside job'], stillWaiting: 0 });
    expect([backend.saves, backend.saved.length]).toEqual([1, 1]);
  });

  it('a draft the backend refuses stays on the device, marked, and the others still go', async () => {
    const { backend, drafts } = setup();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    await drafts.save(draft('Deck lights'));
    backend.reachable = true;
    backend.refuseWith = 'name must be shorter than or equal to 255 characters';
    expect(await drafts.sendWaiting()).toEqual({ sent: [], stillWaiting: 2 });
    backend.refuseWith = null;
    expect(await drafts.sendWaiting()).toEqual({ sent: ['Lakeside job', 'Deck lights'], stillWaiting: 0 });
  });

  it('the signal lost again halfway leaves the rest waiting for its next return', async () => {
    const { backend, drafts } = setup();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    expect(await drafts.sendWaiting()).toEqual({ sent: [], stillWaiting: 1 });
    expect(backend.saves).toBe(0);
  });

  it('are the account’s own: another account on the device neither lists nor sends them', async () => {
    const { backend, drafts, signInAs } = setup();
    backend.reachable = false;
    await drafts.save(draft('Lakeside job'));
    signInAs('second-uid');
    backend.reachable = true;
    expect(await drafts.mySavedOrders({ skip: 0, take: 21 })).toEqual([]);
    expect(await drafts.sendWaiting()).toEqual({ sent: [], stillWaiting: 0 });
    expect(backend.saves).toBe(0);
  });

  it('can be renamed or deleted on the device before they are sent', async () => {
    const { backend, drafts } = setup();
    backend.reachable = false;
    const kept = await drafts.save(draft('Lakeside job'));
    const other = await drafts.save(draft('Deck lights'));
    expect((await drafts.update(kept.id, { name: 'Lakeside job, phase 2' })).name).toBe('Lakeside job, phase 2');
    await drafts.remove(other.id);
    expect((await drafts.waiting()).map((waiting) => waiting.draft.name)).toEqual(['Lakeside job, phase 2']);
  });

  it('a refusal of the backend is never kept as a draft on the device', async () => {
    const { backend, drafts } = setup();
    backend.refuseWith = 'Name is required';
    await expect(drafts.save(draft(''))).rejects.toMatchObject({ kind: 'http' });
    expect(await drafts.waiting()).toEqual([]);
  });

  it('an outbox the device garbled reads as empty, never as a crash', async () => {
    const { storage, drafts } = setup();
    storage.setItem(draftOutboxKey('dealer-uid'), '{not json');
    expect(await drafts.waiting()).toEqual([]);
    storage.setItem(draftOutboxKey('dealer-uid'), JSON.stringify([{ id: 'device-1', draft: { name: 'x' } }]));
    expect(await drafts.waiting()).toEqual([]);
  });
});

describe('a save that timed out (the backend may have it)', () => {
  it('is kept on the device, and not sent again once the account shows it', async () => {
    const { backend, drafts } = setup();
    backend.loseNextAnswer = true;
    const kept = await drafts.save(draft('Lakeside job'));
    expect(kept.notYetSaved).toBe(true);
    expect(await drafts.sendWaiting()).toEqual({ sent: ['Lakeside job'], stillWaiting: 0 });
    expect([backend.saves, backend.saved.map((order) => order.name)]).toEqual([1, ['Lakeside job']]);
  });
});

describe('the device’s outbox (localStorage)', () => {
  it('keeps the drafts in the order they were saved, a changed one in its place', () => {
    const outbox = new LocalStorageDraftOutbox(new MemoryStorage(), undefined);
    const waiting = (id: string, sendingSince: string | null = null) => ({ id, draft: draft(id), savedAt: '2026-11-29T15:40:00.000Z', sendingSince });
    outbox.put('dealer-uid', waiting('first'));
    outbox.put('dealer-uid', waiting('second'));
    outbox.put('dealer-uid', waiting('first', '2026-11-29T15:41:00.000Z'));
    expect(outbox.waiting('dealer-uid').map((kept) => [kept.id, kept.sendingSince])).toEqual([
      ['first', '2026-11-29T15:41:00.000Z'],
      ['second', null],
    ]);
  });
});
