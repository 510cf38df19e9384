import type { Transaction } from '../../domain/wallet/transaction';

/** GET /transactions/my-transactions (take 20, skip). Throws BackendError. */
export interface TransactionsPort {
  myTransactions(query: { readonly skip: number; readonly take: number }): Promise<Transaction[]>;
}
