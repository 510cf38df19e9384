import type { TransactionsPort } from '../../application/ports/transactions.port';
import type { Transaction } from '../../domain/wallet/transaction';
import { transactionSchema } from '../http/transaction.schema';
import type { DemoBuyers } from './demo-buyers';
import type { DemoLedger } from './demo-ledger';

/** GET /transactions/my-transactions: the buyer's own, newest (last recorded) first, read as HTTP reads them. */
export class DemoTransactions implements TransactionsPort {
  constructor(
    private readonly buyers: DemoBuyers,
    private readonly ledger: DemoLedger,
  ) {}

  async myTransactions({ skip, take }: { readonly skip: number; readonly take: number }): Promise<Transaction[]> {
    const buyer = this.buyers.signedIn();
    return this.ledger.transactions
      .all()
      .filter((transaction) => transaction.userId === buyer.uid)
      .sort((a, b) => b.id - a.id)
      .slice(skip, skip + take)
      .map((transaction) => transactionSchema.parse(transaction));
  }
}
