import type { Money } from '../shared/money';
import type { TRANSACTION_FILTERS } from './transaction-display';

/** Spec §3 Transaction; the amount is signed as the server sends it. Types the shop does not know are kept. */
export interface Transaction {
  readonly id: string;
  readonly createdAt: string;
  readonly type: string;
  readonly description: string;
  readonly amount: Money;
  readonly paymentMethod: string;
}

export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** Spec §9: the type filter and the search act on the loaded page only. */
export function filterTransactions(page: readonly Transaction[], filter: TransactionFilter, search: string): Transaction[] {
  const needle = search.trim().toLowerCase();
  return page.filter(
    (transaction) =>
      (filter === 'all' || transaction.type.toUpperCase() === filter) &&
      (!needle ||
        [transaction.description, transaction.type, transaction.paymentMethod].some((text) => text.toLowerCase().includes(needle))),
  );
}
