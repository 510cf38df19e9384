import type { PaymentSession } from '../../domain/payments/payment-session';

/** The payment session kept in the browser while the provider's tab is open (spec §3). */
export interface PaymentSessionStorePort {
  /** The stored session, or null when there is none or it does not read as one. */
  load(): PaymentSession | null;
  save(session: PaymentSession): void;
  clear(): void;
}
