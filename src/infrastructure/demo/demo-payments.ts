import type { DemoPayment, DemoPaymentsPort } from '../../application/ports/demo-payments.port';
import { parseMoney } from '../../domain/shared/money';
import { notFound, refused } from './demo-errors';
import type { DemoLedger } from './demo-ledger';

/** The provider's side of a demo payment: no shop sign-in needed, as on a real provider's page. */
export class DemoPayments implements DemoPaymentsPort {
  constructor(private readonly ledger: DemoLedger) {}

  async describe(sessionId: string): Promise<DemoPayment | null> {
    const payment = this.ledger.payments.find((candidate) => candidate.sessionId === sessionId);
    if (!payment) return null;
    const { gateway, purpose, status } = payment;
    return { amount: parseMoney(payment.amount), gateway, purpose, status };
  }

  async cancel(sessionId: string): Promise<void> {
    const payment = this.ledger.payments.find((candidate) => candidate.sessionId === sessionId);
    if (!payment) throw notFound('Payment not found');
    if (payment.status === 'COMPLETED') throw refused('This payment is already completed');
    if (payment.status === 'CANCELLED') return;
    this.ledger.payments.update(
      (candidate) => candidate.sessionId === sessionId,
      (candidate) => ({ ...candidate, status: 'CANCELLED' }),
    );
    if (payment.orderId !== null) {
      this.ledger.orders.update(
        (order) => order.id === payment.orderId,
        (order) => ({ ...order, status: 'CANCELLED', paymentStatus: 'FAILED' }),
      );
    }
  }
}
