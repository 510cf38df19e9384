import { transactionMethodText } from '../payments/recorded-method';
import type { Money } from '../shared/money';
import { BACKEND_TRANSACTION_TYPES } from './transaction-display';

/** Spec §3 Transaction; the amount is signed as the server sends it. Types the shop does not know are kept. */
export interface Transaction {
  readonly id: string;
  readonly createdAt: string;
  readonly type: string;
  readonly description: string;
  readonly amount: Money;
  readonly paymentMethod: string;
}

/** 'all', or a transaction type in capitals. */
export type TransactionFilter = string;

/**
 * The type filter's options: all, the backend's four types, then any other
 * type on the loaded page (so a type the shop does not know can be picked
 * too), and the one selected, which stays offered on a page without it.
 */
export function transactionFilters(page: readonly Transaction[], selected: TransactionFilter = 'all'): TransactionFilter[] {
  const known: readonly string[] = ['all', ...BACKEND_TRANSACTION_TYPES];
  const others = [...page.map((transaction) => transaction.type.toUpperCase()), selected].filter((type) => !known.includes(type));
  return [...known, ...new Set(others)];
}

/** Spec §9: the type filter and the search act on the loaded page only. */
export function filterTransactions(page: readonly Transaction[], filter: TransactionFilter, search: string): Transaction[] {
  const needle = search.trim().toLowerCase();
  return page.filter(
    (transaction) =>
      (filter === 'all' || transaction.type.toUpperCase() === filter) &&
      (!needle ||
        [transaction.description, transaction.type, transaction.paymentMethod, transactionMethodText(transaction.paymentMethod)].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
