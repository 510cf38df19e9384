export type Tone = 'success' | 'info' | 'warning' | 'error' | 'secondary' | 'default';

export const ORDER_STATUSES = [
  'PENDING',
  'PAYMENT_PENDING',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** ORD-0001; longer numbers are shown whole. */
export function formatOrderNumber(id: string | number): string {
  return `ORD-${String(id).padStart(4, '0')}`;
}

/** Delivered green; shipped, processing, confirmed blue; pending yellow; cancelled, refunded red. */
export function orderStatusTone(status: string): Tone {
  switch (status.toUpperCase()) {
    case 'DELIVERED':
      return 'success';
    case 'SHIPPED':
    case 'PROCESSING':
    case 'CONFIRMED':
      return 'info';
    case 'PENDING':
    case 'PAYMENT_PENDING':
      return 'warning';
    case 'CANCELLED':
    case 'REFUNDED':
      return 'error';
    default:
      return 'default';
  }
}

/** Pending yellow, completed green, failed red, refunded purple. */
export function paymentStatusTone(status: string): Tone {
  switch (status.toUpperCase()) {
    case 'PENDING':
      return 'warning';
    case 'COMPLETED':
      return 'success';
    case 'FAILED':
      return 'error';
    case 'REFUNDED':
      return 'secondary';
    default:
      return 'default';
  }
}
