import type { PaymentStart } from '../../application/ports/orders.port';
import type { Gateway } from '../../domain/payments/payment-method';
import type { PaymentSessionType } from '../../domain/payments/payment-session';
import { toDecimalString, type Money } from '../../domain/shared/money';
import { randomHex } from './demo-accounts';
import type { DemoLedger } from './demo-ledger';

export interface CardPayment {
  readonly userId: string;
  readonly gateway: Exclude<Gateway, 'WALLET'>;
  readonly amount: Money;
  readonly purpose: PaymentSessionType;
  readonly orderId: number | null;
  readonly description: string;
}

/** The in-app page standing in for the provider: it returns to /success or /cancel with these. */
export const DEMO_PAYMENT_PATH = '/demo-payment';

/** Opens a pending payment and answers, as the backend does, with the page where the buyer pays. */
export function startCardPayment(ledger: DemoLedger, origin: string, payment: CardPayment): PaymentStart {
  const sessionId = `demo_${randomHex(12)}`;
  ledger.payments.add({
    ...payment,
    sessionId,
    amount: toDecimalString(payment.amount),
    status: 'PENDING',
    createdAt: ledger.timestamp(),
  });
  const query = new URLSearchParams({ session_id: sessionId, gateway: payment.gateway });
  return { paymentUrl: `${origin}${DEMO_PAYMENT_PATH}?${query}` };
}
