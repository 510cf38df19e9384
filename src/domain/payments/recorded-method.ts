/**
 * How money was paid, as the backends record it, in the words of a buyer's accountant (issue 39: raw codes were
 * shown). One wording for an order's payment method (order detail) and a wallet transaction's (transaction history).
 */

/** What a record says paid: account credit, a card, PayPal, a bank transfer, or a back-office adjustment. */
export type RecordedMethod = 'ACCOUNT_CREDIT' | 'CARD' | 'PAYPAL' | 'BANK_TRANSFER' | 'ADJUSTMENT';

/** How an order or a payment was paid: never by an adjustment, which only a transaction records. */
export type RecordedPaymentMethod = Exclude<RecordedMethod, 'ADJUSTMENT'>;

const METHOD_WORDS: Readonly<Record<RecordedMethod, string>> = {
  ACCOUNT_CREDIT: 'Account credit',
  CARD: 'Card',
  PAYPAL: 'PayPal',
  BANK_TRANSFER: 'Bank transfer',
  ADJUSTMENT: 'Adjustment',
};

/** The backends' gateway names, as an order and a transaction record them. */
const GATEWAYS: Readonly<Record<string, RecordedPaymentMethod>> = {
  WALLET: 'ACCOUNT_CREDIT',
  STRIPE: 'CARD',
  AUTHORIZE_NET: 'CARD',
  PAYPAL: 'PAYPAL',
  BANK_TRANSFER: 'BANK_TRANSFER',
};

/** A transaction's method is a gateway or one of these codes, which name no gateway an order is paid through. */
const TRANSACTION_CODES: Readonly<Record<string, RecordedMethod>> = {
  ...GATEWAYS,
  CARD: 'CARD',
  ADMIN: 'ADJUSTMENT',
};

/** Codes compared trimmed and in capitals. An upper-case code never names an object's own property (`toString`, `__proto__`). */
const codeOf = (text: string) => text.trim().toUpperCase();

/** The backend's gateway names (WALLET, STRIPE, AUTHORIZE_NET, PAYPAL, BANK_TRANSFER) as a recorded method; null for another. */
export function recordedMethodOfGateway(gateway: string): RecordedPaymentMethod | null {
  return GATEWAYS[codeOf(gateway)] ?? null;
}

/** An order's payment method: "Account credit", "Card", "PayPal", "Bank transfer"; "Not recorded yet" while the order waits for its payment. */
export function paymentMethodText(method: RecordedPaymentMethod | null): string {
  return method ? METHOD_WORDS[method] : 'Not recorded yet';
}

/** A transaction's payment method code in words ("ADMIN" is "Adjustment"); one the shop does not know is shown as it comes, none as ''. */
export function transactionMethodText(code: string): string {
  const method = TRANSACTION_CODES[codeOf(code)];
  return method ? METHOD_WORDS[method] : code.trim();
}
