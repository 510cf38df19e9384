// The wallet's ledger (the backend's transactions module): what each payment and credit recorded.
import { asNumber } from './money.ts';
import { listOf, NOT_MINE, type Call } from './nest.ts';
import { signedIn } from './tokens.ts';

export interface Transaction {
  id: number;
  userId: string;
  createdAt: string;
  type: 'DEPOSIT' | 'WITHDRAWAL' | 'CREDIT_ADDED' | 'CREDIT_REPAYMENT';
  amount: number; // cents
  description: string;
  paymentMethod: string | null;
  paymentTransactionId: string | null;
}

export const transactions: Transaction[] = [];

export function record(userId: string, type: Transaction['type'], amount: number, description: string, paymentMethod: string | null, paymentTransactionId: string | null): Transaction {
  const transaction: Transaction = { id: transactions.length + 1, userId, createdAt: new Date().toISOString(), type, amount, description, paymentMethod, paymentTransactionId };
  transactions.push(transaction);
  return transaction;
}

export function transactionJson(transaction: Transaction) {
  const { userId: _userId, amount, ...fields } = transaction;
  return { id: fields.id, createdAt: fields.createdAt, updateAt: fields.createdAt, deletedAt: null, type: fields.type, amount: asNumber(amount), description: fields.description, paymentMethod: fields.paymentMethod, paymentTransactionId: fields.paymentTransactionId };
}

export function transactionRoutes({ request, url, is }: Call): unknown {
  if (is('GET', /^\/transactions\/my-transactions$/)) {
    const { uid } = signedIn(request);
    const own = transactions.filter((transaction) => transaction.userId === uid).reverse();
    return listOf(own, url, 10).map(transactionJson);
  }
  return NOT_MINE;
}
