import type { Tone } from '../orders/order-display';

export interface TransactionAppearance {
  readonly sign: '+' | '-' | '';
  readonly tone: Tone;
}

/** Deposits and credit added read green with +; withdrawals and repayments blue with -. */
export function transactionAppearance(type: string): TransactionAppearance {
  switch (type.toUpperCase()) {
    case 'DEPOSIT':
    case 'CREDIT_ADDED':
      return { sign: '+', tone: 'success' };
    case 'WITHDRAWAL':
    case 'CREDIT_REPAYMENT':
      return { sign: '-', tone: 'info' };
    default:
      return { sign: '', tone: 'default' };
  }
}

/** The types the hosted backend records (spec §9's CREDIT_USED, PAYMENT and REFUND it never sends). */
export const BACKEND_TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'CREDIT_ADDED', 'CREDIT_REPAYMENT'] as const;
export const TRANSACTIONS_PAGE_SIZE = 20;

/** A description split around the order it names, so that order can be a link to its detail. */
export interface OrderReference {
  readonly before: string;
  readonly text: string;
  readonly orderId: string;
  readonly after: string;
}

// "Order #1" (the hosted backend's words) or "ORD-0012" (the shop's order number), with "order" before it when there.
const ORDER_IN_DESCRIPTION = /\b(?:order\s+)?(?:#|ORD-)(\d+)\b/i;

export function orderReferenceIn(description: string): OrderReference | null {
  const match = ORDER_IN_DESCRIPTION.exec(description);
  if (!match?.[1]) return null;
  return {
    before: description.slice(0, match.index),
    text: match[0],
    orderId: String(Number(match[1])),
    after: description.slice(match.index + match[0].length),
  };
}
