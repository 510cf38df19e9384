import type { ShippingAddress } from '../../domain/checkout/shipping-address';
import type { Gateway } from '../../domain/payments/payment-method';
import type { Order } from '../../domain/orders/order';
import type { Money } from '../../domain/shared/money';

/** Spec §7 POST /orders; adapters send the money as 2-decimal strings. */
export interface NewOrder {
  /** Quantity in units (cases and pairs already multiplied out). */
  readonly items: ReadonlyArray<{ readonly productId: string; readonly variantId: string; readonly quantity: number }>;
  /** Null when the buyer collects from the local store. */
  readonly shippingAddress: ShippingAddress | null;
  readonly notes: string;
  /** The purchase order number. */
  readonly paymentOrder: string;
  readonly gateway: Gateway;
  readonly subtotal: Money;
  readonly discountAmount: Money;
  readonly couponCode: string | null;
  readonly shippingCost: Money;
  readonly total: Money;
}

/** What the backend answers: a payment page for STRIPE and PAYPAL, nothing more for WALLET. */
export interface PaymentStart {
  /** As the backend sent it; the application checks it before anything opens it. */
  readonly paymentUrl: unknown;
}

/** What placing an order answers: the payment page (STRIPE, PAYPAL) as PaymentStart has it, and the order's id when the answer tells it. */
export interface PlacedOrder {
  readonly paymentUrl: unknown;
  readonly orderId: string | null;
}

export interface OrderQuery {
  readonly skip: number;
  readonly take: number;
  /** Optional; the backend matches it as it sees fit (order number, purchase order, product). */
  readonly search?: string;
}

/** Places and reads the buyer's orders. Throws BackendError (with the server's message when it gave one). */
export interface OrdersPort {
  /**
   * POST /orders. `attemptKey` is one Pay's own key (`Idempotency-Key`): a
   * backend that honours it places one order for any number of requests
   * carrying it; one that ignores it is not harmed.
   */
  placeOrder(order: NewOrder, attemptKey: string): Promise<PlacedOrder>;
  /** GET /orders/my-orders: newest first, one page. */
  myOrders(query: OrderQuery): Promise<Order[]>;
  /** GET /orders/{id}; kind 'not-found' for an order that is not the buyer's or does not exist. */
  order(id: string): Promise<Order>;
}
