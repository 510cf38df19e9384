/** The demo backend in Node tests: its adapters over one storage, the seeded catalogue, a fixed clock and origin. */
import { cartItemFor, type OfferSelection } from '../../src/application/catalog/product-offer';
import { newOrder, type OrderDetails } from '../../src/application/checkout/checkout';
import type { NewOrder } from '../../src/application/ports/orders.port';
import { BackendError } from '../../src/application/shared/backend-error';
import type { Role } from '../../src/domain/accounts/role';
import type { Cart, CartItem } from '../../src/domain/cart/cart';
import { centsOf } from '../../src/domain/shared/money';
import { DEMO_PASSWORD } from '../../src/infrastructure/demo/demo-account-list';
import { createDemoBackend, type DemoBackend } from '../../src/infrastructure/demo/demo-backend';
import type { StoredOrder, StoredTransaction } from '../../src/infrastructure/demo/demo-ledger';
import { DEMO_ORDERS_KEY, DEMO_TRANSACTIONS_KEY } from '../../src/infrastructure/demo/demo-sales-keys';
import { seedCatalog, seededProducts } from './seed-catalog';

export const SHOP_ORIGIN = 'https://shop.test';
export const NOW = Date.parse('2025-03-01T10:00:00.000Z');

/** A fresh set of adapters on the storage: what a reload, or the payment tab, sees. */
export function demoServer(storage: Storage): DemoBackend {
  return createDemoBackend(storage, { catalog: seedCatalog(), origin: SHOP_ORIGIN, clock: { now: () => NOW } });
}

export async function signedInAs(storage: Storage, email: string): Promise<DemoBackend> {
  const server = demoServer(storage);
  await server.identity.signIn(email, DEMO_PASSWORD);
  return server;
}

/** A cart line as the product page adds it, at the role's price. */
export function line(productId: string, role: Role, selection: Partial<OfferSelection> = {}): CartItem {
  const product = seededProducts.find((candidate) => candidate.id === productId);
  const item = product && cartItemFor(product, { variantId: null, quantityType: 'SINGLE', quantity: 1, ...selection }, role);
  if (!item) throw new Error(`No seeded product ${productId}`);
  return item;
}

export const ADDRESS = { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', phone: '(512) 555-0142' };

/** The order the checkout sends for this cart, by wallet with no coupon unless told. */
export function orderFor(cart: Cart, details: Partial<OrderDetails> = {}): NewOrder {
  return newOrder({
    cart,
    coupon: null,
    storeCollection: false,
    shipping: 'spec',
    address: ADDRESS,
    purchaseOrder: 'PO-1001',
    notes: '',
    gateway: 'WALLET',
    ...details,
  });
}

export function storedOrders(storage: Storage): StoredOrder[] {
  return JSON.parse(storage.getItem(DEMO_ORDERS_KEY) ?? '[]') as StoredOrder[];
}

export function storedTransactions(storage: Storage): StoredTransaction[] {
  return JSON.parse(storage.getItem(DEMO_TRANSACTIONS_KEY) ?? '[]') as StoredTransaction[];
}

/** The signed-in account's wallet in cents, as GET /user answers it. */
export async function walletCents(server: DemoBackend) {
  const { wallet } = await server.profile.getProfile();
  return { balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) };
}

export async function refusalOf(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BackendError)) throw new Error(`Expected a BackendError, got ${String(error)}`);
  return error;
}

/** session_id and gateway from a payment page address, as the Success page reads them. */
export function sessionOf(paymentUrl: unknown): { sessionId: string; gateway: string } {
  const url = new URL(String(paymentUrl));
  return { sessionId: url.searchParams.get('session_id') ?? '', gateway: url.searchParams.get('gateway') ?? '' };
}
