import { mediumDate, mediumDateTime } from '../shared/readable-dates';

/** Spec §4 statuses written out; one the shop does not know is shown as it comes. */
const ORDER_STATUS_WORDS: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  PAYMENT_PENDING: 'Payment pending',
  CONFIRMED: 'Confirmed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

const PAYMENT_STATUS_WORDS: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
};

export function orderStatusText(status: string): string {
  return ORDER_STATUS_WORDS[status.toUpperCase()] ?? status;
}

export function paymentStatusText(status: string): string {
  return PAYMENT_STATUS_WORDS[status.toUpperCase()] ?? status;
}

function readable(format: (date: Date) => string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date);
}

/** "Oct 1, 2026" in the buyer's own time zone; a date the browser cannot read is shown as it came. */
export function readableDate(iso: string): string {
  return readable(mediumDate, iso);
}

/** "Oct 1, 2026, 10:00 AM". */
export function readableDateTime(iso: string): string {
  return readable(mediumDateTime, iso);
}

/** "1 item", "3 items": the order's lines. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
