// Apart from payment-method.ts: the browser's payment window checks addresses too, and must not bring money code into the first load.

/** A machine's own names: a shop run there (a developer's, a test's) may open a payment page there over http. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
    // Stryker disable next-line BlockStatement: its one caller reads undefined as it reads null, no URL
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
  // Stryker disable next-line ConditionalExpression: new URL(null) throws, so urlOf(null) is null too
  const shop = shopOrigin === null ? null : urlOf(shopOrigin);
  if (!shop || page.protocol !== 'http:') return false;
  return page.origin === shop.origin || (LOOPBACK_HOSTS.has(page.hostname) && LOOPBACK_HOSTS.has(shop.hostname));
}
