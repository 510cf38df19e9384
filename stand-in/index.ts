// A stand-in for the real backend (the public NestJS app the HTTP build talks to),
// answering as it does: bare arrays, numeric ids, decimal strings as its columns
// give them, no prices without a token, 403 "Forbidden resource" on guarded
// routes, Nest's serialised error envelope, the empty 200s, server-side pricing.
// tests/contract/stand-in.test.ts replays the real answers captured in
// tests/contract/fixtures/real-backend/ against it: that keeps it truthful.
// It imports nothing from src/: it checks the shop, so it prices on its own.
//
// Run: node --import tsx stand-in/index.ts <port>. Prints "ready <port>".
// Tokens: Firebase Auth emulator ID tokens (unsigned), decoded and checked for
// expiry, as firebase-admin does when it talks to the emulator.
// STAND_IN_PROVIDERS=offline: card and PayPal gateways fail as they do with no
// network (how the real answers were captured); otherwise they answer a
// payment page (GET /pay) whose Pay returns to the app's /success.
// Test hooks: GET /__calls, GET /__last-profile-update, GET /__password-resets, GET /__last-order,
// GET /__verifications, POST /__approve {email}, POST /__profiles {email, profile},
// POST /__expire-tokens, POST /__restore-tokens, POST /__providers {online}.
// POST /__stock {sku, stockAvailable, of: 'variant' | 'product'} sets a stock flag (the real seed sets none to false).
// STAND_IN_EXTRA_PRODUCTS=n adds n Path Lights to the seed (for the bench).
// STAND_IN_WIRE_KITS=n adds the real seed's EXTRA_PRODUCTS=n: a 'Wire & Connectors' category of n one-variant
// products, SKUs WIR-0001 and up (a catalogue at scale, for the SKU index's calls).
// STAND_IN_DELAY_MS=n holds every answer, preflights included, n ms: a backend across a network (the bench uses 150).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  extraPathLights,
  seedAccounts,
  seedCategories as realSeedCategories,
  seedCoupons,
  seedProducts as realSeedProducts,
  wireCategory,
  wireKits,
  type SeedCoupon,
  type SeedProduct,
  type SeedVariant,
} from './seed.ts';

/** 0 picks a free port; the one taken is printed. */
let port = Number(process.argv[2] ?? 4599);
const seededAt = new Date().toISOString();
/** STAND_IN_EXTRA_PRODUCTS=n: n more Path Lights after the real seed's products (the bench pages through a category). */
const seededProducts: readonly SeedProduct[] = [...realSeedProducts, ...extraPathLights(Number(process.env.STAND_IN_EXTRA_PRODUCTS ?? 0))];
const wireKitCount = Number(process.env.STAND_IN_WIRE_KITS ?? 0);
const seedProducts: readonly SeedProduct[] = [...seededProducts, ...wireKits(wireKitCount, seededProducts)];
const seedCategories = wireKitCount > 0 ? [...realSeedCategories, wireCategory] : realSeedCategories;
const answerDelayMs = Number(process.env.STAND_IN_DELAY_MS ?? 0);

// ---------------------------------------------------------------------------
// Money in integers: mills (3 decimals) for unit prices, cents for amounts.
// ---------------------------------------------------------------------------

/** A decimal string or number scaled to an integer, half-up past `scale` digits (as the backend parses money). */
function scaled(value: string | number, scale: number): number {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new HttpError(400, `Invalid money value: ${text}`);
  const digits = (match[3] ?? '').padEnd(scale + 1, '0');
  const whole = Number(match[2]) * 10 ** scale + Number(digits.slice(0, scale) || '0');
  const rounded = Number(digits[scale]) >= 5 ? whole + 1 : whole;
  return match[1] ? -rounded : rounded;
}

/** An integer at `scale` as a decimal string with exactly `scale` digits. */
function decimal(units: number, scale: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Half-up integer division of non-negative integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + Math.floor(denominator / 2)) / denominator);
}

/** Wallet figures and transaction amounts travel as JSON numbers. */
const asNumber = (cents: number) => Number(decimal(cents, 2));

// ---------------------------------------------------------------------------
// Nest's answers: the serialised exception is the error body.
// ---------------------------------------------------------------------------

const ERROR_NAMES: Record<number, [string, string]> = {
  400: ['Bad Request', 'BadRequestException'],
  401: ['Unauthorized', 'UnauthorizedException'],
  403: ['Forbidden', 'ForbiddenException'],
  404: ['Not Found', 'NotFoundException'],
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | string[],
  ) {
    super(Array.isArray(detail) ? `${ERROR_NAMES[status]![0]} Exception` : detail);
  }

  get body() {
    const [error, name] = ERROR_NAMES[this.status]!;
    return { response: { message: this.detail, error, statusCode: this.status }, status: this.status, options: {}, message: this.message, name };
  }
}

/** What the backend's filter sends for an error that is not an HTTP exception: the error object as JSON. */
class ServerFault {
  constructor(readonly body: unknown) {}
}

/** An answer with a status other than 200 (Nest answers 201 to every POST). */
class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
const created = (body: unknown) => new Answer(201, body);
/** No answer at all: the request hangs, as the card SDK makes it hang offline. */
const HANG = Symbol('no answer');

const FORBIDDEN = () => new HttpError(403, 'Forbidden resource');

/** CORS as Nest's `cors: true` answers it: any origin, the asked-for headers allowed. */
function send(response: ServerResponse, status: number, body: unknown, askedHeaders?: string) {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
    'Access-Control-Allow-Headers': askedHeaders ?? 'Authorization, Content-Type, Accept',
  };
  // A handler that returns nothing: 200 with an empty body and no content type.
  if (body === undefined || body === null) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

// ---------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------

interface Wallet {
  id: number;
  createdAt: string;
  updateAt: string;
  balance: number; // cents
  creditDue: number; // cents
}

type User = Record<string, unknown> & { id: string; email: string; wallet: Wallet };

interface Transaction {
  id: number;
  userId: string;
  createdAt: string;
  type: 'DEPOSIT' | 'WITHDRAWAL' | 'CREDIT_ADDED' | 'CREDIT_REPAYMENT';
  amount: number; // cents
  description: string;
  paymentMethod: string | null;
  paymentTransactionId: string | null;
}

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

interface CouponRow extends SeedCoupon {
  id: string;
  createdAt: string;
  updatedAt: string;
  usageCount: number;
}

interface Payment {
  readonly gateway: 'STRIPE' | 'PAYPAL';
  readonly userId: string;
  readonly amount: number; // cents
  readonly orderId: number | null;
  paid: boolean;
}

const calls: string[] = [];
const users = new Map<string, User>();
/** Seeded or preset profiles by email, bound to the first uid that signs in with that email. */
const presets = new Map<string, { profile: Record<string, unknown>; balance: number; creditDue: number }>(
  seedAccounts.map((account) => [account.email, { profile: account.profile, balance: account.balance, creditDue: 0 }]),
);
const orders: Order[] = [];
const transactions: Transaction[] = [];
const payments = new Map<string, Payment>();
const coupons: CouponRow[] = seedCoupons.map((coupon) => ({
  ...coupon,
  id: `00000000-0000-4000-8000-${randomBytes(6).toString('hex')}`,
  createdAt: seededAt,
  updatedAt: seededAt,
  usageCount: 0,
}));
/** GET /user answers, kept 2 minutes per uid; an order does not refresh them. */
const profileCache = new Map<string, { at: number; profile: unknown }>();
const PROFILE_CACHE_MS = 2 * 60 * 1000;

let lastProfileUpdate: { fields: Record<string, string>; files: { field: string; name: string; size: number; type: string }[] } | null = null;
const passwordResets: string[] = [];
const verifications: { sessionId: string; gateway: string }[] = [];
let lastOrder: unknown = null;
let tokensRefused = false;
let providersOnline = process.env.STAND_IN_PROVIDERS !== 'offline';
let nextWalletId = 1;
let nextOrderItemId = 1;

// ---------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------

const USER_FIELDS = [
  'name', 'lastName', 'photo', 'phone', 'email', 'approved', 'allowCredit', 'street', 'country', 'city', 'zip',
  'additionalDetails', 'company', 'companyWebsite', 'companyAddress', 'howYouHearAboutUs', 'birthDate', 'gender', 'role',
  'billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'salesRep', 'ein', 'taxExemptFormLink', 'isLocalDealer',
] as const;

function newUser(uid: string, email: string, fields: Record<string, unknown>, balance: number, creditDue = 0): User {
  const now = new Date().toISOString();
  const blank = Object.fromEntries(USER_FIELDS.map((field) => [field, null]));
  const user: User = {
    id: uid,
    createdAt: now,
    updateAt: now,
    deletedAt: null,
    ...blank,
    allowCredit: false,
    role: 'user',
    salesRep: 'N/A',
    isLocalDealer: false,
    ...fields,
    email,
    wallet: { id: nextWalletId++, createdAt: now, updateAt: now, balance, creditDue },
  };
  users.set(uid, user);
  if (balance > 0) record(uid, 'CREDIT_ADDED', balance, 'Credited by admin: admin@truscapes.test', null, null);
  return user;
}

/** The account's row: a seeded or preset one is bound on first sight; others exist once GET /user made them. */
function userRow(uid: string, email: string): User | undefined {
  const known = users.get(uid);
  if (known) return known;
  const preset = presets.get(email);
  if (!preset) return undefined;
  presets.delete(email);
  return newUser(uid, email, preset.profile, preset.balance, preset.creditDue);
}

function walletJson(wallet: Wallet) {
  return { id: wallet.id, createdAt: wallet.createdAt, updateAt: wallet.updateAt, deletedAt: null, balance: asNumber(wallet.balance), creditDue: asNumber(wallet.creditDue) };
}

function rawUser(user: User) {
  const { wallet: _wallet, ...fields } = user;
  return fields;
}

function profileJson(user: User) {
  return { ...rawUser(user), name: `${user.name}'s ${user.companyAddress}`, wallet: walletJson(user.wallet) };
}

function invalidateProfile(uid: string) {
  profileCache.delete(uid);
}

/** The emulator's ID token, decoded (it is unsigned), or null when missing, malformed, expired or refused by the hook. */
function tokenUser(request: IncomingMessage): { uid: string; email: string } | null {
  const header = request.headers.authorization;
  if (!header || tokensRefused) return null;
  const [, payload] = header.replace('Bearer ', '').split('.');
  try {
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { sub?: string; user_id?: string; email?: string; exp?: number };
    const uid = claims.user_id ?? claims.sub;
    if (!uid || (claims.exp !== undefined && claims.exp * 1000 < Date.now())) return null;
    return { uid, email: claims.email ?? '' };
  } catch {
    return null;
  }
}

function signedIn(request: IncomingMessage): { uid: string; email: string } {
  const user = tokenUser(request);
  if (!user) throw FORBIDDEN();
  return user;
}

function accountOf(request: IncomingMessage): User {
  const { uid, email } = signedIn(request);
  const user = userRow(uid, email);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

// ---------------------------------------------------------------------------
// Bodies and validation (class-validator's messages; unknown fields dropped)
// ---------------------------------------------------------------------------

async function rawBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await rawBody(request)).toString('utf8');
  if (!text || !String(request.headers['content-type']).includes('json')) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Bad JSON');
  }
}

type Rule = (value: unknown, path: string) => string | null;
const isNumber: Rule = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? null : `${path} must be a number conforming to the specified constraints`);
const isString: Rule = (value, path) => (typeof value === 'string' ? null : `${path} must be a string`);
const notEmpty: Rule = (value, path) => (value === undefined || value === null || value === '' ? `${path} should not be empty` : null);
const atLeastZero: Rule = (value, path) => (typeof value === 'number' && value >= 0 ? null : `${path} must not be less than 0`);
const oneOf =
  (values: readonly string[]): Rule =>
  (value, path) =>
    typeof value === 'string' && values.includes(value) ? null : `${path} must be one of the following values: ${values.join(', ')}`;

/** Messages for one field: its rules are listed as declared; class-validator reports them in reverse. */
function check(value: unknown, path: string, rules: Rule[], optional = false): string[] {
  if (optional && (value === undefined || value === null)) return [];
  return rules
    .map((rule) => rule(value, path))
    .filter((message): message is string => message !== null)
    .reverse();
}

const GATEWAYS = ['PAYPAL', 'AUTHORIZE_NET', 'STRIPE', 'WALLET'] as const;
const nestedMessage = (value: unknown, path: string) =>
  value !== undefined && (value === null || typeof value !== 'object') ? [`nested property ${path} must be either object or array`] : [];

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

// ---------------------------------------------------------------------------
// Catalogue (prices only for a caller with a valid token)
// ---------------------------------------------------------------------------

const categoryOf = (id: number) => seedCategories.find((category) => category.id === id)!;
/** Ids set out of stock through POST /__stock (the column defaults to true). */
const outOfStock = { variants: new Set<number>(), products: new Set<number>() };
const inStock = (product: SeedProduct) => !outOfStock.products.has(product.id);
const PRICE_FIELDS = ['price', 'dealerPrice', 'distributorPrice', 'contractorPrice'] as const;
const prices = (variant: SeedVariant) => Object.fromEntries(PRICE_FIELDS.map((field) => [field, variant[field]]));
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

function variantJson(product: SeedProduct, variant: SeedVariant, sortOrder: number, withPrices: boolean, detail: boolean) {
  return {
    id: variant.id,
    name: variant.name,
    sku: variant.sku,
    images: variant.images,
    stockAvailable: !outOfStock.variants.has(variant.id),
    productId: product.id,
    sortOrder,
    ...(detail ? { createdAt: seededAt, updateAt: seededAt, deletedAt: null } : {}),
    ...(withPrices ? prices(variant) : {}),
  };
}

function productJson(product: SeedProduct, withPrices: boolean, detail: boolean) {
  const category = categoryOf(product.categoryId);
  // The list is lean: each product's first variant (by sortOrder) only; the detail has them all.
  const variants = detail ? product.variants : product.variants.slice(0, 1);
  return {
    id: product.id,
    name: product.name,
    // The list sends the description without tags, cut at 160 characters.
    description: detail ? product.description : stripTags(product.description).slice(0, 160),
    state: product.state,
    stockAvailable: inStock(product),
    hotProduct: false,
    index: product.index ?? 0,
    categoryIndex: 0,
    shippingCost: '0.00',
    images: product.images,
    caseSize: product.caseSize,
    allowCaseOrder: product.allowCaseOrder,
    categoryId: product.categoryId,
    createdAt: seededAt,
    updateAt: seededAt,
    deletedAt: null,
    category: { id: category.id, name: category.name, slug: category.slug, index: category.index, image: category.image, ...(detail ? { description: category.description } : {}) },
    variants: variants.map((variant, sortOrder) => variantJson(product, variant, sortOrder, withPrices, detail)),
    ...(withPrices ? { basePrice: product.basePrice } : {}),
  };
}

/** ORDER BY categoryIndex, index, createdAt DESC: the products' index, then newest first (every categoryIndex is 0 here). */
const displayOrder = () => [...seedProducts].sort((a, b) => (a.index ?? 0) - (b.index ?? 0) || b.id - a.id);

function paging(url: URL): { take: number | undefined; skip: number | undefined } {
  const messages: string[] = [];
  const read = (name: string) => {
    const text = url.searchParams.get(name);
    if (text === null) return undefined;
    if (!/^-?\d+$/.test(text.trim())) messages.push(`${name} must be an integer number`);
    return Number(text);
  };
  const take = read('take');
  const skip = read('skip');
  if (messages.length > 0) throw new HttpError(400, messages);
  return { take, skip };
}

function productList(url: URL, withPrices: boolean) {
  const { take, skip } = paging(url);
  const categoryText = url.searchParams.get('categoryId');
  if (categoryText !== null && !Number.isFinite(Number(categoryText))) {
    throw new HttpError(400, ['categoryId must be a number conforming to the specified constraints']);
  }
  const state = url.searchParams.get('state') || 'ACTIVE';
  const q = url.searchParams.get('q')?.trim().toLowerCase() || null;
  const count = Math.min(Math.max(take || 10, 1), 100);
  const from = Math.max(skip || 0, 0);
  // Out-of-stock products are left out unless asked for (the DTO reads only true or 'true' as yes).
  const outOfStockToo = url.searchParams.get('includeOutOfStock') === 'true';
  return displayOrder()
    .filter((product) => product.state === state && (outOfStockToo || inStock(product)))
    .filter((product) => !categoryText || Number(categoryText) === 0 || product.categoryId === Number(categoryText))
    .filter((product) => !q || product.name.toLowerCase().includes(q) || product.description.toLowerCase().includes(q))
    .slice(from, from + count)
    .map((product) => productJson(product, withPrices, false));
}

function homePreview(url: URL, withPrices: boolean) {
  const take = Math.min(Math.max(Number(url.searchParams.get('take')) || 8, 1), 24);
  const sections = [...seedCategories]
    .sort((a, b) => a.index - b.index)
    .map((category) => ({
      categoryId: category.id,
      categoryName: category.name,
      categoryIndex: category.index,
      products: displayOrder()
        .filter((product) => product.state === 'ACTIVE' && inStock(product) && product.categoryId === category.id)
        .slice(0, take)
        .map((product) => ({
          id: product.id,
          name: product.name,
          images: product.images,
          categoryId: product.categoryId,
          variants: [withPrices ? { id: product.variants[0]!.id, ...prices(product.variants[0]!) } : { id: product.variants[0]!.id }],
        })),
    }))
    .filter((section) => section.products.length > 0);
  return { sections };
}

function productDetail(idText: string, withPrices: boolean) {
  if (!/^\d+$/.test(idText)) {
    // The id reaches SQL as NaN: Postgres refuses it and the error object is the body.
    const failure = { length: 141, severity: 'ERROR', code: '22P02', where: "unnamed portal parameter $1 = '...'", file: 'numutils.c', line: '232', routine: 'pg_strtoint32' };
    throw new ServerFault({ query: 'SELECT … FROM products p … WHERE p.id = $1', parameters: [null], driverError: { ...failure, name: 'error' }, ...failure });
  }
  const product = seedProducts.find((candidate) => candidate.id === Number(idText));
  return product ? productJson(product, withPrices, true) : undefined;
}

// ---------------------------------------------------------------------------
// Coupons
// ---------------------------------------------------------------------------

function couponJson(coupon: CouponRow, withUsers: boolean) {
  return {
    id: coupon.id,
    createdAt: coupon.createdAt,
    updatedAt: coupon.updatedAt,
    deletedAt: null,
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    type: coupon.type,
    value: coupon.value,
    eligibilityType: coupon.eligibilityType,
    eligibleUserRoles: coupon.eligibleUserRoles,
    validFrom: null,
    validUntil: null,
    usageCount: coupon.usageCount,
    maxUsage: null,
    maxUsagePerUser: null,
    minimumOrderAmount: coupon.minimumOrderAmount,
    maximumDiscountAmount: coupon.maximumDiscountAmount,
    isActive: coupon.isActive,
    createdBy: 'stand-in-admin',
    ...(withUsers ? { eligibleUsers: [] } : {}),
  };
}

const eligible = (coupon: CouponRow, user: User) => coupon.eligibilityType === 'PUBLIC' || (coupon.eligibleUserRoles ?? []).includes(String(user.role));

type CouponCheck =
  | { isValid: false; message: string }
  /** `exact`: the discount in millionths of a dollar before any rounding (a percentage of cents); `wire`: as the backend answers it. */
  | { isValid: true; coupon: CouponRow; exact: number; wire: number | string; message: string };

/**
 * The backend's coupon validation. Its percentage discount is a float in the
 * answer (74.28200000000001); here it is exact (74.282). A cap or a fixed
 * amount comes back as the column's string ("250.00").
 */
function validateCoupon(code: string, orderAmount: number, user: User): CouponCheck {
  const coupon = coupons.find((candidate) => candidate.code === code && candidate.isActive);
  if (!coupon) return { isValid: false, message: 'Invalid or inactive coupon code' };
  if (!eligible(coupon, user)) return { isValid: false, message: 'You are not eligible for this coupon' };
  const amountMicros = scaled(orderAmount, 6);
  if (coupon.minimumOrderAmount && amountMicros < scaled(coupon.minimumOrderAmount, 6)) {
    return { isValid: false, message: `Minimum order amount of $${coupon.minimumOrderAmount} required` };
  }
  let exact = coupon.type === 'PERCENTAGE' ? (amountMicros * scaled(coupon.value, 2)) / 10000 : scaled(coupon.value, 6);
  let wire: number | string = coupon.type === 'PERCENTAGE' ? Number(decimal(Math.round(exact), 6)) : coupon.value;
  if (coupon.maximumDiscountAmount && exact > scaled(coupon.maximumDiscountAmount, 6)) {
    exact = scaled(coupon.maximumDiscountAmount, 6);
    wire = coupon.maximumDiscountAmount;
  }
  if (exact > amountMicros) {
    exact = amountMicros;
    wire = orderAmount;
  }
  return { isValid: true, coupon, exact, wire, message: 'Coupon applied successfully' };
}

async function couponValidation(request: IncomingMessage) {
  const user = accountOf(request);
  const body = await jsonBody(request);
  const messages = [...check(body.couponCode, 'couponCode', [isString, notEmpty]), ...check(body.orderAmount, 'orderAmount', [isNumber, atLeastZero])];
  if (messages.length > 0) throw new HttpError(400, messages);
  const result = validateCoupon(String(body.couponCode), body.orderAmount as number, user);
  if (!result.isValid) return result;
  return { isValid: true, coupon: couponJson(result.coupon, true), discountAmount: result.wire, message: result.message };
}

// ---------------------------------------------------------------------------
// Orders: priced here, line by line, as the orders service does.
// ---------------------------------------------------------------------------

function rolePrice(product: SeedProduct, variant: SeedVariant | null, role: unknown): string {
  if (!variant) return product.basePrice;
  if (role === 'DEALER') return variant.dealerPrice;
  if (role === 'DISTRIBUTOR') return variant.distributorPrice;
  if (role === 'CONTRACTOR') return variant.contractorPrice;
  return variant.price;
}

function record(userId: string, type: Transaction['type'], amount: number, description: string, paymentMethod: string | null, paymentTransactionId: string | null): Transaction {
  const transaction: Transaction = { id: transactions.length + 1, userId, createdAt: new Date().toISOString(), type, amount, description, paymentMethod, paymentTransactionId };
  transactions.push(transaction);
  return transaction;
}

function transactionJson(transaction: Transaction) {
  const { userId: _userId, amount, ...fields } = transaction;
  return { id: fields.id, createdAt: fields.createdAt, updateAt: fields.createdAt, deletedAt: null, type: fields.type, amount: asNumber(amount), description: fields.description, paymentMethod: fields.paymentMethod, paymentTransactionId: fields.paymentTransactionId };
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
  const subtotal = items.reduce((sum, item) => sum + item.totalCents, 0);
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
    if (!providersOnline) return HANG;
    const transactionId = String(Date.now());
    confirm(order, transactionId);
    return created({ success: true, message: `Successfully processed payment for order #${order.id}`, transactionId });
  }
  return created(startPayment(request, dto.gateway, uid, order.total, order.id));
}

function confirm(order: Order, paymentIntentId: string) {
  Object.assign(order, { status: 'CONFIRMED', paymentStatus: 'COMPLETED', paymentIntentId, updateAt: new Date().toISOString() });
  if (order.coupon && order.discountAmount > 0) {
    order.coupon.usageCount += 1;
    // Postgres lists an updated row after the others: so does the stand-in.
    coupons.push(...coupons.splice(coupons.indexOf(order.coupon), 1));
  }
}

const OFFLINE: Record<'STRIPE' | 'PAYPAL', string> = {
  STRIPE: 'An error occurred with our connection to Stripe. Request was retried 1 times.',
  PAYPAL: 'getaddrinfo ENOTFOUND api.paypal.com',
};

/** A provider's checkout session and the page where the buyer pays it (the app's origin: the request's Origin, else APP_URL). */
function startPayment(request: IncomingMessage, gateway: 'STRIPE' | 'PAYPAL', userId: string, amount: number, orderId: number | null) {
  if (!providersOnline) throw new HttpError(400, OFFLINE[gateway]);
  const sessionId = `${gateway === 'STRIPE' ? 'cs_test_' : 'PAYID-'}${randomBytes(8).toString('hex')}`;
  payments.set(sessionId, { gateway, userId, amount, orderId, paid: false });
  const query = new URLSearchParams({ session_id: sessionId, gateway });
  const appOrigin = request.headers.origin ?? process.env.APP_URL;
  if (appOrigin) query.set('return', appOrigin);
  return { success: true, paymentUrl: `http://127.0.0.1:${port}/pay?${query}`, message: 'Please complete the payment using the provided URL' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The provider's page: Pay marks the session paid and returns to /success, Cancel to /cancel. */
function paymentPage(response: ServerResponse, url: URL) {
  const sessionId = url.searchParams.get('session_id') ?? '';
  const appOrigin = url.searchParams.get('return') ?? process.env.APP_URL ?? '';
  const back = new URLSearchParams({ session_id: sessionId, gateway: url.searchParams.get('gateway') ?? '' });
  if (url.searchParams.get('paid') === '1') {
    const payment = payments.get(sessionId);
    if (payment) payment.paid = true;
    response.writeHead(302, { Location: `${appOrigin}/success?${back}` });
    response.end();
    return;
  }
  const pay = escapeHtml(`/pay?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), paid: '1' })}`);
  const cancel = escapeHtml(`${appOrigin}/cancel`);
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head>` +
      `<body><main><h1>Test payment</h1><a href="${pay}">Pay</a> <a href="${cancel}">Cancel</a></main></body></html>`,
  );
}

/**
 * PATCH /wallet/verify-payment/{id}/{gateway}: only STRIPE is verified (any
 * other gateway, even PAYPAL, answers an empty 200). An unpaid session: empty
 * 200. A paid order: {success: true, requiresAction: false}, every time. A paid
 * repayment: the transaction it saved (the due is set to 0), then that answer
 * again as {success: true, requiresAction: false}.
 */
function verifyPayment(sessionId: string, gateway: string) {
  verifications.push({ sessionId, gateway });
  if (gateway !== 'STRIPE') return undefined;
  const payment = payments.get(sessionId);
  if (!payment || payment.gateway !== 'STRIPE') {
    if (!providersOnline) {
      const detail = { errno: -3008, code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'api.stripe.com' };
      throw new ServerFault({ type: 'StripeConnectionError', raw: { message: OFFLINE.STRIPE, detail }, detail });
    }
    throw new ServerFault({ type: 'StripeInvalidRequestError', raw: { message: `No such checkout.session: '${sessionId}'`, code: 'resource_missing', statusCode: 404 } });
  }
  if (!payment.paid) return undefined;
  if (payment.orderId !== null) {
    const order = orders.find((candidate) => candidate.id === payment.orderId);
    if (!order) throw new HttpError(404, 'Order not found');
    if (order.paymentStatus !== 'COMPLETED') confirm(order, sessionId);
    return { success: true, requiresAction: false };
  }
  if (transactions.some((transaction) => transaction.paymentTransactionId === sessionId)) return { success: true, requiresAction: false };
  const user = users.get(payment.userId);
  if (!user) throw new HttpError(404, 'Wallet not found');
  user.wallet.creditDue = 0;
  user.wallet.updateAt = new Date().toISOString();
  const amount = payment.amount;
  return transactionJson(record(payment.userId, 'CREDIT_REPAYMENT', amount, `Credit repayment for ${Number(decimal(amount, 2))} from Stripe`, 'STRIPE', sessionId));
}

async function repayDues(request: IncomingMessage) {
  const user = accountOf(request);
  const body = await jsonBody(request);
  // `amount` is converted to a number first (@Type(() => Number)).
  const amount = typeof body.amount === 'string' && body.amount.trim() !== '' ? Number(body.amount) : body.amount;
  const messages = [...check(amount, 'amount', [isNumber, atLeastZero]), ...check(body.gateway, 'gateway', [oneOf(GATEWAYS)])];
  if (messages.length > 0) throw new HttpError(400, messages);
  const cents = scaled(amount as number, 2);
  if (cents <= 0) throw new HttpError(400, 'Payment amount must be greater than 0');
  if (cents > user.wallet.creditDue) throw new HttpError(400, 'Payment amount cannot exceed credit due');
  if (body.gateway === 'WALLET') throw new HttpError(400, 'Unsupported payment gateway');
  if (body.gateway === 'AUTHORIZE_NET') {
    if (!providersOnline) return HANG;
    throw new HttpError(400, 'Authorize.NET payment failed');
  }
  return startPayment(request, body.gateway as 'STRIPE' | 'PAYPAL', user.id, cents, null);
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

// ---------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------

function getProfile(request: IncomingMessage) {
  const { uid, email } = signedIn(request);
  const cached = profileCache.get(uid);
  if (cached && Date.now() - cached.at < PROFILE_CACHE_MS) return cached.profile;
  // The first call of an account the backend has not seen creates it, waiting for approval.
  const user = userRow(uid, email) ?? newUser(uid, email, {}, 0);
  const profile = JSON.parse(JSON.stringify(profileJson(user))) as unknown;
  profileCache.set(uid, { at: Date.now(), profile });
  return profile;
}

const GENDERS = ['Male', 'Female', 'Prefer not to say'];
const ROLES = ['CONTRACTOR', 'DEALER', 'DISTRIBUTOR', 'ADMIN', 'user'];
const SAVED_FIELDS = [
  'name', 'gender', 'birthDate', 'phone', 'company', 'city', 'country', 'companyAddress', 'companyWebsite', 'role', 'zip',
  'additionalDetails', 'lastName', 'billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'street', 'ein', 'salesRep', 'howYouHearAboutUs',
];

async function updateProfile(request: IncomingMessage) {
  const { uid, email } = signedIn(request);
  if (!String(request.headers['content-type']).startsWith('multipart/form-data')) {
    // Without multipart there are no uploaded files to read: the handler throws.
    await rawBody(request);
    throw new ServerFault({});
  }
  const headers = { 'Content-Type': request.headers['content-type'] ?? '' };
  const form = await new Response(Uint8Array.from(await rawBody(request)), { headers }).formData();
  const fields: Record<string, string> = {};
  const files: { field: string; name: string; size: number; type: string }[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, size: value.size, type: value.type });
  }
  lastProfileUpdate = { fields, files };
  const messages = [...check(fields.gender, 'gender', [oneOf(GENDERS)], true), ...check(fields.role, 'role', [oneOf(ROLES)], true)];
  if (messages.length > 0) throw new HttpError(400, messages);
  const user = userRow(uid, email) ?? newUser(uid, email, {}, 0);
  for (const field of SAVED_FIELDS) {
    if (fields[field] === undefined) continue;
    user[field] = field === 'birthDate' ? new Date(fields[field]).toISOString() : fields[field];
  }
  const resaleFile = form.get('resaleFile');
  if (resaleFile instanceof File) user.taxExemptFormLink = `http://127.0.0.1:${port}/uploads/${encodeURIComponent(resaleFile.name)}`;
  const photo = form.get('photo');
  if (photo instanceof File) user.photo = `data:${photo.type};base64,${Buffer.from(await photo.arrayBuffer()).toString('base64')}`;
  user.updateAt = new Date().toISOString();
  invalidateProfile(uid);
  return getProfile(request);
}

async function forgotPassword(request: IncomingMessage) {
  const { email } = await jsonBody(request);
  const isEmail: Rule = (value) => (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Please provide a valid email address');
  const messages = check(email, 'email', [notEmpty, isEmail]);
  if (messages.length > 0) throw new HttpError(400, messages);
  const known = [...users.values()].some((user) => user.email === email) || presets.has(String(email));
  if (!known) throw new HttpError(404, 'User with this email address not found');
  passwordResets.push(String(email));
  return { message: 'Password reset link sent successfully to your email address' };
}

function requireAdmin(request: IncomingMessage) {
  const { uid, email } = signedIn(request);
  const user = userRow(uid, email);
  if (!user) throw new HttpError(401, 'User not found');
  if (user.role !== 'ADMIN') throw new HttpError(401, 'User is not an admin');
}

/** GET /user/users?query=: the admin's search (name, email or company containing the text, case-sensitive). */
function searchUsers(request: IncomingMessage, url: URL) {
  requireAdmin(request);
  const query = url.searchParams.get('query');
  return [...users.values()]
    .filter((user) => !query || ['name', 'email', 'company', 'companyWebsite', 'companyAddress'].some((field) => String(user[field] ?? '').includes(query)))
    .reverse()
    .map((user) => ({ ...rawUser(user), name: `${user.name}'s ${user.companyAddress}`, wallet: walletJson(user.wallet) }));
}

/** POST /user/users/{id}/approve: any signed-in caller may (the backend has no admin check there). */
function approve(request: IncomingMessage, id: string) {
  signedIn(request);
  const user = users.get(id);
  if (!user) throw new ServerFault({});
  user.approved = true;
  invalidateProfile(id);
  return { ...rawUser(user), wallet: walletJson(user.wallet) };
}

// ---------------------------------------------------------------------------
// Saved orders (drafts of a cart): stored as sent, soft deleted, only the owner's
// ---------------------------------------------------------------------------

interface SavedOrderItem {
  id: number;
  createdAt: string;
  productId: number;
  variantId: number;
  quantity: number;
  quantityType: string;
  name: string;
  variantName: string;
  image: string;
  /** As sent: the answer of the write that sent it gives it back so ("59.90"). */
  price: string;
  /** decimal(10,3): every read gives it with 3 decimals ("59.900"). */
  priceMills: number;
  caseSize: number;
  isPairProduct: boolean;
}

interface SavedOrderRow {
  id: number;
  userId: string;
  createdAt: string;
  updateAt: string;
  deleted: boolean;
  name: string;
  notes: string | null;
  paymentOrder: string | null;
  items: SavedOrderItem[];
}

const savedOrders: SavedOrderRow[] = [];
let nextSavedOrderId = 1;
let nextSavedOrderItemId = 1;
/** The varchar(255) of the saved order's name: longer fails in Postgres, a 500. */
const SAVED_ORDER_NAME_MAX = 255;

const isBoolean: Rule = (value, path) => (typeof value === 'boolean' ? null : `${path} must be a boolean value`);

/** CreateSavedOrderDto (or its PartialType for a PATCH, where every field may be left out). */
function savedOrderRequest(body: Record<string, unknown>, partial: boolean) {
  const { name, items, notes, paymentOrder } = body;
  const messages: string[] = [...check(name, 'name', [isString, notEmpty], partial)];
  if (!(partial && (items === undefined || items === null))) {
    if (!Array.isArray(items)) messages.push(...nestedMessage(items, 'items'), 'items must be an array');
    else {
      items.forEach((item: unknown, index) => {
        const at = `items.${index}`;
        if (!item || typeof item !== 'object') return messages.push(`nested property ${at} must be either object or array`);
        const line = item as Record<string, unknown>;
        for (const field of ['productId', 'variantId', 'quantity']) messages.push(...check(line[field], `${at}.${field}`, [isNumber]));
        for (const field of ['quantityType', 'name', 'variantName']) messages.push(...check(line[field], `${at}.${field}`, [isString, notEmpty]));
        messages.push(...check(line.image, `${at}.image`, [isString], true));
        messages.push(...check(line.price, `${at}.price`, [isString, notEmpty]));
        messages.push(...check(line.caseSize, `${at}.caseSize`, [isNumber]));
        messages.push(...check(line.isPairProduct, `${at}.isPairProduct`, [isBoolean], true));
      });
    }
  }
  messages.push(...check(notes, 'notes', [isString], true), ...check(paymentOrder, 'paymentOrder', [isString], true));
  if (messages.length > 0) throw new HttpError(400, messages);
  return body as { name?: string; items?: Record<string, unknown>[]; notes?: string; paymentOrder?: string };
}

const EMPTY_SAVED_ORDER = 'Saved order must include at least one item';

function savedOrderItems(items: Record<string, unknown>[], now: string): SavedOrderItem[] {
  return items.map((line) => ({
    id: nextSavedOrderItemId++,
    createdAt: now,
    productId: line.productId as number,
    variantId: line.variantId as number,
    quantity: line.quantity as number,
    quantityType: line.quantityType as string,
    name: line.name as string,
    variantName: line.variantName as string,
    image: (line.image as string | undefined) || '',
    price: line.price as string,
    priceMills: scaled(line.price as string, 3),
    caseSize: line.caseSize as number,
    isPairProduct: !!line.isPairProduct,
  }));
}

/** Postgres refusing a name longer than the column, as the backend's filter serialises the QueryFailedError. */
function nameTooLong(row: Pick<SavedOrderRow, 'name' | 'notes' | 'paymentOrder' | 'userId'>): ServerFault {
  const fault = { length: 99, severity: 'ERROR', code: '22001', file: 'varchar.c', line: '632', routine: 'varchar' };
  return new ServerFault({
    query:
      'INSERT INTO "saved_orders"("createdAt", "updateAt", "deletedAt", "name", "notes", "paymentOrder", "userId") VALUES (DEFAULT, DEFAULT, DEFAULT, $1, $2, $3, $4) RETURNING "id", "createdAt", "updateAt", "deletedAt"',
    parameters: [row.name, row.notes, row.paymentOrder, row.userId],
    driverError: { ...fault, name: 'error' },
    ...fault,
  });
}

const itemStamps = (item: SavedOrderItem) => ({ id: item.id, createdAt: item.createdAt, updateAt: item.createdAt, deletedAt: null });
const itemFields = (item: SavedOrderItem, price: string) => ({
  productId: item.productId,
  variantId: item.variantId,
  quantity: item.quantity,
  quantityType: item.quantityType,
  name: item.name,
  variantName: item.variantName,
  image: item.image,
  price,
  caseSize: item.caseSize,
  isPairProduct: item.isPairProduct,
});

/** A line as read from the database; a line just written is answered as it was sent, its stamps after. */
const storedItemJson = (item: SavedOrderItem) => ({ ...itemStamps(item), ...itemFields(item, decimal(item.priceMills, 3)) });
const writtenItemJson = (item: SavedOrderItem) => ({ ...itemFields(item, item.price), ...itemStamps(item) });

function savedOrderOwner(row: SavedOrderRow) {
  const owner = users.get(row.userId)!;
  return { ...rawUser(owner), wallet: walletJson(owner.wallet) };
}

/** The entity as loaded, with its owner (eager) and lines; `written`: lines replaced by this write. */
function savedOrderJson(row: SavedOrderRow, written: readonly SavedOrderItem[] = []) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updateAt: row.updateAt,
    deletedAt: null,
    name: row.name,
    notes: row.notes,
    paymentOrder: row.paymentOrder,
    user: savedOrderOwner(row),
    items: row.items.map((item) => (written.includes(item) ? writtenItemJson(item) : storedItemJson(item))),
  };
}

async function createSavedOrder(request: IncomingMessage) {
  const { uid } = signedIn(request);
  const dto = savedOrderRequest(await jsonBody(request), false);
  if (!dto.items!.length) throw new HttpError(400, EMPTY_SAVED_ORDER);
  accountOf(request);
  const now = new Date().toISOString();
  const fields = { userId: uid, name: dto.name!.trim(), notes: dto.notes || null, paymentOrder: dto.paymentOrder || null };
  // The insert takes an id from the sequence even when it fails.
  const id = nextSavedOrderId++;
  if (fields.name.length > SAVED_ORDER_NAME_MAX) throw nameTooLong(fields);
  const row: SavedOrderRow = { id, createdAt: now, updateAt: now, deleted: false, ...fields, items: savedOrderItems(dto.items!, now) };
  savedOrders.push(row);
  // The saved entity as save() hands it back: the fields set, then the generated ones.
  const { user, ...entity } = savedOrderJson(row, row.items);
  return created({
    user,
    name: entity.name,
    notes: entity.notes,
    paymentOrder: entity.paymentOrder,
    items: entity.items,
    id: entity.id,
    createdAt: entity.createdAt,
    updateAt: entity.updateAt,
    deletedAt: null,
  });
}

function mySavedOrders(request: IncomingMessage, url: URL) {
  const { uid } = signedIn(request);
  const { take, skip } = paging(url);
  const own = savedOrders.filter((row) => row.userId === uid && !row.deleted).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const from = skip || 0;
  return own.slice(from, from + (take || 20)).map((row) => savedOrderJson(row));
}

/** The owner's saved order: ParseIntPipe, then 404 for a missing or deleted one, 403 for another account's. */
function ownSavedOrder(request: IncomingMessage, idText: string): SavedOrderRow {
  const { uid } = signedIn(request);
  if (!/^\d+$/.test(idText)) throw new HttpError(400, 'Validation failed (numeric string is expected)');
  const row = savedOrders.find((candidate) => candidate.id === Number(idText) && !candidate.deleted);
  if (!row) throw new HttpError(404, `Saved order with ID ${Number(idText)} not found`);
  if (row.userId !== uid) throw new HttpError(403, 'You do not have access to this saved order');
  return row;
}

async function updateSavedOrder(request: IncomingMessage, idText: string) {
  signedIn(request);
  if (!/^\d+$/.test(idText)) throw new HttpError(400, 'Validation failed (numeric string is expected)');
  const dto = savedOrderRequest(await jsonBody(request), true);
  const row = ownSavedOrder(request, idText);
  const fields = {
    name: dto.name !== undefined ? dto.name.trim() : row.name,
    notes: dto.notes !== undefined ? dto.notes || null : row.notes,
    paymentOrder: dto.paymentOrder !== undefined ? dto.paymentOrder || null : row.paymentOrder,
  };
  if (dto.items !== undefined && dto.items !== null && !dto.items.length) throw new HttpError(400, EMPTY_SAVED_ORDER);
  if (fields.name.length > SAVED_ORDER_NAME_MAX) throw nameTooLong({ ...fields, userId: row.userId });
  const now = new Date().toISOString();
  // Only a change of its own columns stamps the saved order; new lines do not.
  if (fields.name !== row.name || fields.notes !== row.notes || fields.paymentOrder !== row.paymentOrder) row.updateAt = now;
  Object.assign(row, fields);
  const written = dto.items ? savedOrderItems(dto.items, now) : [];
  if (dto.items) row.items = written;
  return savedOrderJson(row, written);
}

function removeSavedOrder(request: IncomingMessage, idText: string) {
  const row = ownSavedOrder(request, idText);
  row.deleted = true;
  return { success: true, id: row.id };
}

// ---------------------------------------------------------------------------
// Routing
// ---------------------------------------------------------------------------

const listOf = <T>(items: T[], url: URL, defaultTake: number) => {
  const { take, skip } = paging(url);
  const from = skip ?? 0;
  return items.slice(from, from + (take ?? defaultTake));
};

async function route(request: IncomingMessage, url: URL): Promise<unknown> {
  const method = request.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const is = (verb: string, pattern: RegExp) => (method === verb ? pattern.exec(path) : null);
  const withPrices = tokenUser(request) !== null;
  let match: RegExpExecArray | null;

  if (is('GET', /^\/category$/)) return seedCategories.map((category) => ({ ...category, createdAt: seededAt, updateAt: seededAt, deletedAt: null, parent: null, children: [] }));
  if (is('GET', /^\/products\/home-preview$/)) return homePreview(url, withPrices);
  if (is('GET', /^\/products$/)) return productList(url, withPrices);
  if ((match = is('GET', /^\/products\/([^/]+)$/))) return productDetail(decodeURIComponent(match[1]!), withPrices);

  if (is('POST', /^\/user\/forgot-password$/)) return created(await forgotPassword(request));
  if (is('GET', /^\/user$/)) return getProfile(request);
  if (is('PATCH', /^\/user$/)) return updateProfile(request);
  if (is('GET', /^\/user\/users$/)) return searchUsers(request, url);
  if ((match = is('POST', /^\/user\/users\/([^/]+)\/approve$/))) return created(approve(request, decodeURIComponent(match[1]!)));
  if ((match = is('GET', /^\/user\/([^/]+)$/))) {
    signedIn(request);
    const user = users.get(decodeURIComponent(match[1]!));
    return user ? { ...rawUser(user), wallet: walletJson(user.wallet) } : undefined;
  }

  if (is('GET', /^\/coupons\/my-coupons$/)) {
    const user = accountOf(request);
    // The public ones first, then those of the buyer's role.
    const usable = coupons.filter((coupon) => coupon.isActive && eligible(coupon, user));
    const byKind = [...usable.filter((coupon) => coupon.eligibilityType === 'PUBLIC'), ...usable.filter((coupon) => coupon.eligibilityType !== 'PUBLIC')];
    return byKind.map((coupon) => couponJson(coupon, false));
  }
  if (is('POST', /^\/coupons\/validate$/)) return created(await couponValidation(request));

  if (is('POST', /^\/orders$/)) return placeOrder(request);
  if (is('GET', /^\/orders\/my-orders$/)) {
    // `search` and `q` are not fields of its query: dropped.
    const { uid } = signedIn(request);
    const own = orders.filter((order) => order.userId === uid).reverse();
    return listOf(own, url, 10).map((order) => orderJson(order, false));
  }
  if ((match = is('GET', /^\/orders\/([^/]+)$/))) return orderDetail(request, decodeURIComponent(match[1]!));

  if (is('POST', /^\/saved-orders$/)) return createSavedOrder(request);
  if (is('GET', /^\/saved-orders\/my$/)) return mySavedOrders(request, url);
  if ((match = is('GET', /^\/saved-orders\/([^/]+)$/))) return savedOrderJson(ownSavedOrder(request, decodeURIComponent(match[1]!)));
  if ((match = is('PATCH', /^\/saved-orders\/([^/]+)$/))) return updateSavedOrder(request, decodeURIComponent(match[1]!));
  if ((match = is('DELETE', /^\/saved-orders\/([^/]+)$/))) return removeSavedOrder(request, decodeURIComponent(match[1]!));

  if (is('GET', /^\/transactions\/my-transactions$/)) {
    const { uid } = signedIn(request);
    const own = transactions.filter((transaction) => transaction.userId === uid).reverse();
    return listOf(own, url, 10).map(transactionJson);
  }

  if (is('POST', /^\/wallet\/repay-dues$/)) {
    const answer = await repayDues(request);
    return answer === HANG ? HANG : created(answer);
  }
  if ((match = is('PATCH', /^\/wallet\/verify-payment\/([^/]+)\/([^/]+)$/))) {
    signedIn(request);
    return verifyPayment(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
  }
  if ((match = is('GET', /^\/wallet\/([^/]+)$/))) {
    signedIn(request);
    const user = users.get(decodeURIComponent(match[1]!));
    if (!user) throw new HttpError(404, 'Wallet not found');
    return walletJson(user.wallet);
  }

  throw new HttpError(404, `Cannot ${method} ${url.pathname}`);
}

async function testHook(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const hookJson = async () => JSON.parse((await rawBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
  if (path === '/__calls') return send(response, 200, calls.splice(0));
  if (path === '/__last-profile-update') return send(response, 200, lastProfileUpdate ?? {});
  if (path === '/__password-resets') return send(response, 200, passwordResets);
  if (path === '/__last-order') return send(response, 200, lastOrder ?? {});
  if (path === '/__verifications') return send(response, 200, verifications);
  if (path === '/__expire-tokens' || path === '/__restore-tokens') {
    tokensRefused = path === '/__expire-tokens';
    return send(response, 200, { tokensRefused });
  }
  const body = await hookJson();
  if (path === '/__providers') {
    providersOnline = body.online !== false;
    return send(response, 200, { providersOnline });
  }
  if (path === '/__stock') {
    const product = seedProducts.find((candidate) => candidate.variants.some((variant) => variant.sku === body.sku));
    if (!product) return send(response, 404, { message: `No variant with SKU ${String(body.sku)}` });
    const [ids, id] = body.of === 'product' ? [outOfStock.products, product.id] : [outOfStock.variants, product.variants.find((variant) => variant.sku === body.sku)!.id];
    if (body.stockAvailable === false) ids.add(id);
    else ids.delete(id);
    return send(response, 200, { sku: body.sku, of: body.of === 'product' ? 'product' : 'variant', stockAvailable: body.stockAvailable !== false });
  }
  const email = body.email;
  if (typeof email !== 'string') return send(response, 400, { message: 'email is required' });
  if (path === '/__approve') {
    const user = [...users.values()].find((candidate) => candidate.email === email);
    if (!user) return send(response, 404, { message: `No profile for ${email}` });
    user.approved = true;
    invalidateProfile(user.id);
    return send(response, 200, rawUser(user));
  }
  if (path === '/__profiles') {
    // The profile the next account with this email gets (tests recreate accounts): an earlier one is dropped.
    const { wallet, ...profile } = (body.profile ?? {}) as Record<string, unknown> & { wallet?: { balance?: string | number; creditDue?: string | number } };
    for (const [uid, user] of users) {
      if (user.email === email) {
        users.delete(uid);
        invalidateProfile(uid);
      }
    }
    presets.set(email, { profile, balance: scaled(wallet?.balance ?? 0, 2), creditDue: scaled(wallet?.creditDue ?? 0, 2) });
    return send(response, 200, { email, ...profile });
  }
  return send(response, 404, { message: 'Not found' });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  // Test hooks are not the backend's answers: they stay immediate.
  if (answerDelayMs > 0 && !url.pathname.startsWith('/__')) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
  if (request.method === 'OPTIONS') return send(response, 204, undefined, request.headers['access-control-request-headers']);
  if (url.pathname.startsWith('/__')) return testHook(request, response, url.pathname);
  // The buyer's browser visiting the provider's page is not a call of the shop.
  if (url.pathname === '/pay' && request.method === 'GET') return paymentPage(response, url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
  try {
    const answer = await route(request, url);
    if (answer === HANG) return;
    if (answer instanceof Answer) return send(response, answer.status, answer.body);
    return send(response, 200, answer);
  } catch (error) {
    if (error instanceof HttpError) return send(response, error.status, error.body);
    if (error instanceof ServerFault) return send(response, 500, error.body);
    console.error(error);
    return send(response, 500, {});
  }
}

const server = createServer((request, response) => {
  void handle(request, response);
});

server.listen(port, '127.0.0.1', () => {
  port = (server.address() as AddressInfo).port;
  console.log(`ready ${port}`);
});
