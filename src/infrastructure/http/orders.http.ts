import { z } from 'zod/mini';
import type { NewOrder, OrderQuery, OrdersPort, PlacedOrder } from '../../application/ports/orders.port';
import { BackendError } from '../../application/shared/backend-error';
import type { Order } from '../../domain/orders/order';
import type { HttpClient } from './http-client';
import { paymentAnswerSchema, paymentStartOf } from './backend-answer';
import { myOrdersSchema, orderAnswerSchema, STORE_COLLECTION } from './order.schema';
import { numericId, wireId, wireText } from './wire';

/**
 * The backend knows a store collection only by `shippingAddress.city ===
 * 'Store Collection'` (it then charges no shipping), and its DTO wants every
 * address field but the country filled in: a collection is sent as this
 * address, with the buyer's phone and zip from the profile.
 */
export { STORE_COLLECTION };
/** The zip a collection address carries when the profile has none (the field may not be empty). */
const COLLECTION_ZIP_UNKNOWN = '00000';
/** The phone a collection address carries when the profile has none. */
const COLLECTION_PHONE_UNKNOWN = 'not given';

const buyerContactSchema = z.object({ phone: wireText, zip: wireText });
type BuyerContact = z.output<typeof buyerContactSchema>;

function collectionAddress(buyer: BuyerContact) {
  return {
    street: STORE_COLLECTION,
    city: STORE_COLLECTION,
    state: STORE_COLLECTION,
    zipCode: buyer.zip.trim() || COLLECTION_ZIP_UNKNOWN,
    phone: buyer.phone.trim() || COLLECTION_PHONE_UNKNOWN,
  };
}

type WireAddress = ReturnType<typeof collectionAddress>;

/**
 * POST /orders as CreateOrderDto reads it (its whitelist drops anything else,
 * so no totals: the server prices the order itself): numeric ids, the coupon
 * only when there is one.
 */
function orderBody(order: NewOrder, items: ReturnType<typeof wireItems>, shippingAddress: WireAddress) {
  return {
    items,
    shippingAddress,
    notes: order.notes,
    paymentOrder: order.paymentOrder,
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    gateway: order.gateway,
  };
}

function wireItems(order: NewOrder) {
  return order.items.map(({ productId, variantId, quantity }) => ({
    productId: numericId(productId),
    variantId: numericId(variantId),
    quantity,
  }));
}

/** One Pay's own key: a backend that honours it places one order however often that request arrives. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A wallet order's answer names the order only in its message: "Successfully processed payment for order #12". */
const ORDER_NUMBER_IN_MESSAGE = /order #(\d+)/i;

export function orderIdInMessage(message: unknown): string | null {
  return typeof message === 'string' ? (ORDER_NUMBER_IN_MESSAGE.exec(message)?.[1] ?? null) : null;
}

/**
 * GET /orders/{id} for an order that does not exist fails inside the service
 * (it reads a field of null) and answers 500 with the TypeError serialised
 * as `{}`; any other 500 stays an HTTP failure.
 */
export function isMissingOrderAnswer(status: number, body: unknown): boolean {
  return status === 500 && body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * GET /orders/{id} answers any signed-in buyer with any order (it names the
 * owner, `user.id`, but does not check it): an order that names another
 * owner than the signed-in buyer is not found, as the port promises.
 */
const orderOwnerSchema = z.object({ user: z.nullish(z.object({ id: wireId })) });
const orderWithOwnerSchema = z.intersection(orderAnswerSchema, orderOwnerSchema);
const buyerIdSchema = z.object({ id: wireId });

/** GET /orders/my-orders ignores `search`: a search runs here over the buyer's latest orders, this many. */
export const ORDER_SEARCH_WINDOW = 100;

/** "ORD-0012", "0012" and "12" all name order 12. */
const ORDER_NUMBER = /^(?:ORD-?)?0*(\d+)$/i;

export function matchesOrderSearch(order: Order, search: string): boolean {
  const needle = search.trim().toLowerCase();
  // Stryker disable next-line ConditionalExpression: without it a blank search still matches: every purchase order includes ''
  if (!needle) return true;
  const number = ORDER_NUMBER.exec(needle)?.[1];
  // Stryker disable next-line ConditionalExpression: an order's id is a string, never equal to an undefined number
  const isItsNumber = number !== undefined && order.id === number;
  return isItsNumber || order.paymentOrder.toLowerCase().includes(needle);
}

export class HttpOrders implements OrdersPort {
  constructor(private readonly http: HttpClient) {}

  /**
   * The attempt key goes as `Idempotency-Key`. This backend ignores it today;
   * its CORS (Nest's `cors: true`) lets a browser send it, since it allows
   * whatever headers the preflight asks for.
   */
  async placeOrder(order: NewOrder, attemptKey: string): Promise<PlacedOrder> {
    // Ids are checked before any call.
    const items = wireItems(order);
    const address = order.shippingAddress;
    const shippingAddress = address
      ? { street: address.street, city: address.city, state: address.state, zipCode: address.zipCode, phone: address.phone }
      : collectionAddress(await this.http.get('/user', buyerContactSchema));
    const answer = await this.http.postJson('/orders', orderBody(order, items, shippingAddress), paymentAnswerSchema, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey },
    });
    const start = paymentStartOf(answer, 'The order was not placed');
    return { paymentUrl: start.paymentUrl, orderId: orderIdInMessage(answer.message) };
  }

  async myOrders({ skip, take, search }: OrderQuery): Promise<Order[]> {
    if (!search?.trim()) return this.http.get('/orders/my-orders', myOrdersSchema, { skip, take });
    const latest = await this.http.get('/orders/my-orders', myOrdersSchema, { skip: 0, take: ORDER_SEARCH_WINDOW });
    return latest.filter((order) => matchesOrderSearch(order, search)).slice(skip, skip + take);
  }

  async order(id: string): Promise<Order> {
    const path = `/orders/${numericId(id)}`;
    const { user, ...order } = await this.http.get(path, orderWithOwnerSchema, undefined, { notFoundWhen: isMissingOrderAnswer });
    if (user) {
      const buyer = await this.http.get('/user', buyerIdSchema);
      if (buyer.id !== user.id) throw new BackendError('not-found', `Order ${id} is not the buyer's`);
    }
    return order;
  }
}
