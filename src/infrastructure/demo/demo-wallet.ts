import type { PaymentStart } from '../../application/ports/orders.port';
import type { Repayment, WalletPort } from '../../application/ports/wallet.port';
import { ZERO, add, centsOf, formatMoney, isZero, lessThan, parseMoney, subtract, toDecimalString } from '../../domain/shared/money';
import type { Buyer, DemoBuyers } from './demo-buyers';
import { notFound, refused } from './demo-errors';
import type { DemoLedger, StoredPayment } from './demo-ledger';
import { startCardPayment } from './demo-payment-start';

/** POST /wallet/repay-dues and PATCH /wallet/verify-payment as the hosted backend answers them. */
export class DemoWallet implements WalletPort {
  constructor(
    private readonly buyers: DemoBuyers,
    private readonly ledger: DemoLedger,
    private readonly origin: () => string,
  ) {}

  /** The whole amount due, and nothing else, as the Credit Payment screen offers it. */
  async repayDues({ amount, gateway, description }: Repayment): Promise<PaymentStart> {
    const buyer = this.buyers.signedIn();
    const due = buyer.profile.wallet.creditDue;
    if (isZero(due)) throw refused('There is no amount due on your account');
    if (centsOf(amount) !== centsOf(due)) throw refused(`The amount to repay must be your current due of ${formatMoney(due)}`);
    return startCardPayment(this.ledger, this.origin(), {
      userId: buyer.uid,
      gateway,
      amount,
      purpose: 'CREDIT_REPAYMENT',
      orderId: null,
      description,
    });
  }

  /** Completes the buyer's own pending payment; verifying it again changes nothing. */
  async verifyPayment(sessionId: string, gateway: string): Promise<void> {
    const buyer = this.buyers.signedIn();
    const payment = this.ledger.payments.find(
      (candidate) =>
        candidate.sessionId === sessionId && candidate.userId === buyer.uid && candidate.gateway === gateway.toUpperCase(),
    );
    if (!payment) throw notFound('Payment not found');
    if (payment.status === 'CANCELLED') throw refused('This payment was cancelled');
    if (payment.status === 'COMPLETED') return;
    if (payment.purpose === 'ORDER_PURCHASE') this.completeOrder(payment);
    else this.completeRepayment(payment, buyer);
    this.ledger.payments.update(
      (candidate) => candidate.sessionId === sessionId,
      (candidate) => ({ ...candidate, status: 'COMPLETED' }),
    );
  }

  private completeOrder(payment: StoredPayment): void {
    const order = payment.orderId === null ? null : this.ledger.order(payment.orderId);
    if (!order) throw notFound('Payment not found');
    this.ledger.orders.update(
      (candidate) => candidate.id === order.id,
      (candidate) => ({ ...candidate, status: 'CONFIRMED', paymentStatus: 'COMPLETED' }),
    );
    this.ledger.record({
      userId: payment.userId,
      type: 'PAYMENT',
      amount: toDecimalString(subtract(ZERO, parseMoney(payment.amount))),
      description: payment.description,
      paymentMethod: payment.gateway,
    });
  }

  private completeRepayment(payment: StoredPayment, buyer: Buyer): void {
    const amount = parseMoney(payment.amount);
    const { creditDue } = buyer.profile.wallet;
    // Another repayment got there first: this one would pay back more than is owed.
    if (lessThan(creditDue, amount)) throw refused('The amount due has changed since this payment was started');
    this.buyers.changeWallet(payment.userId, (wallet) => ({
      balance: add(wallet.balance, amount),
      creditDue: subtract(wallet.creditDue, amount),
    }));
    this.ledger.record({
      userId: payment.userId,
      type: 'CREDIT_REPAYMENT',
      amount: payment.amount,
      description: payment.description,
      paymentMethod: payment.gateway,
    });
  }
}
