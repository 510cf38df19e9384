import type { SavedOrderDraft } from '../../domain/orders/saved-order';

/** A draft saved with no signal, kept on the device until the backend has it. */
export interface WaitingDraft {
  /** The device's own id ("device-…"): the backend gives the real one. */
  readonly id: string;
  readonly draft: SavedOrderDraft;
  /** ISO 8601: when the buyer saved it. */
  readonly savedAt: string;
  /** ISO 8601: when a send began whose answer never came (the backend may have it), else null. */
  readonly sendingSince: string | null;
}

/** The drafts waiting on this device, per account. Each call reads and writes the device's storage at once. */
export interface DraftOutboxPort {
  waiting(account: string): WaitingDraft[];
  put(account: string, draft: WaitingDraft): void;
  remove(account: string, id: string): void;
  /** Every draft of the account gone: its sign-in has ended on this device. */
  forget(account: string): void;
  /** Runs `work` while no other tab of the shop runs it for this account (so a draft is sent by one tab only). */
  exclusive<T>(account: string, work: () => Promise<T>): Promise<T>;
}
