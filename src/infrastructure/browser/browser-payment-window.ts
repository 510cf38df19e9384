import type { PaymentWindowPort } from '../../application/ports/payment-window.port';
import { isOpenablePaymentUrl } from '../../domain/payments/payment-url';

/** A new tab with no `window.opener` and no Referer: the provider's page gets no handle on the shop. */
export class BrowserPaymentWindow implements PaymentWindowPort {
  readonly shopOrigin: string;

  constructor(private readonly target: Pick<Window, 'open' | 'location'> = window) {
    this.shopOrigin = target.location.origin;
  }

  /** The application checks the address first; this refuses one that slipped past (plain http elsewhere, javascript:). */
  open(url: string): void {
    if (!isOpenablePaymentUrl(url, this.shopOrigin)) return;
    this.target.open(url, '_blank', 'noopener,noreferrer');
  }
}
