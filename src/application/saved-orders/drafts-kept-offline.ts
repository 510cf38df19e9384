import type { SavedOrder, SavedOrderDraft } from '../../domain/orders/saved-order';
import type { ClockPort } from '../ports/clock.port';
import type { DraftOutboxPort, WaitingDraft } from '../ports/draft-outbox.port';
import type { SavedOrdersPort } from '../ports/saved-orders.port';
import { BackendError } from '../shared/backend-error';

/** The id a draft kept on the device goes by until the backend gives it its own. */
export const DEVICE_DRAFT_PREFIX = 'device-';

export const isDeviceDraft = (id: string) => id.startsWith(DEVICE_DRAFT_PREFIX);

/** A send whose answer never came may have reached the backend: its drafts made this long before it count as another. */
export const SEND_CLOCK_SKEW_MS = 5 * 60_000;

/** How many of the newest saved orders a send whose answer never came is looked for in. */
export const LOOK_BACK = 50;

export interface DraftsSent {
  /** The drafts the backend now has, by name, in the order they were saved. */
  readonly sent: readonly string[];
  /** Drafts still waiting (the signal went again, or the backend refused them). */
  readonly stillWaiting: number;
}

export interface DraftsKeptOffline extends SavedOrdersPort {
  /** The signed-in account's drafts kept on the device, oldest first. */
  waiting(): Promise<WaitingDraft[]>;
  /** Sends the waiting drafts to the backend, each once, from one tab at a time. */
  sendWaiting(): Promise<DraftsSent>;
}

const isUnreachable = (error: unknown) => error instanceof BackendError && error.kind === 'network';

/**
 * Saved orders that work with no signal (issue 42): a draft saved while the backend cannot be reached is kept on the
 * device, listed first and marked as not yet saved to the account, and sent once the signal returns. Never sent twice:
 * a send is marked before it goes, and a send whose answer never came is first looked for among the account's newest
 * saved orders. Only new drafts are kept offline: changes to a saved order on the account still need the signal,
 * so nothing saved there is ever overwritten by an older copy.
 */
export function draftsKeptOffline(
  inner: SavedOrdersPort,
  outbox: DraftOutboxPort,
  account: () => Promise<string | null>,
  clock: ClockPort,
  /** Told when the backend could not be reached: the page may still read online, and the drafts wait for its return. */
  unreachable: () => void = () => undefined,
): DraftsKeptOffline {
  async function signedIn(): Promise<string> {
    const uid = await account();
    if (uid === null) throw new BackendError('unauthorized', 'Not signed in');
    return uid;
  }

  const asSavedOrder = ({ id, draft, savedAt }: WaitingDraft): SavedOrder => ({ ...draft, id, createdAt: savedAt, updatedAt: savedAt, notYetSaved: true });

  async function waitingDraft(id: string): Promise<{ uid: string; waiting: WaitingDraft }> {
    const uid = await signedIn();
    const waiting = outbox.waiting(uid).find((candidate) => candidate.id === id);
    if (!waiting) throw new BackendError('not-found', 'Saved order not found');
    return { uid, waiting };
  }

  /** The backend's saved order that an unanswered send made, if it did (`newest`: the account's newest, read once). */
  async function madeBy(waiting: WaitingDraft, newest: () => Promise<SavedOrder[]>): Promise<SavedOrder | undefined> {
    if (waiting.sendingSince === null) return undefined;
    const since = Date.parse(waiting.sendingSince) - SEND_CLOCK_SKEW_MS;
    return (await newest()).find((saved) => Date.parse(saved.createdAt) >= since && sameDraft(saved, waiting.draft));
  }

  async function send(uid: string, waiting: WaitingDraft, newest: () => Promise<SavedOrder[]>): Promise<'sent' | 'refused' | 'unreachable'> {
    try {
      const already = await madeBy(waiting, newest);
      if (!already) {
        outbox.put(uid, { ...waiting, sendingSince: new Date(clock.now()).toISOString() });
        await inner.save(waiting.draft);
      }
      outbox.remove(uid, waiting.id);
      return 'sent';
    } catch (error) {
      if (isUnreachable(error)) return 'unreachable';
      // A refusal (say, a name the backend will not take) stays on the device, shown, for the buyer to change or delete.
      outbox.put(uid, { ...waiting, sendingSince: null });
      return 'refused';
    }
  }

  // One send at a time in this tab too (the lock covers the other tabs): a second waits, then finds nothing left.
  let sending: Promise<unknown> = Promise.resolve();

  return {
    async mySavedOrders(query) {
      const uid = await signedIn();
      const kept = outbox.waiting(uid).reverse().map(asSavedOrder);
      // The device's drafts head the first page; the backend's pages follow as it numbers them.
      if (query.skip > 0 || kept.length === 0) return inner.mySavedOrders(query);
      try {
        return [...kept, ...(await inner.mySavedOrders(query))];
      } catch (error) {
        if (isUnreachable(error)) return kept;
        throw error;
      }
    },
    async savedOrder(id) {
      if (!isDeviceDraft(id)) return inner.savedOrder(id);
      return asSavedOrder((await waitingDraft(id)).waiting);
    },
    async save(draft) {
      try {
        return await inner.save(draft);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        unreachable();
        const uid = await signedIn();
        const savedAt = new Date(clock.now()).toISOString();
        // A save that timed out may have reached the backend: it counts as a send whose answer never came.
        const waiting: WaitingDraft = { id: `${DEVICE_DRAFT_PREFIX}${clock.now()}-${outbox.waiting(uid).length + 1}`, draft, savedAt, sendingSince: savedAt };
        outbox.put(uid, waiting);
        return asSavedOrder(waiting);
      }
    },
    async update(id, changes) {
      if (!isDeviceDraft(id)) return inner.update(id, changes);
      const { uid, waiting } = await waitingDraft(id);
      const changed = { ...waiting, draft: { ...waiting.draft, ...changes } };
      outbox.put(uid, changed);
      return asSavedOrder(changed);
    },
    async remove(id) {
      if (!isDeviceDraft(id)) return inner.remove(id);
      const { uid } = await waitingDraft(id);
      outbox.remove(uid, id);
    },
    async waiting() {
      const uid = await account();
      return uid === null ? [] : outbox.waiting(uid);
    },
    async sendWaiting() {
      const uid = await account();
      if (uid === null) return { sent: [], stillWaiting: 0 };
      const run = () => outbox.exclusive(uid, async () => {
        const sent: string[] = [];
        let newest: Promise<SavedOrder[]> | null = null;
        const readNewest = () => (newest ??= inner.mySavedOrders({ skip: 0, take: LOOK_BACK }));
        // Read inside the lock: another tab may have sent some already.
        for (const waiting of outbox.waiting(uid)) {
          const outcome = await send(uid, waiting, readNewest);
          if (outcome === 'sent') sent.push(waiting.draft.name);
          // The signal went again: the rest wait for its return.
          if (outcome === 'unreachable') {
            unreachable();
            break;
          }
        }
        return { sent, stillWaiting: outbox.waiting(uid).length };
      });
      const next = sending.then(run, run);
      sending = next;
      return next;
    },
  };
}

/** The same draft: name, purchase order, notes and every line's product, variant, unit and quantity. */
function sameDraft(saved: SavedOrderDraft, draft: SavedOrderDraft): boolean {
  const lineKey = (line: SavedOrderDraft['items'][number]) => `${line.productId}|${line.variantId}|${line.quantityType}|${line.quantity}`;
  return (
    saved.name === draft.name &&
    saved.paymentOrder === draft.paymentOrder &&
    saved.notes === draft.notes &&
    saved.items.map(lineKey).join(',') === draft.items.map(lineKey).join(',')
  );
}
