import { z } from 'zod/mini';
import type { DraftOutboxPort, WaitingDraft } from '../../application/ports/draft-outbox.port';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart/quantity';
import { parseUnitPrice, toUnitPriceString } from '../../domain/shared/money';

/** One key per account: another account's drafts are never read, and sign-out deletes one key. */
export const draftOutboxKey = (account: string) => `drafts-not-yet-saved:${account}`;

/** Prices kept to the mill as exact decimal strings, read back without floats (as the cart keeps them). */
const storedDraftSchema = z.object({
  id: z.string(),
  savedAt: z.string(),
  sendingSince: z.nullable(z.string()),
  draft: z.object({
    name: z.string(),
    notes: z.string(),
    paymentOrder: z.string(),
    items: z.array(
      z.object({
        productId: z.string(),
        variantId: z.string(),
        quantity: z.int().check(z.gte(MIN_QUANTITY), z.lte(MAX_QUANTITY)),
        quantityType: z.enum(['SINGLE', 'CASE']),
        name: z.string(),
        variantName: z.string(),
        image: z.nullable(z.string()),
        price: z.string(),
        caseSize: z.int().check(z.positive()),
        isPairProduct: z.boolean(),
      }),
    ),
  }),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

function toStored(waiting: WaitingDraft): StoredDraft {
  return { ...waiting, draft: { ...waiting.draft, items: waiting.draft.items.map((line) => ({ ...line, price: toUnitPriceString(line.price) })) } };
}

function fromStored(stored: StoredDraft): WaitingDraft | null {
  try {
    return { ...stored, draft: { ...stored.draft, items: stored.draft.items.map((line) => ({ ...line, price: parseUnitPrice(line.price) })) } };
  } catch {
    return null;
  }
}

/** The waiting drafts in localStorage; an entry that no longer reads (a hand edit, an older shape) is left out, not fatal. */
export class LocalStorageDraftOutbox implements DraftOutboxPort {
  constructor(
    private readonly storage: Storage,
    private readonly locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
  ) {}

  waiting(account: string): WaitingDraft[] {
    let stored: unknown;
    try {
      stored = JSON.parse(this.storage.getItem(draftOutboxKey(account)) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((entry) => {
      const parsed = storedDraftSchema.safeParse(entry);
      const waiting = parsed.success ? fromStored(parsed.data) : null;
      return waiting ? [waiting] : [];
    });
  }

  /** A new draft goes last; a known one keeps its place (the order they were saved in is the order they are sent in). */
  put(account: string, draft: WaitingDraft): void {
    const drafts = this.waiting(account);
    const at = drafts.findIndex((waiting) => waiting.id === draft.id);
    this.write(account, at === -1 ? [...drafts, draft] : drafts.map((waiting, index) => (index === at ? draft : waiting)));
  }

  remove(account: string, id: string): void {
    this.write(
      account,
      this.waiting(account).filter((waiting) => waiting.id !== id),
    );
  }

  forget(account: string): void {
    this.storage.removeItem(draftOutboxKey(account));
  }

  exclusive<T>(account: string, work: () => Promise<T>): Promise<T> {
    // Without Web Locks (an old browser) each tab sends alone; the send still checks before sending again.
    if (!this.locks) return work();
    return this.locks.request(`drafts-not-yet-saved:${account}`, work);
  }

  private write(account: string, drafts: readonly WaitingDraft[]): void {
    if (drafts.length === 0) this.storage.removeItem(draftOutboxKey(account));
    else this.storage.setItem(draftOutboxKey(account), JSON.stringify(drafts.map(toStored)));
  }
}
