import type { Gateway } from './payment-method';

/** Spec §3: what a card or PayPal payment started in a new tab is for. */
export type PaymentSessionType = 'ORDER_PURCHASE' | 'CREDIT_REPAYMENT';

export interface PaymentSession {
  readonly type: PaymentSessionType;
  /** The provider whose page was opened: the Success page's query must name the same one. */
  readonly gateway: ReturningGateway;
  /** Milliseconds since the epoch, when the payment tab was opened. */
  readonly timestamp: number;
  readonly expiryMinutes: number;
}

/** Spec §9: a payment session lives 30 minutes. */
export const PAYMENT_SESSION_MINUTES = 30;

export function newPaymentSession(type: PaymentSessionType, gateway: ReturningGateway, now: number): PaymentSession {
  return { type, gateway, timestamp: now, expiryMinutes: PAYMENT_SESSION_MINUTES };
}

/** When the session ends (it is then removed, spec §4). */
export function sessionEndsAt(session: PaymentSession): number {
  return session.timestamp + session.expiryMinutes * 60_000;
}

/**
 * Live from its start for its minutes. One stamped in the future or given
 * more than 30 minutes is not one the shop wrote (storage is anyone's to
 * edit), so it is never live.
 */
export function isSessionLive(session: PaymentSession, now: number): boolean {
  return session.expiryMinutes <= PAYMENT_SESSION_MINUTES && session.timestamp <= now && now < sessionEndsAt(session);
}

export const paymentMessages = {
  verifying: 'Verifying payment...',
  succeededTitle: 'Payment Successful!',
  completed: 'Payment completed successfully!',
  expired: 'Payment session expired or invalid',
  verifyFailed: 'Failed to verify payment',
  cancelledTitle: 'Payment Cancelled',
  noCharge: 'No charges were made to your account.',
  repayFailed: 'Payment failed. Please try again.',
  /** The tab the buyer paid from, once the tab the provider returned to has verified the payment. */
  paidElsewhere: 'Payment completed in the other tab',
  cancelledElsewhere: 'The payment was cancelled in the other tab. No charges were made to your account.',
  /** The provider's tab closed with no word of the payment: Pay is offered again. */
  tabClosed: 'The payment tab was closed before the payment was completed',
} as const;

/** Where Try Again on the Cancel page leads. */
export function retryPathFor(type: PaymentSessionType | null): string {
  return type === 'CREDIT_REPAYMENT' ? '/credit-payment' : '/checkout';
}

/** Where the Success page leads once a payment is verified: an order to /orders, a repayment to /profile. */
export function paidPathFor(type: PaymentSessionType): string {
  return type === 'ORDER_PURCHASE' ? '/orders' : '/profile';
}

/** Where an expired session or a failed verification leads (spec §8). */
export const PAYMENT_PROBLEM_PATH = '/profile';

/**
 * A session id or gateway put in a request path: letters, digits, _ and -
 * only (Stripe's cs_..., PayPal's PAYID-..., the demo's demo_...), so `..`
 * or `/` from a crafted link can never point the buyer's token elsewhere.
 */
export function isSafePathSegment(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,200}$/.test(value);
}

/** Only card and PayPal payments open a provider's page that returns to the Success page. */
export const RETURNING_GATEWAYS = ['STRIPE', 'PAYPAL'] as const satisfies readonly Gateway[];
export type ReturningGateway = (typeof RETURNING_GATEWAYS)[number];

export function isReturningGateway(gateway: string | null): gateway is ReturningGateway {
  return RETURNING_GATEWAYS.some((candidate) => candidate === gateway);
}

export interface PaymentReturnQuery {
  readonly sessionId: string;
  readonly gateway: ReturningGateway;
}

/** The Success page's session_id and gateway, or null when either is missing, unknown or unsafe. */
export function paymentReturnQuery(sessionId: string | null, gateway: string | null): PaymentReturnQuery | null {
  if (sessionId === null || !isSafePathSegment(sessionId)) return null;
  return isReturningGateway(gateway) ? { sessionId, gateway } : null;
}
