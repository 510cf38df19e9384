import type { Role } from '../../domain/accounts/role';
import { hasNextPage, pageNumber } from '../../domain/catalog/catalog';
import { ORDERS_PAGE_SIZE, RECENT_ORDERS_COUNT, type Order } from '../../domain/orders/order';
import { TRANSACTIONS_PAGE_SIZE } from '../../domain/wallet/transaction-display';
import type { Transaction } from '../../domain/wallet/transaction';
import type { CatalogUseCases } from '../catalog/catalog.use-cases';
import type { OrdersPort } from '../ports/orders.port';
import type { TransactionsPort } from '../ports/transactions.port';
import { buyAgain, type BuyAgain } from './buy-again';

export interface Page<T> {
  readonly rows: T[];
  /** 1-based. */
  readonly page: number;
  /** Spec §9: a next page exists when a full page came back. */
  readonly hasNext: boolean;
}

export interface OrdersUseCases {
  ordersPage(request: { page: unknown; search?: string }): Promise<Page<Order>>;
  /** The profile's Recent Orders: the 5 latest. */
  recentOrders(): Promise<Order[]>;
  order(id: string): Promise<Order>;
  transactionsPage(request: { page: unknown }): Promise<Page<Transaction>>;
  buyAgain(order: Order, role: Role): Promise<BuyAgain>;
}

export function ordersUseCases(
  orders: OrdersPort,
  transactions: TransactionsPort,
  catalog: Pick<CatalogUseCases, 'product'>,
): OrdersUseCases {
  return {
    async ordersPage({ page: requested, search }) {
      const page = pageNumber(requested);
      const rows = await orders.myOrders({ skip: (page - 1) * ORDERS_PAGE_SIZE, take: ORDERS_PAGE_SIZE, search: search?.trim() || undefined });
      return { rows, page, hasNext: hasNextPage(rows.length, ORDERS_PAGE_SIZE) };
    },
    recentOrders: () => orders.myOrders({ skip: 0, take: RECENT_ORDERS_COUNT }),
    order: (id) => orders.order(id),
    async transactionsPage({ page: requested }) {
      const page = pageNumber(requested);
      const rows = await transactions.myTransactions({ skip: (page - 1) * TRANSACTIONS_PAGE_SIZE, take: TRANSACTIONS_PAGE_SIZE });
      return { rows, page, hasNext: hasNextPage(rows.length, TRANSACTIONS_PAGE_SIZE) };
    },
    buyAgain: (order, role) => buyAgain(order, role, catalog),
  };
}
