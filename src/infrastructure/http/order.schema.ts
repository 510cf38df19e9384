import { z } from 'zod/mini';
import type { Order, OrderItem } from '../../domain/orders/order';
import { recordedMethodOfGateway, type RecordedPaymentMethod } from '../../domain/payments/recorded-method';
import { wireId, wireOptionalMoney, wirePrice, wireStringList, wireText, wireUnitPrice } from './wire';

/** Statuses as the server names them, upper-cased; one the shop does not know is kept, not refused. */
const wireStatus = z.pipe(z.string(), z.transform((status: string) => status.trim().toUpperCase()));

const rawOrderItemSchema = z.object({
  id: wireId,
  /** Units: cases and pairs already multiplied out. */
  quantity: z.int().check(z.positive()),
  // The unit price the server charged, to the mill ("56.905"); the line total is to the cent.
  price: wireUnitPrice,
  total: wirePrice,
  product: z.object({ id: wireId, name: z.string(), images: wireStringList }),
  // An order outlives its catalogue: a variant since deleted may come back without an id, or not at all.
  variant: z.nullish(z.object({ id: z.nullish(wireId), name: wireText, sku: z.nullish(z.string()) })),
});

const orderItemSchema = z.pipe(
  rawOrderItemSchema,
  z.transform(
    (raw: z.output<typeof rawOrderItemSchema>): OrderItem => ({
      ...raw,
      // Absent, not null, when none came: an order line without a SKU reads as before.
      variant: { id: raw.variant?.id ?? null, name: raw.variant?.name ?? '', sku: raw.variant?.sku?.trim() || undefined },
    }),
  ),
);

const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: wireText,
  phone: wireText,
});

const rawOrderSchema = z.object({
  id: wireId,
  createdAt: z.string(),
  status: wireStatus,
  paymentStatus: wireStatus,
  items: z.array(orderItemSchema),
  subtotal: wirePrice,
  discountAmount: wireOptionalMoney,
  shippingCost: wireOptionalMoney,
  total: wirePrice,
  appliedCoupon: z.nullish(z.object({ code: z.string(), name: wireText, description: wireText })),
  notes: wireText,
  paymentOrder: wireText,
  trackingNumber: z.nullish(z.string()),
  shippingAddress: z.nullish(addressSchema),
  // How it was paid. The hosted backend records no gateway, only the payment's reference: "wallet" for account
  // credit, a Stripe session or intent (cs_, pi_) or a card's details, a PayPal id (PAYID-), an Authorize.Net
  // transaction number (digits). The demo backend keeps the gateway itself.
  gateway: z.nullish(z.string()),
  paymentIntentId: z.nullish(z.string()),
  checkoutSessionId: z.nullish(z.string()),
  cardDetail: z.nullish(z.unknown()),
});

/** The city of the address an order to collect at the store carries: the backend knows a collection by it alone. */
export const STORE_COLLECTION = 'Store Collection';

function paymentMethodOf(raw: Pick<z.output<typeof rawOrderSchema>, 'gateway' | 'paymentIntentId' | 'checkoutSessionId' | 'cardDetail'>): RecordedPaymentMethod | null {
  if (raw.gateway) return recordedMethodOfGateway(raw.gateway);
  // Stryker disable next-line StringLiteral: no reference: any text that is none of the references below reads alike
  const reference = raw.paymentIntentId?.trim() ?? '';
  if (reference.toLowerCase() === 'wallet') return 'ACCOUNT_CREDIT';
  if (/^PAYID-/i.test(reference)) return 'PAYPAL';
  if (/^(cs|pi)_/.test(reference) || /^\d+$/.test(reference) || raw.cardDetail || raw.checkoutSessionId) return 'CARD';
  return null;
}

/**
 * Spec §3 Order; a blank tracking number is none yet. A store collection (no address: the order page says it is
 * collected) is a missing address, or the backend's own collection address, which it answers as it was sent.
 */
export const orderSchema = z.pipe(
  rawOrderSchema,
  z.transform(
    ({ gateway, paymentIntentId, checkoutSessionId, cardDetail, ...raw }: z.output<typeof rawOrderSchema>): Order => ({
      ...raw,
      appliedCoupon: raw.appliedCoupon ?? null,
      trackingNumber: raw.trackingNumber?.trim() || null,
      shippingAddress: raw.shippingAddress && raw.shippingAddress.city !== STORE_COLLECTION ? raw.shippingAddress : null,
      paymentMethod: paymentMethodOf({ gateway, paymentIntentId, checkoutSessionId, cardDetail }) ?? undefined,
    }),
  ),
);

const orderListSchema = z.array(orderSchema);

/** GET /orders/my-orders answers a list, or an object holding one. */
export const myOrdersSchema = z.union([
  orderListSchema,
  z.pipe(z.object({ orders: orderListSchema }), z.transform((answer) => answer.orders)),
  z.pipe(z.object({ data: orderListSchema }), z.transform((answer) => answer.data)),
]);

/** GET /orders/{id} answers the order, bare or as `{order}`. */
export const orderAnswerSchema = z.union([
  z.pipe(z.object({ order: orderSchema }), z.transform((answer) => answer.order)),
  orderSchema,
]);
