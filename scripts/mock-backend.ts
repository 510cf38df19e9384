// A stand-in for the hosted backend, serving the demo seed over HTTP with the
// calls of spec §7, so the HTTP adapters can be driven in a real browser.
// Run: node --import tsx scripts/mock-backend.ts <port>. Prints "ready <port>".
// /user, coupon, order, transaction and wallet calls check the Bearer token against the Firebase Auth emulator (AUTH_EMULATOR_URL).
// Orders are priced from the seed for the buyer's role and kept, with their transactions, in memory per account.
// Card and PayPal payments go to GET /pay, a page linking back to the app's /success or /cancel
// (the app's origin: the `return` query, which orders and repayments fill from the request's Origin, else APP_URL).
// Test hooks: GET /__calls, GET /__last-profile-update, GET /__password-resets, GET /__last-order, GET /__verifications,
// POST /__approve {email}, POST /__profiles {email, profile}, POST /__expire-tokens, POST /__restore-tokens.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod/mini';
import { BackendError } from '../src/application/shared/backend-error';
import { normalizeRole } from '../src/domain/accounts/role';
import type { CartItem } from '../src/domain/cart/cart';
import { imagesOf } from '../src/domain/catalog/catalog';
import { applyCoupon } from '../src/domain/coupons/coupon';
import { formatOrderNumber } from '../src/domain/orders/order-display';
import { add, lessThan, parseMoney, subtract, toDecimalString, ZERO, type Money } from '../src/domain/shared/money';
import { seedCategories, seedProducts } from '../src/infrastructure/demo/catalog.seed';
import { seedCoupons } from '../src/infrastructure/demo/coupons.seed';
import type { StoredOrder, StoredTransaction } from '../src/infrastructure/demo/demo-ledger';
import { PRICE_MISMATCH, cartMatching, waysToOrder } from '../src/infrastructure/demo/demo-order-pricing';
import { storedItem } from '../src/infrastructure/demo/demo-orders';
import { productSchema } from '../src/infrastructure/http/catalog.schema';
import { couponSchema } from '../src/infrastructure/http/coupon.schema';

const port = Number(process.argv[2] ?? 4599);
const authEmulator = process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';

type Profile = Record<string, unknown> & { email: string };
interface FilePart {
  readonly field: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

const calls: string[] = [];
/** By the emulator's uid. */
const profiles = new Map<string, Profile>();
/** Seeded by email for accounts whose first GET /user has not come yet. */
const presets = new Map<string, Profile>();
let lastProfileUpdate: { fields: Record<string, string>; files: FilePart[] } | null = null;
const passwordResets: string[] = [];
let tokensExpired = false;
let lastOrder: unknown = null;
const verifications: { sessionId: string; gateway: string }[] = [];

interface PendingPayment {
  readonly uid: string;
  readonly gateway: string;
  readonly amount: Money;
  readonly purpose: 'ORDER_PURCHASE' | 'CREDIT_REPAYMENT';
  /** The order a purchase pays for. */
  readonly orderId?: number;
  readonly description: string;
  verified: boolean;
}
/** By session id. */
const payments = new Map<string, PendingPayment>();
const coupons = z.array(couponSchema).parse(seedCoupons);
const products = new Map(seedProducts.map((product) => [product.id, productSchema.parse(product)]));
/** Every account's, told apart by userId (the emulator's uid), numbered in the order they came. */
const orders: StoredOrder[] = [];
const transactions: StoredTransaction[] = [];

/** PATCH /user never changes these: approval and credit are the admin's. */
const PROTECTED_FIELDS = new Set(['id', 'email', 'approved', 'isLocalDealer', 'wallet']);

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await bodyOf(request)).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Multipart parsed by the platform's own Fetch implementation. */
async function formOf(request: IncomingMessage): Promise<FormData> {
  const headers = { 'Content-Type': request.headers['content-type'] ?? '' };
  return new Response(Uint8Array.from(await bodyOf(request)), { headers }).formData();
}

/** The emulator's user for the Bearer token, or null for a missing, invalid or (by test hook) expired one. */
async function signedInUser(request: IncomingMessage): Promise<{ uid: string; email: string } | null> {
  const idToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!idToken || tokensExpired) return null;
  const lookup = await fetch(`${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  }).catch(() => null);
  if (!lookup?.ok) return null;
  const user = ((await lookup.json()) as { users?: { localId: string; email?: string }[] }).users?.[0];
  return user ? { uid: user.localId, email: user.email ?? '' } : null;
}

/** The hosted backend creates a pending profile the first time it sees an account. */
function profileFor(uid: string, email: string): Profile {
  let profile = profiles.get(uid);
  if (!profile) {
    const preset = presets.get(email);
    presets.delete(email);
    profile = preset
      ? { id: uid, ...preset, email }
      : { id: uid, email, role: 'DEALER', approved: false, wallet: { balance: '0.00', creditDue: '0.00' } };
    profiles.set(uid, profile);
  }
  return profile;
}

function profileByEmail(email: string): Profile | undefined {
  return [...profiles.values()].find((profile) => profile.email === email) ?? presets.get(email);
}

async function updateProfile(profile: Profile, form: FormData): Promise<Profile> {
  const fields: Record<string, string> = {};
  const files: FilePart[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, size: value.size, type: value.type });
  }
  lastProfileUpdate = { fields, files };
  for (const [field, value] of Object.entries(fields)) {
    if (!PROTECTED_FIELDS.has(field)) profile[field] = field === 'role' ? value.toUpperCase() : value;
  }
  const resaleFile = form.get('resaleFile');
  if (resaleFile instanceof File) {
    profile.taxExemptFormLink = `http://127.0.0.1:${port}/uploads/${encodeURIComponent(resaleFile.name)}`;
  }
  const photo = form.get('photo');
  if (photo instanceof File) {
    profile.photo = `data:${photo.type};base64,${Buffer.from(await photo.arrayBuffer()).toString('base64')}`;
  }
  return profile;
}

function walletOf(profile: Profile): { balance: Money; creditDue: Money } {
  const wallet = (profile.wallet ?? {}) as { balance?: string; creditDue?: string };
  return { balance: parseMoney(wallet.balance ?? '0'), creditDue: parseMoney(wallet.creditDue ?? '0') };
}

function setWallet(profile: Profile, wallet: { balance: Money; creditDue: Money }) {
  profile.wallet = { balance: toDecimalString(wallet.balance), creditDue: toDecimalString(wallet.creditDue) };
}

/** A pending payment and the address of the page where the buyer pays it. */
function startPayment(request: IncomingMessage, payment: Omit<PendingPayment, 'verified'>): string {
  const sessionId = `cs_test_${randomBytes(8).toString('hex')}`;
  payments.set(sessionId, { ...payment, verified: false });
  const query = new URLSearchParams({ session_id: sessionId, gateway: payment.gateway });
  const appOrigin = request.headers.origin ?? process.env.APP_URL;
  if (appOrigin) query.set('return', appOrigin);
  return `http://127.0.0.1:${port}/pay?${query}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The stand-in for the provider's page: Pay returns to /success, Cancel to /cancel. */
function paymentPage(response: ServerResponse, url: URL) {
  const appOrigin = url.searchParams.get('return') ?? process.env.APP_URL ?? '';
  const back = new URLSearchParams({
    session_id: url.searchParams.get('session_id') ?? '',
    gateway: url.searchParams.get('gateway') ?? '',
  });
  const success = escapeHtml(`${appOrigin}/success?${back}`);
  const cancel = escapeHtml(`${appOrigin}/cancel`);
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head>` +
      `<body><main><h1>Test payment</h1><a href="${success}">Pay</a> <a href="${cancel}">Cancel</a></main></body></html>`,
  );
}

const orderedItems = z.array(z.object({ productId: z.string(), variantId: z.string(), quantity: z.int() }));

/** The order's lines priced from the seed for the buyer's role, as singles or cases, adding up to its subtotal; else why not. */
function cartOf(order: Record<string, unknown>, profile: Profile): CartItem[] | string {
  const items = orderedItems.safeParse(order.items);
  if (!items.success || items.data.length === 0) return 'Your cart is empty';
  const role = normalizeRole(String(profile.role ?? 'USER'));
  try {
    const ways = items.data.map((item) => {
      const product = products.get(item.productId);
      if (!product || product.state !== 'ACTIVE') throw new BackendError('http', 'A product in your order is no longer available');
      return waysToOrder(item, product, role);
    });
    return cartMatching(ways, parseMoney(String(order.subtotal))) ?? PRICE_MISMATCH;
  } catch (error) {
    return error instanceof BackendError ? error.message : PRICE_MISMATCH;
  }
}

function record(uid: string, type: string, amount: Money, description: string, paymentMethod: string) {
  const createdAt = new Date().toISOString();
  transactions.push({ id: transactions.length + 1, userId: uid, createdAt, type, description, amount: toDecimalString(amount), paymentMethod });
}

/** Kept as the buyer sent its figures (this stand-in does not re-price the coupon or shipping), with its lines priced. */
function keepOrder(order: Record<string, unknown>, cart: CartItem[], uid: string, gateway: StoredOrder['gateway']): StoredOrder {
  const id = orders.length + 1;
  const coupon = coupons.find((candidate) => candidate.code === String(order.couponCode ?? '').toUpperCase());
  const address = order.shippingAddress as Record<string, string> | null;
  const wallet = gateway === 'WALLET';
  const kept: StoredOrder = {
    id,
    userId: uid,
    createdAt: new Date().toISOString(),
    status: wallet ? 'CONFIRMED' : 'PAYMENT_PENDING',
    paymentStatus: wallet ? 'COMPLETED' : 'PENDING',
    gateway,
    items: cart.map((line, index) => {
      const product = products.get(line.productId)!;
      return storedItem(id, index, line, imagesOf(product, product.variants.find((variant) => variant.id === line.variantId)));
    }),
    subtotal: toDecimalString(parseMoney(String(order.subtotal))),
    discountAmount: toDecimalString(parseMoney(String(order.discountAmount ?? '0'))),
    shippingCost: toDecimalString(parseMoney(String(order.shippingCost ?? '0'))),
    total: toDecimalString(parseMoney(String(order.total))),
    appliedCoupon: coupon ? { code: coupon.code, name: coupon.name, description: coupon.description } : null,
    notes: String(order.notes ?? ''),
    paymentOrder: String(order.paymentOrder ?? ''),
    trackingNumber: null,
    shippingAddress: address && {
      street: address.street ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      zipCode: address.zipCode ?? '',
      phone: address.phone ?? '',
    },
  };
  orders.push(kept);
  return kept;
}

async function placeOrder(request: IncomingMessage, response: ServerResponse, profile: Profile, uid: string) {
  const order = await jsonOf(request);
  lastOrder = order;
  const total = parseMoney(String(order.total));
  if (order.gateway !== 'WALLET' && order.gateway !== 'STRIPE' && order.gateway !== 'PAYPAL') {
    return send(response, 400, { message: 'Invalid payment method' });
  }
  const cart = cartOf(order, profile);
  if (typeof cart === 'string') return send(response, 400, { success: false, message: cart });
  if (order.gateway === 'WALLET') {
    const wallet = walletOf(profile);
    if (lessThan(wallet.balance, total)) return send(response, 400, { success: false, message: 'Insufficient Balance' });
    setWallet(profile, { balance: subtract(wallet.balance, total), creditDue: add(wallet.creditDue, total) });
    const { id } = keepOrder(order, cart, uid, 'WALLET');
    record(uid, 'CREDIT_USED', subtract(ZERO, total), `Order ${formatOrderNumber(id)}`, 'WALLET');
    return send(response, 200, { success: true });
  }
  const { id } = keepOrder(order, cart, uid, order.gateway);
  const description = `Order ${formatOrderNumber(id)}`;
  const paymentUrl = startPayment(request, { uid, gateway: order.gateway, amount: total, purpose: 'ORDER_PURCHASE', orderId: id, description });
  return send(response, 200, { success: true, paymentUrl });
}

async function repayDues(request: IncomingMessage, response: ServerResponse, uid: string) {
  const { amount, gateway, description } = await jsonOf(request);
  if (gateway !== 'STRIPE' && gateway !== 'PAYPAL') return send(response, 400, { message: 'Invalid payment method' });
  const paymentUrl = startPayment(request, {
    uid,
    gateway,
    amount: parseMoney(String(amount)),
    purpose: 'CREDIT_REPAYMENT',
    description: String(description ?? 'Credit due repayment'),
  });
  return send(response, 200, { success: true, paymentUrl });
}

/**
 * Verifying twice changes nothing; a repayment moves the amount from the due
 * back to the balance, a purchase confirms its order. Either is recorded.
 */
function verifyPayment(response: ServerResponse, profile: Profile, uid: string, sessionId: string, gateway: string) {
  verifications.push({ sessionId, gateway });
  const payment = payments.get(sessionId);
  if (!payment || payment.uid !== uid || payment.gateway !== gateway) return send(response, 404, { message: 'Payment not found' });
  if (!payment.verified && payment.purpose === 'CREDIT_REPAYMENT') {
    const wallet = walletOf(profile);
    setWallet(profile, { balance: add(wallet.balance, payment.amount), creditDue: subtract(wallet.creditDue, payment.amount) });
    record(uid, 'CREDIT_REPAYMENT', payment.amount, payment.description, payment.gateway);
  }
  if (!payment.verified && payment.purpose === 'ORDER_PURCHASE') {
    const order = orders.find((candidate) => candidate.id === payment.orderId);
    if (order) Object.assign(order, { status: 'CONFIRMED', paymentStatus: 'COMPLETED' });
    record(uid, 'PAYMENT', subtract(ZERO, payment.amount), payment.description, payment.gateway);
  }
  payment.verified = true;
  return send(response, 200, { success: true });
}

/** The buyer's own, newest first; the search matches the order number, purchase order or a product, ignoring case. */
function myOrders(response: ServerResponse, uid: string, url: URL) {
  const needle = url.searchParams.get('search')?.trim().toLowerCase() ?? '';
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const take = Number(url.searchParams.get('take') ?? 10);
  const matching = orders
    .filter((order) => order.userId === uid)
    .filter((order) =>
      [formatOrderNumber(order.id), order.paymentOrder, ...order.items.map((item) => item.product.name)].some(
        (text) => !needle || text.toLowerCase().includes(needle),
      ),
    )
    .reverse();
  return send(response, 200, matching.slice(skip, skip + take));
}

function myTransactions(response: ServerResponse, uid: string, url: URL) {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const take = Number(url.searchParams.get('take') ?? 20);
  const own = transactions.filter((transaction) => transaction.userId === uid).reverse();
  return send(response, 200, own.slice(skip, skip + take));
}

async function validateCoupon(request: IncomingMessage, response: ServerResponse) {
  const { code, orderAmount } = await jsonOf(request);
  const result = applyCoupon(coupons, String(code ?? ''), parseMoney(String(orderAmount ?? '0')));
  if (result.kind === 'applied') return send(response, 200, { valid: true, discount: toDecimalString(result.discount) });
  const message = result.kind === 'rejected' ? result.message : 'Coupon code not found';
  return send(response, 400, { valid: false, message });
}

/** The signed-in calls beyond /user: coupons, orders, transactions and the wallet. */
async function accountCall(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const verify = /^\/wallet\/verify-payment\/([^/]+)\/([^/]+)$/.exec(path);
  // Also matches /orders/my-orders, which is answered first below.
  const orderId = /^\/orders\/([^/]+)$/.exec(path)?.[1];
  const known =
    (path === '/coupons/my-coupons' && request.method === 'GET') ||
    (path === '/coupons/validate' && request.method === 'POST') ||
    (path === '/orders' && request.method === 'POST') ||
    (orderId !== undefined && request.method === 'GET') ||
    (path === '/transactions/my-transactions' && request.method === 'GET') ||
    (path === '/wallet/repay-dues' && request.method === 'POST') ||
    (verify !== null && request.method === 'PATCH');
  if (!known) return false;
  const user = await signedInUser(request);
  if (!user) {
    send(response, 401, { message: 'Unauthorized' });
    return true;
  }
  const profile = profileFor(user.uid, user.email);
  if (path === '/coupons/my-coupons') send(response, 200, seedCoupons);
  else if (path === '/coupons/validate') await validateCoupon(request, response);
  else if (path === '/orders') await placeOrder(request, response, profile, user.uid);
  else if (path === '/orders/my-orders') myOrders(response, user.uid, url);
  else if (orderId) {
    const order = orders.find((candidate) => String(candidate.id) === decodeURIComponent(orderId) && candidate.userId === user.uid);
    if (order) send(response, 200, order);
    else send(response, 404, { message: 'Order not found' });
  } else if (path === '/transactions/my-transactions') myTransactions(response, user.uid, url);
  else if (path === '/wallet/repay-dues') await repayDues(request, response, user.uid);
  else if (verify) verifyPayment(response, profile, user.uid, decodeURIComponent(verify[1]!), decodeURIComponent(verify[2]!));
  return true;
}

async function testHook(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  if (path === '/__calls') return send(response, 200, calls.splice(0));
  if (path === '/__last-profile-update') return send(response, 200, lastProfileUpdate);
  if (path === '/__password-resets') return send(response, 200, passwordResets);
  if (path === '/__last-order') return send(response, 200, lastOrder);
  if (path === '/__verifications') return send(response, 200, verifications);
  if (path === '/__expire-tokens' || path === '/__restore-tokens') {
    tokensExpired = path === '/__expire-tokens';
    return send(response, 200, { tokensExpired });
  }
  const { email, profile } = await jsonOf(request);
  if (typeof email !== 'string') return send(response, 400, { message: 'email is required' });
  if (path === '/__approve') {
    const approved = profileByEmail(email);
    if (!approved) return send(response, 404, { message: `No profile for ${email}` });
    approved.approved = true;
    return send(response, 200, approved);
  }
  if (path === '/__profiles') {
    // The profile the next account with this email gets; an earlier account's (tests recreate accounts) is dropped.
    const seeded = { ...(profile as Record<string, unknown>), email };
    for (const [uid, candidate] of profiles) if (candidate.email === email) profiles.delete(uid);
    presets.set(email, seeded);
    return send(response, 200, seeded);
  }
  return send(response, 404, { message: 'Not found' });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'OPTIONS') return send(response, 204, null);
  if (url.pathname.startsWith('/__')) return testHook(request, response, url.pathname);
  // The buyer's browser visiting the payment page is not a call of the shop.
  if (url.pathname === '/pay' && request.method === 'GET') return paymentPage(response, url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
  if (await accountCall(request, response, url)) return;

  if (url.pathname === '/user/forgot-password' && request.method === 'POST') {
    const { email } = await jsonOf(request);
    if (typeof email !== 'string' || !email.trim()) return send(response, 400, { message: 'Email is required' });
    passwordResets.push(email);
    return send(response, 200, { success: true });
  }
  if (url.pathname === '/user') {
    const user = await signedInUser(request);
    if (!user) return send(response, 401, { message: 'Unauthorized' });
    const profile = profileFor(user.uid, user.email);
    if (request.method === 'GET') return send(response, 200, profile);
    if (request.method === 'PATCH') return send(response, 200, await updateProfile(profile, await formOf(request)));
  }

  if (url.pathname === '/category') return send(response, 200, seedCategories);
  if (url.pathname === '/products') {
    const categoryId = url.searchParams.get('categoryId');
    const q = url.searchParams.get('q')?.toLowerCase();
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const take = Number(url.searchParams.get('take') ?? 40);
    const matching = seedProducts.filter(
      (product) =>
        product.state === url.searchParams.get('state') &&
        (!categoryId || product.categoryId === categoryId) &&
        (!q || product.name.toLowerCase().includes(q) || (product.description ?? '').toLowerCase().includes(q)),
    );
    return send(response, 200, matching.slice(skip, skip + take));
  }
  const productId = /^\/products\/([^/]+)$/.exec(url.pathname)?.[1];
  const product = productId && seedProducts.find((candidate) => candidate.id === decodeURIComponent(productId));
  if (product) return send(response, 200, product);
  return send(response, 404, { message: 'Not found' });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
});

server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
