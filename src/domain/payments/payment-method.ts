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

/** A machine's own names: a shop run there (a developer's, a test's) may open a payment page there over http. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * A payment page the shop may open: over https, or on the shop's own origin
 * (the demo's page), never plain http elsewhere, javascript: or data:. A shop
 * served from the buyer's own machine may also open http pages on that
 * machine, as a local stand-in of the backend serves its provider's page.
 * `shopOrigin` null: https only.
 */
export function isOpenablePaymentUrl(url: unknown, shopOrigin: string | null): url is string {
  const page = typeof url === 'string' ? urlOf(url) : null;
  if (!page) return false;
  if (page.protocol === 'https:') return true;
  const shop = shopOrigin === null ? null : urlOf(shopOrigin);
  if (!shop || page.protocol !== 'http:') return false;
  return page.origin === shop.origin || (LOOPBACK_HOSTS.has(page.hostname) && LOOPBACK_HOSTS.has(shop.hostname));
}
