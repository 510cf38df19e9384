/** Spec §2 and §8: what the orders and transactions screens say. */
export const ordersMessages = {
  loadFailed: 'Failed to load orders',
  recentFailed: 'Failed to load recent orders',
  detailFailed: 'Failed to load order details',
  notFound: 'Order not found',
  noOrders: 'No orders found',
  transactionsFailed: 'Failed to load transactions',
  boughtAgain: (count: number) => `Added ${count} ${count === 1 ? 'line' : 'lines'} from this order to your cart`,
  notSoldAnyMore: (names: readonly string[]) => `No longer available, not added: ${names.join(', ')}`,
} as const;
