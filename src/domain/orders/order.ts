import type { RecordedPaymentMethod } from '../payments/recorded-method';
import type { Money } from '../shared/money';

/** Spec §3 Order item: quantity in units, the unit price paid and the line's total. */
export interface OrderItem {
  readonly id: string;
  readonly quantity: number;
  /** Per unit, to the mill, as the server recorded it ("56.905"). */
  readonly price: Money;
  /** In cents: the unit price x the units, half-up to the cent. */
  readonly total: Money;
  readonly product: { readonly id: string; readonly name: string; readonly images: readonly string[] };
  /** The SKU is null when the backend no longer has the variant. */
  readonly variant: { readonly id: string | null; readonly name: string; readonly sku?: string | null };
}

export interface OrderAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly country: string;
  readonly phone: string;
}

/** Spec §3 Order. Statuses are kept as the server sends them: one the shop does not know is shown as it comes. */
export interface Order {
  readonly id: string;
  readonly createdAt: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly items: readonly OrderItem[];
  readonly subtotal: Money;
  readonly discountAmount: Money;
  readonly shippingCost: Money;
  readonly total: Money;
  readonly appliedCoupon: { readonly code: string; readonly name: string; readonly description: string } | null;
  readonly notes: string;
  /** The purchase order number. */
  readonly paymentOrder: string;
  readonly trackingNumber: string | null;
  /** Null for an order collected from the local store. */
  readonly shippingAddress: OrderAddress | null;
  /** How it was paid, or null when the backend has not recorded it (an order waiting for its payment). */
  readonly paymentMethod?: RecordedPaymentMethod | null;
}

/** Spec §9 page sizes. */
export const ORDERS_PAGE_SIZE = 10;
export const RECENT_ORDERS_COUNT = 5;
/** The profile's Recent Orders panel shows the first two items of each order, then '+N more items'. */
export const RECENT_ORDER_ITEMS_SHOWN = 2;

export function moreItemsLabel(order: Pick<Order, 'items'>): string | null {
  const more = order.items.length - RECENT_ORDER_ITEMS_SHOWN;
  // Spec §2 words it '+N more items', whatever N is.
  return more > 0 ? `+${more} more items` : null;
}
