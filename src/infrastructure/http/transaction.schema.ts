import { z } from 'zod/mini';
import { ZERO, parseMoney } from '../../domain/shared/money';
import type { Transaction } from '../../domain/wallet/transaction';
import { wireId, wireText } from './wire';

/** Signed as the server sends it (a purchase negative, a refund positive), so not wirePrice; and never absent. */
const wireAmount = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, payload) => {
    try {
      return parseMoney(value);
    } catch {
      payload.issues.push({ code: 'custom', message: `Not an amount: ${String(value)}`, input: value });
      return ZERO;
    }
  }),
);

const rawTransactionSchema = z.object({
  id: wireId,
  createdAt: z.string(),
  // Upper-cased for the type filter; a type the shop does not know is kept, not refused.
  type: z.pipe(z.string(), z.transform((type: string) => type.trim().toUpperCase())),
  description: wireText,
  amount: wireAmount,
  paymentMethod: wireText,
});

export const transactionSchema = z.pipe(rawTransactionSchema, z.transform((raw): Transaction => raw));

const transactionListSchema = z.array(transactionSchema);

/** GET /transactions/my-transactions answers a list, or an object holding one. */
export const myTransactionsSchema = z.union([
  transactionListSchema,
  z.pipe(z.object({ transactions: transactionListSchema }), z.transform((answer) => answer.transactions)),
  z.pipe(z.object({ data: transactionListSchema }), z.transform((answer) => answer.data)),
]);
