import type { TransactionsPort } from '../../application/ports/transactions.port';
import type { HttpClient } from './http-client';
import { myTransactionsSchema } from './transaction.schema';

export class HttpTransactions implements TransactionsPort {
  constructor(private readonly http: HttpClient) {}

  myTransactions({ skip, take }: { readonly skip: number; readonly take: number }) {
    return this.http.get('/transactions/my-transactions', myTransactionsSchema, { take, skip });
  }
}
