import type { Order } from './order';
import { formatOrderNumber } from './order-display';

/**
 * When Pay got no readable answer (a timeout, an unreadable answer, a 5xx),
 * the order may stand all the same. An order with the same purchase order
 * placed this recently is taken to be it, and the buyer is offered it before
 * Pay goes again.
 */
export const RECENT_ORDER_MINUTES = 10;

/** Newest first, this many of the buyer's orders are looked through: more than anyone places in those minutes. */
export const RECENT_ORDERS_LOOKED_AT = 10;

/**
 * Same purchase order (as sent, trimmed), placed within the last
 * RECENT_ORDER_MINUTES by the buyer's clock. A time ahead of that clock (the
 * server's clock may run ahead) counts as recent.
 */
export function mayBeTheUnansweredOrder(order: Order, purchaseOrder: string, now: number): boolean {
  const placedAt = Date.parse(order.createdAt);
  return order.paymentOrder.trim() === purchaseOrder.trim() && !Number.isNaN(placedAt) && now - placedAt <= RECENT_ORDER_MINUTES * 60_000;
}

/** What the checkout says when it finds the order an unanswered Pay may have placed. */
export function placedBeforeNotice(order: Order): string {
  return `Your order may already have been placed: ${formatOrderNumber(order.id)}, purchase order ${order.paymentOrder}, was placed a few minutes ago. Open it before paying again.`;
}
