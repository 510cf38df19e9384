import { z } from 'zod/mini';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { DEMO_ORDERS_KEY, DEMO_PAYMENTS_KEY, DEMO_TRANSACTIONS_KEY } from './demo-sales-keys';
import { DemoTable } from './demo-table';

/** Amounts are kept as the backend sends them: exact 2-decimal strings. */
const amountText = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
/** A unit price to the mill: 2 decimals, or 3 when the third is not zero ("56.905"). */
const unitPriceText = z.string().check(z.regex(/^\d+\.\d{2}[1-9]?$/));
const cardGateway = z.enum(['STRIPE', 'PAYPAL']);

const storedOrderSchema = z.object({
  id: z.int().check(z.positive()),
  userId: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  gateway: z.enum(['WALLET', 'STRIPE', 'PAYPAL']),
  items: z.array(
    z.object({
      id: z.string(),
      quantity: z.int().check(z.positive()),
      price: unitPriceText,
      total: amountText,
      product: z.object({ id: z.string(), name: z.string(), images: z.array(z.string()) }),
      // Orders kept before the SKU was recorded have none.
      variant: z.object({ id: z.string(), name: z.string(), sku: z.optional(z.nullable(z.string())) }),
    }),
  ),
  subtotal: amountText,
  discountAmount: amountText,
  shippingCost: amountText,
  total: amountText,
  appliedCoupon: z.nullable(z.object({ code: z.string(), name: z.string(), description: z.string() })),
  notes: z.string(),
  paymentOrder: z.string(),
  trackingNumber: z.nullable(z.string()),
  shippingAddress: z.nullable(
    z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), phone: z.string() }),
  ),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

const storedTransactionSchema = z.object({
  id: z.int().check(z.positive()),
  userId: z.string(),
  createdAt: z.string(),
  type: z.string(),
  description: z.string(),
  amount: amountText,
  paymentMethod: z.string(),
});
export type StoredTransaction = z.infer<typeof storedTransactionSchema>;

/** A card or PayPal payment waiting on the demo payment page, then verified or cancelled. */
const storedPaymentSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  gateway: cardGateway,
  amount: amountText,
  purpose: z.enum(['ORDER_PURCHASE', 'CREDIT_REPAYMENT']),
  orderId: z.nullable(z.int()),
  description: z.string(),
  status: z.enum(['PENDING', 'COMPLETED', 'CANCELLED']),
  createdAt: z.string(),
});
export type StoredPayment = z.infer<typeof storedPaymentSchema>;

export type NewTransaction = Omit<StoredTransaction, 'id' | 'createdAt'>;

/** What the orders and transactions tables hold before anything is written: the accounts' history. */
export interface LedgerSeed {
  readonly orders: () => StoredOrder[];
  readonly transactions: () => StoredTransaction[];
}

/**
 * The demo backend's orders, wallet transactions and pending payments, each
 * under a key of its own. Orders and transactions start as the seed, so what
 * is placed later is numbered after it, and Reset (removing the keys) brings
 * the seed back.
 */
export class DemoLedger {
  readonly orders: DemoTable<StoredOrder>;
  readonly transactions: DemoTable<StoredTransaction>;
  readonly payments: DemoTable<StoredPayment>;

  constructor(
    storage: Storage,
    private readonly now: () => number,
    seed: LedgerSeed,
  ) {
    this.orders = new DemoTable(storage, DEMO_ORDERS_KEY, storedOrderSchema, seed.orders);
    this.transactions = new DemoTable(storage, DEMO_TRANSACTIONS_KEY, storedTransactionSchema, seed.transactions);
    this.payments = new DemoTable(storage, DEMO_PAYMENTS_KEY, storedPaymentSchema);
  }

  timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  nextOrderId(): number {
    return nextId(this.orders.all());
  }

  record(transaction: NewTransaction): void {
    this.transactions.add({ ...transaction, id: nextId(this.transactions.all()), createdAt: this.timestamp() });
  }

  order(id: number): StoredOrder | null {
    return this.orders.find((order) => order.id === id);
  }
}

function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
}

/** What an order's transactions say, as the orders list numbers it. */
export function orderDescription(orderId: number): string {
  return `Order ${formatOrderNumber(orderId)}`;
}
