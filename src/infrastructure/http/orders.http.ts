import type { NewOrder, OrderQuery, OrdersPort, PaymentStart, PlacedOrder } from '../../application/ports/orders.port';
import type { Order } from '../../domain/orders/order';
import { toDecimalString } from '../../domain/shared/money';
import type { HttpClient } from './http-client';
import { paymentAnswerSchema, paymentStartOf } from './backend-answer';
import { myOrdersSchema, orderAnswerSchema } from './order.schema';

/** Spec §7 POST /orders: exactly these fields, money as 2-decimal strings. */
function orderBody(order: NewOrder) {
  const address = order.shippingAddress;
  return {
    items: order.items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    shippingAddress: address && {
      street: address.street,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      phone: address.phone,
    },
    notes: order.notes,
    paymentOrder: order.paymentOrder,
    gateway: order.gateway,
    subtotal: toDecimalString(order.subtotal),
    discountAmount: toDecimalString(order.discountAmount),
    couponCode: order.couponCode,
    shippingCost: toDecimalString(order.shippingCost),
    total: toDecimalString(order.total),
  };
}

export class HttpOrders implements OrdersPort {
  constructor(private readonly http: HttpClient) {}

  async placeOrder(order: NewOrder): Promise<PlacedOrder> {
    const answer = await this.http.postJson('/orders', orderBody(order), paymentAnswerSchema);
    return { ...paymentStartOf(answer, 'The order was not placed'), orderId: null };
  }

  /** The search goes only when there is one: an empty `search=` could read as "match nothing". */
  myOrders({ skip, take, search }: OrderQuery): Promise<Order[]> {
    return this.http.get('/orders/my-orders', myOrdersSchema, { skip, take, search });
  }

  /** The id comes from the address bar, so it is encoded: it must not reshape the path. */
  order(id: string): Promise<Order> {
    return this.http.get(`/orders/${encodeURIComponent(id)}`, orderAnswerSchema);
  }
}
