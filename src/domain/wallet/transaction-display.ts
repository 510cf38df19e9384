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

export const TRANSACTION_FILTERS = ['all', 'CREDIT_ADDED', 'CREDIT_USED', 'PAYMENT', 'REFUND'] as const;
export const TRANSACTIONS_PAGE_SIZE = 20;
