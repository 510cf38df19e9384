import type { PaymentWindowPort } from '../../application/ports/payment-window.port';

/** A new tab with no `window.opener` and no Referer: the provider's page gets no handle on the shop. */
export class BrowserPaymentWindow implements PaymentWindowPort {
  constructor(private readonly target: Pick<Window, 'open'> = window) {}

  open(url: string): void {
    this.target.open(url, '_blank', 'noopener,noreferrer');
  }
}
