/**
 * The screens that show none of the wallet's figures (a buyer's cart, orders, saved orders and transactions, and the
 * catalogue). Opened first, they restore the session without reading the wallet fresh: the next screen reads the
 * profile again (spec §1). Any other screen reads it fresh, so a screen that comes to show the wallet is safe
 * unless it is listed here.
 */
const WITHOUT_WALLET = [
  /^\/$/,
  /^\/products\/?$/,
  /^\/product\/[^/]*\/?$/,
  /^\/cart\/?$/,
  /^\/orders(\/[^/]*)?\/?$/,
  /^\/saved-orders(\/[^/]*)?\/?$/,
  /^\/transactions\/?$/,
];

export function showsWallet(pathname: string): boolean {
  return !WITHOUT_WALLET.some((path) => path.test(pathname));
}
