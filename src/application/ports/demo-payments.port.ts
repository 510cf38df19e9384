import type { Gateway } from '../../domain/payments/payment-method';
import type { PaymentSessionType } from '../../domain/payments/payment-session';
import type { Money } from '../../domain/shared/money';

export type DemoPaymentStatus = 'PENDING' | 'COMPLETED' | 'CANCELLED';

/** A card or PayPal payment as the demo payment page shows it. */
export interface DemoPayment {
  readonly amount: Money;
  readonly gateway: Exclude<Gateway, 'WALLET'>;
  readonly purpose: PaymentSessionType;
  readonly status: DemoPaymentStatus;
}

/**
 * The demo's stand-in for the payment provider's page; absent over HTTP.
 * Paying is returning to /success, where the shop verifies the payment.
 */
export interface DemoPaymentsPort {
  /** The payment of this session, or null when the demo knows none. */
  describe(sessionId: string): Promise<DemoPayment | null>;
  /** The buyer gave up: the payment can no longer be verified, and its order is cancelled. */
  cancel(sessionId: string): Promise<void>;
}
