import { transactionAppearance } from '../../domain/wallet/transaction-display';
import type { Transaction, TransactionFilter } from '../../domain/wallet/transaction';
import { formatMoney } from '../../domain/shared/money';

const TYPE_WORDS: Readonly<Record<string, string>> = {
  CREDIT_ADDED: 'Credit added',
  CREDIT_USED: 'Credit used',
  PAYMENT: 'Payment',
  REFUND: 'Refund',
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  CREDIT_REPAYMENT: 'Credit repayment',
  ORDER_PURCHASE: 'Order purchase',
};

/** A transaction type in words; one the shop does not know is shown as it comes. */
export function transactionTypeText(type: string): string {
  return TYPE_WORDS[type.toUpperCase()] ?? type;
}

export function filterText(filter: TransactionFilter): string {
  return filter === 'all' ? 'All types' : transactionTypeText(filter);
}

/**
 * Spec §9: '+$500.00' for credit added and deposits, '-$480.00' for
 * withdrawals and repayments, whatever sign the server gave the amount;
 * any other type is shown with the amount's own sign.
 */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amount'>): string {
  const { sign } = transactionAppearance(transaction.type);
  const formatted = formatMoney(transaction.amount);
  return sign ? `${sign}${formatted.replace(/^-/, '')}` : formatted;
}
