import type { Money } from '../../domain/shared/money';

/** What the buyer typed at checkout, or what a saved order brought there. */
export interface CheckoutNotes {
  readonly purchaseOrder: string;
  readonly notes: string;
}

/** A Pay sent and not yet settled: until its answer says otherwise, it may have placed the order. */
export interface PendingPay {
  /** Sent as `Idempotency-Key`; the same attempt sent again keeps it. */
  readonly attemptKey: string;
  readonly purchaseOrder: string;
  readonly total: Money;
  /** When it was sent, by the buyer's clock. */
  readonly sentAt: number;
}

/**
 * What the checkout keeps for the browser tab, so a reload loses neither the purchase order nor the memory of a
 * Pay that got no answer. Forgotten at sign-out; the notes also once the order is placed.
 */
export interface CheckoutMemoryPort {
  /** Empty fields when nothing is kept, or what is kept does not read. */
  notes(): CheckoutNotes;
  keepNotes(notes: CheckoutNotes): void;
  pendingPay(): PendingPay | null;
  keepPendingPay(pay: PendingPay): void;
  /** The Pay's outcome is known (an order placed, found, or refused). */
  settlePay(): void;
  clear(): void;
}
