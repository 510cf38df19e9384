import { z } from 'zod/mini';
import type { CheckoutMemoryPort, CheckoutNotes, PendingPay } from '../../application/ports/checkout-memory.port';
import { cents, centsOf } from '../../domain/shared/money';

export const CHECKOUT_NOTES_KEY = 'checkoutNotes';
export const PENDING_PAY_KEY = 'pendingPay';

const NO_NOTES: CheckoutNotes = { purchaseOrder: '', notes: '' };

const notesSchema = z.object({ purchaseOrder: z.string(), notes: z.string() });
const pendingPaySchema = z.object({
  attemptKey: z.string().check(z.minLength(1)),
  purchaseOrder: z.string(),
  totalCents: z.number().check(z.int(), z.nonnegative()),
  sentAt: z.number().check(z.nonnegative()),
});

/**
 * The checkout's memory in session storage: this tab's, read back after a reload, gone with the tab. A value that
 * does not read is removed and taken as nothing kept; a storage that refuses leaves the memory to this page.
 */
export class SessionStorageCheckout implements CheckoutMemoryPort {
  constructor(private readonly storage: Storage) {}

  notes(): CheckoutNotes {
    return this.read(CHECKOUT_NOTES_KEY, notesSchema) ?? NO_NOTES;
  }

  keepNotes(notes: CheckoutNotes): void {
    if (notes.purchaseOrder === '' && notes.notes === '') this.remove(CHECKOUT_NOTES_KEY);
    else this.write(CHECKOUT_NOTES_KEY, { purchaseOrder: notes.purchaseOrder, notes: notes.notes });
  }

  pendingPay(): PendingPay | null {
    const kept = this.read(PENDING_PAY_KEY, pendingPaySchema);
    return kept && { attemptKey: kept.attemptKey, purchaseOrder: kept.purchaseOrder, total: cents(kept.totalCents), sentAt: kept.sentAt };
  }

  keepPendingPay(pay: PendingPay): void {
    this.write(PENDING_PAY_KEY, { attemptKey: pay.attemptKey, purchaseOrder: pay.purchaseOrder, totalCents: centsOf(pay.total), sentAt: pay.sentAt });
  }

  settlePay(): void {
    this.remove(PENDING_PAY_KEY);
  }

  clear(): void {
    this.remove(CHECKOUT_NOTES_KEY);
    this.remove(PENDING_PAY_KEY);
  }

  private read<T>(key: string, schema: z.ZodMiniType<T>): T | null {
    try {
      const raw = this.storage.getItem(key);
      if (raw === null) return null;
      const result = schema.safeParse(JSON.parse(raw));
      if (result.success) return result.data;
    } catch {
      // Unreadable JSON, or a storage that refuses: nothing kept.
    }
    this.remove(key);
    return null;
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      // A full storage: the page still holds it until a reload.
    }
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Blocked storage: nothing was kept.
    }
  }
}
