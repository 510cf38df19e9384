// The stand-in (stand-in/index.ts) answers every captured real answer's
// request with the same status and the same body, scalar by scalar: money to
// the mill, every status, flag and message as the real backend wrote it (both
// hold the same seed). Only the fields in VARIES may differ.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FIXTURES = 'tests/contract/fixtures/real-backend';

interface Captured {
  request: { method: string; path: string; auth: string; body: unknown };
  status: number | null;
  contentType: string | null;
  body: unknown;
}

const read = (name: string) => JSON.parse(readFileSync(`${FIXTURES}/${name}.json`, 'utf8')) as Captured;

/** The order the answers were captured in, as far as it matters: before and after the orders and the profile change. */
const REPLAYED = [
  'category-list',
  'products-list-none', 'products-list-dealer', 'products-list-category-dealer', 'products-list-page2-dealer', 'products-list-search-dealer',
  'products-list-search-none', 'products-list-search-param-dropped', 'products-list-page-param-dropped', 'products-list-empty',
  'products-list-inactive-state', 'products-list-bad-take', 'products-list-bad-category',
  'products-detail-none', 'products-detail-dealer', 'products-detail-bad-token', 'products-detail-pair-none', 'products-detail-pair-dealer',
  'products-detail-inactive-dealer', 'products-detail-missing', 'products-detail-non-numeric',
  'products-home-preview-none', 'products-home-preview-dealer',
  'user-none', 'user-bad-token', 'user-dealer', 'user-by-id', 'user-distributor', 'user-local-dealer', 'user-pending',
  'wallet-none', 'wallet-dealer', 'wallet-other-user', 'wallet-unknown-user',
  'coupons-my-none', 'coupons-my-dealer', 'coupons-my-distributor',
  'coupons-validate-none', 'coupons-validate-welcome10', 'coupons-validate-welcome10-lowercase', 'coupons-validate-welcome10-too-small',
  'coupons-validate-welcome10-capped', 'coupons-validate-save50-dealer', 'coupons-validate-save50-distributor', 'coupons-validate-olddeal',
  'coupons-validate-nope', 'coupons-validate-string-amount', 'coupons-validate-wrong-fields', 'coupons-validate-unknown-field',
  'forgot-password-known', 'forgot-password-unknown', 'forgot-password-empty', 'forgot-password-invalid-email',
  'user-new-account-first-get', 'user-new-account-register-patch', 'user-patch-bad-gender', 'user-patch-json',
  'transactions-my-none', 'orders-my-none', 'orders-create-none',
  'orders-create-wallet-dealer', 'user-dealer-after-order', 'wallet-dealer-after-order', 'coupons-my-dealer-after-order',
  'orders-create-store-collection-local-dealer', 'orders-create-stripe-distributor', 'orders-create-authorize-net-distributor',
  'orders-create-paypal-distributor', 'orders-create-insufficient-balance-pending',
  'orders-create-bad-coupon', 'orders-create-bad-gateway', 'orders-create-empty-body', 'orders-create-malformed-json',
  'orders-create-missing-product', 'orders-create-no-variant', 'orders-create-productid-string', 'orders-create-shipping-null',
  'orders-create-zero-quantity',
  'orders-my-dealer', 'orders-my-dealer-page2', 'orders-my-dealer-search', 'orders-my-dealer-q', 'orders-my-distributor',
  'orders-my-local-dealer', 'orders-my-pending',
  'orders-detail-dealer', 'orders-detail-other-user', 'orders-detail-store-collection', 'orders-detail-missing', 'orders-detail-non-numeric',
  'transactions-my-dealer', 'transactions-my-local-dealer',
  'wallet-verify-none', 'wallet-verify-stripe', 'wallet-verify-stripe-lowercase', 'wallet-verify-paypal', 'wallet-verify-authorize-net',
  'wallet-verify-wallet',
  'wallet-repay-none', 'wallet-repay-bad-gateway', 'wallet-repay-no-dues', 'wallet-repay-zero', 'wallet-repay-too-much', 'wallet-repay-wallet',
  'wallet-repay-string-amount', 'wallet-repay-stripe', 'wallet-repay-paypal', 'wallet-repay-authorize-net',
  'user-patch-name-dealer', 'user-dealer-after-patch', 'wallet-dealer-final',
  'saved-orders-my-empty', 'saved-orders-create', 'saved-orders-my', 'saved-orders-detail', 'saved-orders-detail-other-user',
  'saved-orders-detail-missing', 'saved-orders-create-empty-items', 'saved-orders-create-price-number', 'saved-orders-none',
  // Captured next, right after the others (the fixtures' README): saved orders 2, 3 and 4.
  'saved-orders-create-no-notes', 'saved-orders-create-blank-name', 'saved-orders-create-empty-variant-name', 'saved-orders-create-no-name',
  'saved-orders-my-page1', 'saved-orders-my-page2', 'saved-orders-update-rename', 'saved-orders-update-clear-notes', 'saved-orders-update-items',
  'saved-orders-detail-after-update', 'saved-orders-update-empty-items', 'saved-orders-update-other-user', 'saved-orders-update-missing',
  'saved-orders-update-non-numeric', 'saved-orders-delete-other-user', 'saved-orders-delete', 'saved-orders-detail-deleted',
  'saved-orders-delete-deleted', 'saved-orders-delete-missing', 'saved-orders-delete-non-numeric', 'saved-orders-delete-none',
  'saved-orders-detail-non-numeric', 'saved-orders-my-after-delete', 'saved-orders-create-long-name', 'saved-orders-create-name-255',
  'unknown-route',
];

const captured = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** The seeded accounts the captures name, with the uids the real backend saw (so paths with a uid mean the same account). */
function identities(): Map<string, { uid: string; email: string }> {
  const of = (name: string) => {
    const body = read(name).body as { id: string; email: string };
    return { uid: body.id, email: body.email };
  };
  return new Map([
    ['dealer', of('user-dealer')],
    ['distributor', of('user-distributor')],
    ['local-dealer', of('user-local-dealer')],
    ['pending', of('user-pending')],
    ['newbuyer', of('user-new-account-first-get')],
  ]);
}

/** An Auth emulator ID token: unsigned, as the emulator issues them. */
function emulatorToken({ uid, email }: { uid: string; email: string }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: uid, sub: uid, email, iat: now, exp: now + 3600 })}.`;
}

type Scalar = string | number | boolean | null;

const isUuid = (value: Scalar) => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/**
 * The only fields whose values may differ from the captured ones, by key (`when`: only such a value): each
 * differs between two runs of the real backend itself. Every other scalar of every answer is compared.
 */
const VARIES: Readonly<Record<string, { why: string; when?: (value: Scalar) => boolean }>> = {
  createdAt: { why: 'the time the row was inserted' },
  updateAt: { why: 'the time the row was last written (most entities spell it so)' },
  updatedAt: { why: 'the same, as the coupons entity spells it' },
  createdBy: { why: "the uid the Auth emulator gave the seed's admin, new in each emulator" },
  id: { why: "a coupon's id is a UUID Postgres draws at random (serial ids of a fresh seed are compared)", when: isUuid },
};

/**
 * Every scalar of an answer by its path (an empty list or object as one, so keys and lengths count), a varying
 * field as its type only. A number is kept as its decimal (the shortest that reads back as the same number), so
 * a mill in a money figure shows; a string is compared as written.
 */
function scalars(value: unknown, path = '$', found: Record<string, Scalar> = {}): Record<string, Scalar> {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) found[path] = Array.isArray(value) ? '[]' : '{}';
    for (const [key, field] of entries) scalars(field, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, found);
    return found;
  }
  const scalar = value as Scalar;
  const varies = VARIES[/\.(\w+)$/.exec(path)?.[1] ?? ''];
  if (varies && (!varies.when || varies.when(scalar))) found[path] = `varies, ${scalar === null ? 'null' : typeof scalar}`;
  else found[path] = typeof scalar === 'number' ? `number ${String(scalar)}` : scalar;
  return found;
}

let standIn: ChildProcess | undefined;
let base = '';

/** A fresh stand-in on a free port; `offline`: card and PayPal fail as they did when the answers were captured. */
async function startStandIn(providers: 'offline' | 'online'): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'stand-in/index.ts', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STAND_IN_PROVIDERS: providers },
  });
  standIn = child;
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(String(chunk));
      if (ready) resolve(ready[1]!);
    });
    child.on('exit', (code) => reject(new Error(`stand-in exited with ${code}`)));
  });
  base = `http://127.0.0.1:${port}`;
}

async function replay(request: Captured['request'], accounts: Map<string, { uid: string; email: string }>, timeoutMs: number) {
  const headers: Record<string, string> = {};
  const account = accounts.get(request.auth);
  if (account) headers.Authorization = `Bearer ${emulatorToken(account)}`;
  if (request.auth === 'bad-token') headers.Authorization = 'Bearer not-a-token';
  let body: BodyInit | undefined;
  const sent = request.body as { multipart?: Record<string, string>; raw?: string; contentType?: string } | null;
  if (sent?.multipart) {
    const form = new FormData();
    for (const [field, value] of Object.entries(sent.multipart)) form.append(field, value);
    body = form;
  } else if (sent?.raw !== undefined) {
    headers['Content-Type'] = sent.contentType ?? 'application/json';
    body = sent.raw;
  } else if (sent) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sent);
  }
  const response = await fetch(base + request.path, { method: request.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: text ? (JSON.parse(text) as unknown) : '' };
}

describe('the stand-in answers as the real backend did', () => {
  const accounts = identities();
  beforeAll(() => startStandIn('offline'), 20_000);
  afterAll(() => {
    standIn?.kill();
  });

  it('replays every captured answer it serves, and no capture is left out', () => {
    const listed = new Set(REPLAYED);
    expect(captured.filter((name) => !listed.has(name))).toEqual([]);
    expect(REPLAYED.filter((name) => !captured.includes(name))).toEqual([]);
  });

  // In capture order: each answer depends on the ones before it.
  for (const name of REPLAYED) {
    it(name, async () => {
      const real = read(name);
      if (real.status === null) {
        // The real backend never answered (the card SDK hangs offline): neither does the stand-in.
        await expect(replay(real.request, accounts, 500)).rejects.toThrow(/timeout|aborted/i);
        return;
      }
      const answer = await replay(real.request, accounts, 5_000);
      expect(answer.status).toBe(real.status);
      expect(answer.contentType === '').toBe(!real.contentType);
      expect(scalars(answer.body)).toEqual(scalars(real.body));
    });
  }
});

describe('the stand-in prices, charges and pays as the orders service does', () => {
  const accounts = identities();
  const dealer = accounts.get('dealer')!;
  const distributor = accounts.get('distributor')!;
  beforeAll(() => startStandIn('online'), 20_000);
  afterAll(() => {
    standIn?.kill();
  });

  const call = async (method: string, path: string, who: { uid: string; email: string } | null, body?: unknown) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (who) headers.Authorization = `Bearer ${emulatorToken(who)}`;
    const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : '' };
  };
  /** An answer's body read as an object. */
  const fields = (answer: { body: unknown }) => answer.body as Record<string, unknown>;
  const address = { street: '1 Main St', city: 'Springfield', state: 'IL', country: 'US', zipCode: '62701', phone: '555-0100' };
  const orderId = (message: unknown) => Number(/#(\d+)/.exec(String(message))![1]);

  it('prices each line itself: the case price on whole cases only, unit prices to the mill, line totals half-up to the cent, no shipping', async () => {
    const placed = await call('POST', '/orders', dealer, {
      items: [
        { productId: 1, variantId: 1, quantity: 24 },
        { productId: 1, variantId: 2, quantity: 13 },
        { productId: 2, variantId: 3, quantity: 6 },
      ],
      shippingAddress: address,
      gateway: 'WALLET',
      // Not fields of the order: dropped, never trusted.
      subtotal: '1.00',
      total: '1.00',
      shippingCost: '99.00',
    });
    expect(placed.status).toBe(201);
    const order = (await call('GET', `/orders/${orderId(fields(placed).message)}`, dealer)).body as { items: { price: string; total: string }[] } & Record<string, unknown>;
    // $59.90 x 95/100 = $56.905 a unit in whole cases; 13 Bronze is not a whole case of 12: $61.35; $84.99 x 95/100 = $80.7405, half-up $80.741.
    expect(order.items.map((item) => [item.price, item.total])).toEqual([
      ['56.905', '1365.72'],
      ['61.350', '797.55'],
      ['80.741', '484.45'],
    ]);
    expect([order.subtotal, order.shippingCost, order.discountAmount, order.total]).toEqual(['2647.72', '0.00', '0.00', '2647.72']);
  });

  it('takes the coupon from the same validation, half-up to the cent, and charges the wallet: balance down, due up, a WITHDRAWAL "Order #id"', async () => {
    const before = (await call('GET', `/wallet/${dealer.uid}`, dealer)).body as { balance: number; creditDue: number };
    const placed = await call('POST', '/orders', dealer, {
      items: [
        { productId: 1, variantId: 1, quantity: 12 },
        { productId: 4, variantId: 6, quantity: 2 },
      ],
      shippingAddress: address,
      couponCode: 'WELCOME10',
      gateway: 'WALLET',
    });
    const id = orderId(fields(placed).message);
    const order = fields(await call('GET', `/orders/${id}`, dealer));
    // $682.86 + $439.90 = $1,122.76; 10% = $112.276, half-up $112.28.
    expect([order.subtotal, order.discountAmount, order.total, order.status, order.paymentStatus]).toEqual(['1122.76', '112.28', '1010.48', 'CONFIRMED', 'COMPLETED']);
    const after = (await call('GET', `/wallet/${dealer.uid}`, dealer)).body as { balance: number; creditDue: number };
    expect(Math.round((before.balance - after.balance) * 100)).toBe(101048);
    expect(Math.round((after.creditDue - before.creditDue) * 100)).toBe(101048);
    const [latest] = (await call('GET', '/transactions/my-transactions', dealer)).body as unknown as { type: string; amount: number; description: string }[];
    expect(latest).toMatchObject({ type: 'WITHDRAWAL', amount: 1010.48, description: `Order #${id}` });
  });

  it('keeps GET /user for 2 minutes, so an order does not show there; GET /wallet/{uid} is fresh', async () => {
    const cached = (await call('GET', '/user', dealer)).body as { name: string; wallet: { balance: number } };
    await call('POST', '/orders', dealer, { items: [{ productId: 3, variantId: 4, quantity: 1 }], shippingAddress: address, gateway: 'WALLET' });
    const again = (await call('GET', '/user', dealer)).body as { name: string; wallet: { balance: number } };
    const wallet = (await call('GET', `/wallet/${dealer.uid}`, dealer)).body as { balance: number };
    expect(again).toEqual(cached);
    expect(again.name).toBe("Dana's Store 12");
    expect(Math.round((cached.wallet.balance - wallet.balance) * 100)).toBe(4999);
  });

  it('refuses a wallet order above the balance with 400 and leaves the order pending', async () => {
    const refused = await call('POST', '/orders', dealer, { items: [{ productId: 4, variantId: 6, quantity: 400 }], shippingAddress: address, gateway: 'WALLET' });
    expect(refused).toMatchObject({ status: 400, body: { response: { message: 'Insufficient wallet balance', statusCode: 400 } } });
    const [latest] = (await call('GET', '/orders/my-orders', dealer)).body as unknown as { status: string }[];
    expect(latest!.status).toBe('PAYMENT_PENDING');
  });

  it('pays a card order on the provider page; verify is an empty 200 before paying, {success: true, requiresAction: false} after', async () => {
    const placed = await call('POST', '/orders', distributor, { items: [{ productId: 2, variantId: 3, quantity: 6 }], shippingAddress: address, gateway: 'STRIPE' });
    expect(placed.status).toBe(201);
    expect(placed.body).toEqual({ success: true, paymentUrl: expect.stringMatching(/\/pay\?/), message: 'Please complete the payment using the provided URL' });
    const sessionId = new URL(String(fields(placed).paymentUrl)).searchParams.get('session_id')!;
    expect(await call('PATCH', `/wallet/verify-payment/${sessionId}/STRIPE`, distributor)).toEqual({ status: 200, body: '' });
    const page = await fetch(String(fields(placed).paymentUrl));
    const pay = /href="([^"]+)">Pay</.exec(await page.text())![1]!.replaceAll('&#38;', '&');
    const back = await fetch(new URL(pay, base), { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(new RegExp(`/success\\?session_id=${sessionId}&gateway=STRIPE$`));
    expect(await call('PATCH', `/wallet/verify-payment/${sessionId}/STRIPE`, distributor)).toEqual({ status: 200, body: { success: true, requiresAction: false } });
    const [order] = (await call('GET', '/orders/my-orders', distributor)).body as unknown as { total: string; status: string }[];
    expect(order).toMatchObject({ total: '399.00', status: 'CONFIRMED' });
    // PayPal is never verified by this backend.
    expect(await call('PATCH', `/wallet/verify-payment/${sessionId}/PAYPAL`, distributor)).toEqual({ status: 200, body: '' });
  });

  it('keeps saved orders per buyer, newest created first, paged; a rename does not move one up; a deleted one is gone; prices read to the mill', async () => {
    const line = { productId: 1, variantId: 1, quantity: 2, quantityType: 'CASE', name: 'Aurora Brass Path Light', variantName: 'Brass', price: '56.905', caseSize: 12 };
    const ids: number[] = [];
    for (const name of ['First', 'Second', 'Third']) ids.push(Number(fields(await call('POST', '/saved-orders', dealer, { name, items: [line] })).id));
    await call('PATCH', `/saved-orders/${ids[0]}`, dealer, { name: 'First, renamed', items: [{ ...line, price: '59.9' }] });
    const names = async (query: string) => ((await call('GET', `/saved-orders/my${query}`, dealer)).body as unknown as { name: string }[]).map((saved) => saved.name);
    expect(await names('?take=2&skip=0')).toEqual(['Third', 'Second']);
    expect(await names('?take=2&skip=2')).toEqual(['First, renamed']);
    expect(await call('DELETE', `/saved-orders/${ids[1]}`, distributor)).toMatchObject({ status: 403 });
    expect(await call('DELETE', `/saved-orders/${ids[1]}`, dealer)).toEqual({ status: 200, body: { success: true, id: ids[1] } });
    expect(await names('')).toEqual(['Third', 'First, renamed']);
    expect((await call('GET', `/saved-orders/${ids[1]}`, dealer)).status).toBe(404);
    const first = (await call('GET', `/saved-orders/${ids[0]}`, dealer)).body as unknown as { items: { price: string }[] };
    expect(first.items.map((item) => item.price)).toEqual(['59.900']);
    expect(((await call('GET', '/saved-orders/my', distributor)).body as unknown as unknown[]).length).toBe(0);
  });

  it('a paid repayment answers the transaction it saved, and clears the whole due', async () => {
    const started = await call('POST', '/wallet/repay-dues', dealer, { amount: 100, gateway: 'STRIPE' });
    expect(started.status).toBe(201);
    const url = new URL(String(fields(started).paymentUrl));
    url.searchParams.set('paid', '1');
    await fetch(url, { redirect: 'manual' });
    const verified = await call('PATCH', `/wallet/verify-payment/${url.searchParams.get('session_id')}/STRIPE`, dealer);
    expect(verified.body).toMatchObject({ type: 'CREDIT_REPAYMENT', amount: 100, paymentMethod: 'STRIPE', description: 'Credit repayment for 100 from Stripe' });
    expect(((await call('GET', `/wallet/${dealer.uid}`, dealer)).body as { creditDue: number }).creditDue).toBe(0);
  });
});
