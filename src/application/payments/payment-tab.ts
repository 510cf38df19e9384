import { fromCallback } from 'xstate';
import { paymentMessages, type PaymentSessionType } from '../../domain/payments/payment-session';
import type { PaymentTabNews } from '../ports/payment-tabs.port';

/** How the payment begun in this tab ended elsewhere: news from the tab it ended in, or its tab closed. */
export type PaymentTabOutcome = PaymentTabNews | { readonly kind: 'closed'; readonly purpose: PaymentSessionType };

/** What the paying machines hear while the provider's tab is open. */
export type PaymentTabEvent = { type: 'PAYMENT_TAB_PAID' } | { type: 'PAYMENT_TAB_ENDED'; message: string };

export function paymentTabEvent(outcome: PaymentTabOutcome): PaymentTabEvent {
  switch (outcome.kind) {
    case 'paid':
      return { type: 'PAYMENT_TAB_PAID' };
    case 'failed':
      return { type: 'PAYMENT_TAB_ENDED', message: outcome.message };
    case 'cancelled':
      return { type: 'PAYMENT_TAB_ENDED', message: paymentMessages.cancelledElsewhere };
    case 'closed':
      return { type: 'PAYMENT_TAB_ENDED', message: paymentMessages.tabClosed };
  }
}

/** Watches the payment of this purpose begun here; returns an unsubscribe. */
export type WatchPaymentTab = (purpose: PaymentSessionType, listener: (outcome: PaymentTabOutcome) => void) => () => void;

/** The paying machines' `watchPaymentTab` actor, on the buyer's tabs. */
export function paymentTabWatcher(watch: WatchPaymentTab, purpose: PaymentSessionType) {
  return fromCallback<PaymentTabEvent>(({ sendBack }) => watch(purpose, (outcome) => sendBack(paymentTabEvent(outcome))));
}
