/** Opens the provider's payment page in a new tab, without giving it a handle on the shop (noopener). */
export interface PaymentWindowPort {
  open(url: string): void;
}
