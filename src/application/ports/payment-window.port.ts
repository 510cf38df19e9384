/** The provider's page opened in a new tab: the shop keeps only whether it is still open. */
export interface OpenedPaymentTab {
  /** Calls back once the tab is closed; returns an unsubscribe. */
  whenClosed(listener: () => void): () => void;
}

/** Opens the provider's payment page in a new tab, without giving it a handle on the shop (no `window.opener`). */
export interface PaymentWindowPort {
  /** Where the shop itself is served: a payment page there (the demo's) needs no https. */
  readonly shopOrigin: string;
  /** Null when the browser blocked the tab, or the address is not one the shop opens. */
  open(url: string): OpenedPaymentTab | null;
}
