import { z } from 'zod/mini';
import type { PaymentStart } from '../../application/ports/orders.port';
import type { Repayment, WalletPort } from '../../application/ports/wallet.port';
import { BackendError } from '../../application/shared/backend-error';
import { isSafePathSegment } from '../../domain/payments/payment-session';
import { toDecimalString } from '../../domain/shared/money';
import type { HttpClient } from './http-client';
import { paymentAnswerSchema, paymentStartOf, refusalIn } from './backend-answer';
import { wireId } from './wire';

/**
 * PATCH /wallet/verify-payment answers `{success: true, requiresAction:
 * false}` for a paid order (or a repayment already recorded), the saved
 * CREDIT_REPAYMENT transaction (`{id, type, amount, ...}`) for a repayment
 * just paid, and a 200 with an EMPTY body for a session not paid (or a
 * gateway it does not check): only the first two say the payment went through.
 * Another type of transaction (a withdrawal, credit added) says nothing of this payment.
 */
const paymentVerifiedSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ id: wireId, type: z.literal('CREDIT_REPAYMENT') }),
]);

export function paymentVerified(answer: unknown): boolean {
  return paymentVerifiedSchema.safeParse(answer).success;
}

export class HttpWallet implements WalletPort {
  constructor(private readonly http: HttpClient) {}

  /** RepayDuesDto: `amount` a JSON number (`IsNumber()`), `gateway`, `description`. */
  async repayDues({ amount, gateway, description }: Repayment): Promise<PaymentStart> {
    const body = { amount: Number(toDecimalString(amount)), gateway, description };
    const answer = await this.http.postJson('/wallet/repay-dues', body, paymentAnswerSchema);
    return paymentStartOf(answer, 'The repayment was not started');
  }

  /** The ids come from the Success page's query: an unsafe one is refused unsent, so it cannot reshape the path. */
  async verifyPayment(sessionId: string, gateway: string): Promise<void> {
    if (!isSafePathSegment(sessionId) || !isSafePathSegment(gateway)) {
      throw new BackendError('malformed', 'The payment session or gateway is not a safe path segment');
    }
    const answer = await this.http.patchJson(`/wallet/verify-payment/${sessionId}/${gateway}`);
    const refusal = refusalIn(answer, ['success'], 'The payment was not verified');
    if (refusal) throw refusal;
    if (!paymentVerified(answer)) throw new BackendError('malformed', 'The answer does not say the payment went through');
  }
}
