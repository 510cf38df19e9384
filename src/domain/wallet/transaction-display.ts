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
