// Orders (the backend's orders module): priced here, line by line, as the orders service does.
import type { IncomingMessage } from 'node:http';
import { productJson, seedProducts, variantJson } from './catalogue.ts';
import { countUse, couponJson, validateCoupon, type CouponRow } from './coupons.ts';
import { decimal, divideHalfUp, scaled } from './money.ts';
import { check, created, HANG, HttpError, isNumber, isString, jsonBody, listOf, nestedMessage, notEmpty, NOT_MINE, oneOf, ServerFault, type Call, type Rule } from './nest.ts';
import { GATEWAYS, providersAnswer, startPayment } from './payments.ts';
import type { SeedProduct, SeedVariant } from './seed.ts';
import { signedIn } from './tokens.ts';
import { record } from './transactions.ts';
import { rawUser, userRow, users } from './users.ts';

interface OrderItem {
  id: number;
  quantity: number;
  priceMills: number;
  totalCents: number;
  product: SeedProduct;
  variant: SeedVariant | null;
}

interface Order {
  id: number;
  userId: string;
  createdAt: string;
  updateAt: string;
  status: 'PAYMENT_PENDING' | 'CONFIRMED';
  paymentStatus: 'PENDING' | 'COMPLETED';
  subtotal: number;
  shippingCost: number;
  discountAmount: number;
  couponCode: string | null;
  total: number;
  shippingAddress: Record<string, unknown>;
  paymentIntentId: string | null;
  notes: string | null;
  paymentOrder: string | null;
  items: OrderItem[];
  coupon: CouponRow | null;
}

export const orders: Order[] = [];
export let lastOrder: unknown = null;
let nextOrderItemId = 1;
/** Cents the next wallet order's subtotal and total are recorded off by (POST /__record-orders-at), then 0. */
let nextWalletOrderOffset = 0;

/** The next wallet order is recorded, and charged, `cents` off what this stand-in prices: a backend that priced it otherwise. */
export function recordNextWalletOrderOff(cents: number): number {
  nextWalletOrderOffset = cents;
  return nextWalletOrderOffset;
}

interface OrderRequest {
  items: { productId: number; variantId: number; quantity: number }[];
  shippingAddress: Record<string, unknown>;
  notes?: string;
  paymentOrder?: string;
  couponCode?: string;
  gateway: (typeof GATEWAYS)[number];
}

function orderRequest(body: Record<string, unknown>): OrderRequest {
  const messages: string[] = [];
  const { items, shippingAddress, notes, paymentOrder, couponCode, cardInfo, gateway } = body;
  messages.push(...check(items, 'items', [(value, path) => (Array.isArray(value) ? null : `${path} must be an array`)]), ...nestedMessage(items, 'items'));
  if (Array.isArray(items)) {
    items.forEach((item: Record<string, unknown> | null, index) => {
      const path = `items.${index}`;
      if (!item || typeof item !== 'object') return messages.push(`nested property ${path} must be either object or array`);
      for (const field of ['productId', 'variantId', 'quantity']) messages.push(...check(item[field], `${path}.${field}`, [isNumber]));
    });
  }
  const isObject: Rule = (value, path) => (value && typeof value === 'object' && !Array.isArray(value) ? null : `${path} must be an object`);
  messages.push(...check(shippingAddress, 'shippingAddress', [isObject]), ...nestedMessage(shippingAddress, 'shippingAddress'));
  if (shippingAddress && typeof shippingAddress === 'object') {
    const address = shippingAddress as Record<string, unknown>;
    for (const field of ['street', 'city', 'state', 'country', 'zipCode', 'phone']) {
      const optional = field === 'country';
      messages.push(...check(address[field], `shippingAddress.${field}`, optional ? [isString] : [isString, notEmpty], optional));
    }
  }
  messages.push(...check(notes, 'notes', [isString], true), ...check(paymentOrder, 'paymentOrder', [isString], true), ...check(couponCode, 'couponCode', [isString], true));
  messages.push(...check(cardInfo, 'cardInfo', [isObject], true));
  messages.push(...check(gateway, 'gateway', [notEmpty, oneOf(GATEWAYS)]));
  if (messages.length > 0) throw new HttpError(400, messages);
  const address = shippingAddress as Record<string, unknown>;
  return {
    items: (items as Record<string, number>[]).map(({ productId, variantId, quantity }) => ({ productId: productId!, variantId: variantId!, quantity: quantity! })),
    // Whitelisted: only the DTO's fields are kept.
    shippingAddress: Object.fromEntries(['street', 'city', 'state', 'country', 'zipCode', 'phone'].filter((field) => address[field] !== undefined).map((field) => [field, address[field]])),
    notes: notes as string | undefined,
    paymentOrder: paymentOrder as string | undefined,
    couponCode: couponCode as string | undefined,
    gateway: gateway as OrderRequest['gateway'],
  };
}

function rolePrice(product: SeedProduct, variant: SeedVariant | null, role: unknown): string {
  if (!variant) return product.basePrice;
  if (role === 'DEALER') return variant.dealerPrice;
  if (role === 'DISTRIBUTOR') return variant.distributorPrice;
  if (role === 'CONTRACTOR') return variant.contractorPrice;
  return variant.price;
}

async function placeOrder(request: IncomingMessage): Promise<unknown> {
  const { uid, email } = signedIn(request);
  const body = await jsonBody(request);
  lastOrder = body;
  const dto = orderRequest(body);
  const user = userRow(uid, email);
  if (!user) throw new HttpError(404, 'User not found');

  const items: OrderItem[] = [];
  for (const item of dto.items) {
    const product = seedProducts.find((candidate) => candidate.id === item.productId);
    if (!product) throw new HttpError(404, `Product with ID ${item.productId} not found`);
    let variant: SeedVariant | null = null;
    if (item.variantId) {
      variant = seedProducts.flatMap((candidate) => candidate.variants).find((candidate) => candidate.id === item.variantId) ?? null;
      if (!variant) throw new HttpError(404, `Product variant with ID ${item.variantId} not found`);
    }
    if (!(item.quantity > 0)) throw new HttpError(400, 'Invalid item quantity');
    let unitMills = scaled(rolePrice(product, variant, user.role), 3);
    // The case price whenever the units make whole cases, whatever the buyer picked.
    if (product.caseSize > 0 && product.allowCaseOrder && item.quantity % product.caseSize === 0) unitMills = divideHalfUp(unitMills * 95, 100);
    items.push({ id: 0, quantity: item.quantity, priceMills: unitMills, totalCents: divideHalfUp(unitMills * item.quantity, 10), product, variant });
  }
  const offset = dto.gateway === 'WALLET' ? nextWalletOrderOffset : 0;
  if (dto.gateway === 'WALLET') nextWalletOrderOffset = 0;
  const subtotal = items.reduce((sum, item) => sum + item.totalCents, 0) + offset;
  // The backend's shipping rule is switched off: it charges none.
  const shippingCost = 0;
  let discount = 0;
  let coupon: CouponRow | null = null;
  if (dto.couponCode) {
    const result = validateCoupon(dto.couponCode, Number(decimal(subtotal, 2)), user);
    if (!result.isValid) throw new HttpError(400, result.message);
    discount = divideHalfUp(result.exact, 10000);
    coupon = result.coupon;
  }
  const now = new Date().toISOString();
  const order: Order = {
    id: orders.length + 1,
    userId: uid,
    createdAt: now,
    updateAt: now,
    status: 'PAYMENT_PENDING',
    paymentStatus: 'PENDING',
    subtotal,
    shippingCost,
    discountAmount: discount,
    couponCode: coupon ? dto.couponCode! : null,
    total: subtotal + shippingCost - discount,
    shippingAddress: dto.shippingAddress,
    paymentIntentId: null,
    notes: dto.notes ?? null,
    paymentOrder: dto.paymentOrder ?? null,
    items: items.map((item) => ({ ...item, id: nextOrderItemId++ })),
    coupon,
  };
  // Saved before the payment is tried: a refused payment leaves it PAYMENT_PENDING.
  orders.push(order);

  if (dto.gateway === 'WALLET') {
    if (user.wallet.balance < order.total) throw new HttpError(400, 'Insufficient wallet balance');
    user.wallet.balance -= order.total;
    user.wallet.creditDue += order.total;
    user.wallet.updateAt = new Date().toISOString();
    confirm(order, 'wallet');
    const transaction = record(uid, 'WITHDRAWAL', order.total, `Order #${order.id}`, null, null);
    return created({ success: true, message: `Successfully processed payment for order #${order.id}`, transactionId: transaction.id });
  }
  if (dto.gateway === 'AUTHORIZE_NET') {
    // Offline, the card SDK never calls back: the request hangs.
    if (!providersAnswer()) return HANG;
    const transactionId = String(Date.now());
    confirm(order, transactionId);
    return created({ success: true, message: `Successfully processed payment for order #${order.id}`, transactionId });
  }
  return created(startPayment(request, dto.gateway, uid, order.total, order.id));
}

export function confirm(order: Order, paymentIntentId: string) {
  Object.assign(order, { status: 'CONFIRMED', paymentStatus: 'COMPLETED', paymentIntentId, updateAt: new Date().toISOString() });
  if (order.coupon && order.discountAmount > 0) countUse(order.coupon);
}

function orderJson(order: Order, detail: boolean) {
  const money = { subtotal: decimal(order.subtotal, 2), shippingCost: decimal(order.shippingCost, 2), discountAmount: decimal(order.discountAmount, 2), couponCode: order.couponCode, total: decimal(order.total, 2) };
  const stamps = { createdAt: order.createdAt, updateAt: order.createdAt, deletedAt: null };
  const base = {
    id: order.id,
    createdAt: order.createdAt,
    updateAt: order.updateAt,
    deletedAt: null,
    status: order.status,
    paymentStatus: order.paymentStatus,
    ...money,
    shippingAddress: order.shippingAddress,
    paymentIntentId: order.paymentIntentId,
    checkoutSessionId: null,
    cardDetail: null,
    receiptUrl: null,
    trackingNumber: null,
    notes: order.notes,
    paymentOrder: order.paymentOrder,
    adminNotes: null,
  };
  const items = order.items.map((item) => ({
    id: item.id,
    ...stamps,
    quantity: item.quantity,
    price: decimal(item.priceMills, 3),
    total: decimal(item.totalCents, 2),
    product: detail ? productEntity(item.product) : { id: item.product.id, name: item.product.name },
    variant: item.variant && (detail ? variantEntity(item.product, item.variant) : { id: item.variant.id, name: item.variant.name }),
  }));
  if (!detail) return { ...base, items };
  const owner = users.get(order.userId);
  return { ...base, items, appliedCoupon: order.coupon && couponJson(order.coupon, false), user: owner ? rawUser(owner) : null };
}

function productEntity(product: SeedProduct) {
  const { variants: _variants, ...fields } = productJson(product, true, true);
  const { category: _category, ...entity } = fields;
  return entity;
}

function variantEntity(product: SeedProduct, variant: SeedVariant) {
  return variantJson(product, variant, product.variants.indexOf(variant), true, true);
}

function orderDetail(request: IncomingMessage, idText: string) {
  signedIn(request);
  if (!/^\d+$/.test(idText)) throw new HttpError(400, 'Validation failed (numeric string is expected)');
  // Any signed-in account reads any order; a missing one fails before its check: 500 with {}.
  const order = orders.find((candidate) => candidate.id === Number(idText));
  if (!order) throw new ServerFault({});
  return orderJson(order, true);
}

export async function orderRoutes({ request, url, is }: Call): Promise<unknown> {
  let match: RegExpExecArray | null;
  if (is('POST', /^\/orders$/)) return placeOrder(request);
  if (is('GET', /^\/orders\/my-orders$/)) {
    // `search` and `q` are not fields of its query: dropped.
    const { uid } = signedIn(request);
    const own = orders.filter((order) => order.userId === uid).reverse();
    return listOf(own, url, 10).map((order) => orderJson(order, false));
  }
  if ((match = is('GET', /^\/orders\/([^/]+)$/))) return orderDetail(request, decodeURIComponent(match[1]!));
  return NOT_MINE;
}
