import { lessThan, type Money } from '../shared/money';

/** Spec §9: wallet credit, the card provider (Apple Pay, Google Pay) and PayPal; apple_pay by default. */
export const PAYMENT_METHODS = ['wallet', 'apple_pay', 'google_pay', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'apple_pay';

/** Credit repayment goes through a payment provider, never the wallet it repays. */
export const REPAYMENT_METHODS = ['apple_pay', 'google_pay', 'paypal'] as const satisfies readonly PaymentMethod[];

export type Gateway = 'WALLET' | 'STRIPE' | 'PAYPAL';

/** The backend's gateway for a payment method; null for a method the shop does not know. */
export function gatewayFor(method: string): Gateway | null {
  switch (method) {
    case 'wallet':
      return 'WALLET';
    case 'apple_pay':
    case 'google_pay':
      return 'STRIPE';
    case 'paypal':
      return 'PAYPAL';
    default:
      return null;
  }
}

/** Spec §5: wallet payment is disabled when the balance is less than the amount. */
export function walletCovers(balance: Money, amount: Money): boolean {
  return !lessThan(balance, amount);
}
