import type { Gateway } from '../../domain/payments/payment-method';
import type { Money } from '../../domain/shared/money';
import type { PaymentStart } from './orders.port';

export interface Repayment {
  readonly amount: Money;
  readonly gateway: Exclude<Gateway, 'WALLET'>;
  readonly description: string;
}

/** The wallet's payments. Throws BackendError (with the server's message when it gave one). */
export interface WalletPort {
  /** POST /wallet/repay-dues: starts a repayment at the provider. */
  repayDues(repayment: Repayment): Promise<PaymentStart>;
  /** PATCH /wallet/verify-payment/{sessionId}/{gateway}, after the provider sends the buyer back. */
  verifyPayment(sessionId: string, gateway: string): Promise<void>;
}
