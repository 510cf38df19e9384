import { z } from 'zod/mini';
import type { PaymentSessionStorePort } from '../../application/ports/payment-session-store.port';
import { PAYMENT_SESSION_MINUTES, RETURNING_GATEWAYS, type PaymentSession } from '../../domain/payments/payment-session';

export const PAYMENT_SESSION_KEY = 'paymentSession';

const storedSessionSchema = z.object({
  type: z.enum(['ORDER_PURCHASE', 'CREDIT_REPAYMENT']),
  gateway: z.enum(RETURNING_GATEWAYS),
  timestamp: z.number().check(z.nonnegative()),
  // The shop writes 30: a longer life in storage was written by someone else.
  expiryMinutes: z.number().check(z.positive(), z.maximum(PAYMENT_SESSION_MINUTES)),
});

function parsed(raw: string): PaymentSession | null {
  try {
    const result = storedSessionSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Spec §3's payment session in localStorage: the Success page in the provider's tab reads what checkout wrote. */
export class LocalStoragePaymentSession implements PaymentSessionStorePort {
  constructor(private readonly storage: Storage = window.localStorage) {}

  /** Parsed on every read; a value that does not read as a session is removed, so it cannot linger. */
  load(): PaymentSession | null {
    try {
      const raw = this.storage.getItem(PAYMENT_SESSION_KEY);
      if (raw === null) return null;
      const session = parsed(raw);
      if (!session) this.storage.removeItem(PAYMENT_SESSION_KEY);
      return session;
    } catch {
      return null;
    }
  }

  save(session: PaymentSession): void {
    try {
      this.storage.setItem(PAYMENT_SESSION_KEY, JSON.stringify(session));
    } catch {
      // Storage full or blocked: the Success page will say the session expired, which is the truth for this browser.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(PAYMENT_SESSION_KEY);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }
}
