import type { OpenedPaymentTab, PaymentWindowPort } from '../../application/ports/payment-window.port';
import { isOpenablePaymentUrl } from '../../domain/payments/payment-url';

/** How often the shop looks whether the payment tab is still open. */
export const CLOSED_CHECK_MS = 500;

type BrowserWindow = Pick<Window, 'open' | 'location' | 'setInterval' | 'clearInterval'>;

/**
 * A new tab with no `window.opener` and no Referer: the provider's page gets no handle on the shop. The shop keeps
 * one on the tab (an empty tab opened first, its opener cut before the provider's page loads), only to see it closed.
 */
export class BrowserPaymentWindow implements PaymentWindowPort {
  readonly shopOrigin: string;

  constructor(private readonly target: BrowserWindow = window) {
    this.shopOrigin = target.location.origin;
  }

  /** The application checks the address first; this refuses one that slipped past (plain http elsewhere, javascript:). */
  open(url: string): OpenedPaymentTab | null {
    if (!isOpenablePaymentUrl(url, this.shopOrigin)) return null;
    const tab = this.target.open('', '_blank');
    if (!tab) return null;
    tab.opener = null;
    // Followed from a link of the empty tab's own, which sends no Referer (a navigation by the shop would send its origin).
    const link = tab.document.createElement('a');
    link.href = url;
    link.rel = 'noreferrer';
    tab.document.body.append(link);
    link.click();
    return { whenClosed: (listener) => this.whenClosed(tab, listener) };
  }

  private whenClosed(tab: Window, listener: () => void): () => void {
    const check = this.target.setInterval(() => {
      if (!tab.closed) return;
      this.target.clearInterval(check);
      listener();
    }, CLOSED_CHECK_MS);
    return () => this.target.clearInterval(check);
  }
}
