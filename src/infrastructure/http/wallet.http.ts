import type { PaymentStart } from '../../application/ports/orders.port';
import type { Repayment, WalletPort } from '../../application/ports/wallet.port';
import { toDecimalString } from '../../domain/shared/money';
import type { HttpClient } from './http-client';
import { paymentAnswerSchema, paymentStartOf, refusalIn } from './backend-answer';

export class HttpWallet implements WalletPort {
  constructor(private readonly http: HttpClient) {}

  async repayDues({ amount, gateway, description }: Repayment): Promise<PaymentStart> {
    const body = { amount: toDecimalString(amount), gateway, description };
    const answer = await this.http.postJson('/wallet/repay-dues', body, paymentAnswerSchema);
    return paymentStartOf(answer, 'The repayment was not started');
  }

  /** The ids come from the Success page's query, so they are encoded: they must not reshape the path. */
  async verifyPayment(sessionId: string, gateway: string): Promise<void> {
    const path = `/wallet/verify-payment/${encodeURIComponent(sessionId)}/${encodeURIComponent(gateway)}`;
    const refusal = refusalIn(await this.http.patchJson(path), ['success'], 'The payment was not verified');
    if (refusal) throw refusal;
  }
}
