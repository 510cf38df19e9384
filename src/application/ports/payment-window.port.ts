/** Opens the provider's payment page in a new tab, without giving it a handle on the shop (noopener). */
export interface PaymentWindowPort {
  /** Where the shop itself is served: a payment page there (the demo's) needs no https. */
  readonly shopOrigin: string;
  open(url: string): void;
}
