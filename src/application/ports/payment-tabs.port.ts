import type { PaymentSessionType } from '../../domain/payments/payment-session';

/** What the tab where a card or PayPal payment ended tells the shop's other tabs. */
export type PaymentTabNews =
  | { readonly kind: 'paid'; readonly purpose: PaymentSessionType }
  /** Returned to the shop, but the payment could not be verified. */
  | { readonly kind: 'failed'; readonly purpose: PaymentSessionType; readonly message: string }
  /** The buyer cancelled on the provider's page. */
  | { readonly kind: 'cancelled'; readonly purpose: PaymentSessionType };

/**
 * The shop's tabs telling each other how a payment ended: the tab the buyer paid from is left behind, and
 * learns the outcome from the tab the provider returned to. News is never heard by the tab that tells it.
 */
export interface PaymentTabsPort {
  tell(news: PaymentTabNews): void;
  /** Calls back on every piece of news from another tab; returns an unsubscribe. */
  watch(listener: (news: PaymentTabNews) => void): () => void;
}
