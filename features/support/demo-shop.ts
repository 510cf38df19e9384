import type { Product, VariantPrices } from '../../src/domain/catalog/catalog';
import { LocalStorageDraftOutbox } from '../../src/infrastructure/browser/local-storage-draft-outbox';
import { NO_DEVICE_COPIES } from '../../src/application/ports/device-copies.port';
/**
 * The shop's application layer on the demo backend, as the scenarios drive
 * it: the real machines and use cases over the demo adapters and an in-memory
 * browser storage, with a clock and the machines' timers under the
 * scenario's control. Recorders note what reached the back office; nothing
 * here decides a business rule.
 */
import { SessionStorageCheckout } from '../../src/infrastructure/browser/session-storage-checkout';
import { SimulatedClock } from 'xstate';
import { startAppServices, type AppServices } from '../../src/application/app-services';
import { catalogUseCases } from '../../src/application/catalog/catalog.use-cases';
import type { CatalogPort } from '../../src/application/ports/catalog.port';
import type { CouponsPort } from '../../src/application/ports/coupons.port';
import type { Coupon } from '../../src/domain/coupons/coupon';
import type { NewOrder, OrdersPort } from '../../src/application/ports/orders.port';
import { BackendError } from '../../src/application/shared/backend-error';
import type { ProfileFields, ProfilePort, UploadFile } from '../../src/application/ports/profile.port';
import type { UserProfile } from '../../src/domain/accounts/profile';
import type { PaymentSession } from '../../src/domain/payments/payment-session';
import type { ShippingPolicy } from '../../src/domain/pricing/pricing';
import { createDemoBackend, type DemoBackend } from '../../src/infrastructure/demo/demo-backend';
import { seedCatalog } from '../../tests/support/seed-catalog';
import { MemoryStorage } from '../../tests/support/memory-storage';
import { DemoLedger, type StoredOrder } from '../../src/infrastructure/demo/demo-ledger';
import { demoLedgerSeed } from '../../src/infrastructure/demo/orders.seed';
import { fakeAppShell } from '../../tests/support/fake-app-shell';

/** What reached the backend's PATCH /user after registering. */
export interface SentRegistration {
  readonly fields: ProfileFields;
  readonly resaleFile: UploadFile | null;
  readonly answer: UserProfile;
}

/** A clock the scenario moves on by hand. */
export class ScenarioClock {
  private time = Date.UTC(2026, 10, 2, 15, 0);
  now(): number {
    return this.time;
  }
  advance(minutes: number): void {
    this.time += minutes * 60_000;
  }
}

export const DEMO_ORIGIN = 'http://shop.test';

/**
 * What the network does to the next POST /orders, as the HTTP client reports
 * it: the request lost on the way (nothing placed), or the order placed and
 * its answer lost (a timeout) or garbled (an unreadable answer).
 */
export type OrderOnTheWay = 'request lost' | 'answer lost' | 'answer unreadable';

export interface DemoShop {
  readonly services: AppServices;
  readonly backend: DemoBackend;
  readonly catalog: CatalogPort;
  /** Prices the back office changed during the scenario, by variant id: the shop and the back office both read them. */
  readonly priceChanges: Map<string, Partial<VariantPrices>>;
  readonly timers: SimulatedClock;
  readonly clock: ScenarioClock;
  readonly registrations: SentRegistration[];
  readonly orders: NewOrder[];
  /** The Idempotency-Key of each POST /orders, in order. */
  readonly attemptKeys: string[];
  /** What happens to the next POST /orders on the way; null: it goes through. */
  nextOrderOnTheWay: OrderOnTheWay | null;
  /** What the shop kept in the browser for a payment, and the pages it opened. */
  readonly opened: string[];
  paymentSession: PaymentSession | null;
  /** 'home' each time the shop asked to show the home page. */
  readonly wentHome: string[];
  /** The back office's own record of the orders placed in the scenario (not the seeded history), as it stored them. */
  recordedOrders(): StoredOrder[];
  isSignedIn(): Promise<boolean>;
  createAccount(email: string, password: string): Promise<void>;
}

/**
 * The back office's coupons: the ones a scenario lists (read when the shop asks, so a scenario may list more
 * later), otherwise the demo's own. A back office with the scenario's coupons accepts a coupon the shop's own
 * check accepted: its refusals are the demo's (paying.feature) and the contract tests'.
 */
function couponsOf(backend: DemoBackend, listed: () => readonly Coupon[] | undefined): CouponsPort {
  return {
    async myCoupons() {
      const coupons = listed();
      return coupons ? [...coupons] : backend.coupons.myCoupons();
    },
    async validate(code, orderAmount) {
      if (!listed()) await backend.coupons.validate(code, orderAmount);
    },
  };
}

/** The seeded catalogue with the prices the back office changed in the scenario. */
function withPriceChanges(inner: CatalogPort, changes: ReadonlyMap<string, Partial<VariantPrices>>): CatalogPort {
  const changed = (product: Product): Product => ({
    ...product,
    variants: product.variants.map((variant) => {
      const change = changes.get(variant.id);
      return change && variant.prices ? { ...variant, prices: { ...variant.prices, ...change } } : variant;
    }),
  });
  return {
    listCategories: () => inner.listCategories(),
    listProducts: async (query) => (await inner.listProducts(query)).map(changed),
    getProduct: async (id) => changed(await inner.getProduct(id)),
    findBySkus: async (skus, lookup) => new Map([...(await inner.findBySkus(skus, lookup))].map(([sku, product]) => [sku, changed(product)])),
  };
}

/** The shop and its demo backend, charging shipping by the deployment's policy, with the scenario's coupons if it lists any. */
export function startDemoShop(shipping: ShippingPolicy, scenarioCoupons: () => readonly Coupon[] | undefined = () => undefined): DemoShop {
  const storage = new MemoryStorage();
  const clock = new ScenarioClock();
  const priceChanges = new Map<string, Partial<VariantPrices>>();
  const catalog = withPriceChanges(seedCatalog(), priceChanges);
  const backend = createDemoBackend(storage, { catalog, shipping, origin: DEMO_ORIGIN, clock });
  const registrations: SentRegistration[] = [];
  const orders: NewOrder[] = [];
  const attemptKeys: string[] = [];
  const opened: string[] = [];
  const recordingProfile: ProfilePort = {
    getProfile: () => backend.profile.getProfile(),
    updateProfile: (fields, photo) => backend.profile.updateProfile(fields, photo),
    async completeRegistration(fields, resaleFile) {
      const answer = await backend.profile.completeRegistration(fields, resaleFile);
      registrations.push({ fields, resaleFile, answer });
      return answer;
    },
  };
  const recordingOrders: OrdersPort = {
    async placeOrder(order, attemptKey) {
      const onTheWay = shop.nextOrderOnTheWay;
      shop.nextOrderOnTheWay = null;
      if (onTheWay === 'request lost') throw new BackendError('network', 'The backend did not answer in time');
      orders.push(order);
      attemptKeys.push(attemptKey);
      const answer = await backend.orders.placeOrder(order, attemptKey);
      if (onTheWay === 'answer lost') throw new BackendError('network', 'The backend did not answer in time');
      if (onTheWay === 'answer unreadable') throw new BackendError('malformed', 'Unexpected answer from /orders');
      return answer;
    },
    myOrders: (query) => backend.orders.myOrders(query),
    order: (id) => backend.orders.order(id),
  };
  const timers = new SimulatedClock();
  const shop: DemoShop = {
    services: null as unknown as AppServices,
    backend,
    catalog,
    priceChanges,
    timers,
    clock,
    registrations,
    orders,
    attemptKeys,
    nextOrderOnTheWay: null,
    opened,
    paymentSession: null,
    wentHome: [],
    recordedOrders() {
      const lastSeeded = Math.max(...demoLedgerSeed.orders().map((order) => order.id));
      return new DemoLedger(storage, () => clock.now(), demoLedgerSeed).orders.all().filter((order) => order.id > lastSeeded);
    },
    async isSignedIn() {
      return (await backend.identity.idToken()) !== null;
    },
    // Someone registering on another device: the same accounts, a sign-in this shop never sees.
    async createAccount(email, password) {
      const elsewhere = createDemoBackend(storage, { catalog, shipping, origin: DEMO_ORIGIN, clock }).identity;
      await elsewhere.createAccount(email, password);
      await elsewhere.signOut();
    },
  };
  const services = startAppServices({
    deviceCopies: NO_DEVICE_COPIES,
    info: { backend: 'demo', supportEmail: 'support@example.test', shipping, demoAccounts: [], demoPassword: null },
    catalog: catalogUseCases(catalog),
    identity: backend.identity,
    profile: recordingProfile,
    passwordReset: backend.passwordReset,
    authExpiry: { watch: () => () => undefined },
    loadCartStorage: async () => ({ load: () => [], save: () => true, watch: () => () => undefined, clear: () => undefined }),
    demoControls: backend.controls,
    demoPayments: backend.payments,
    orders: recordingOrders,
    savedOrders: backend.savedOrders,
    wallet: backend.wallet,
    coupons: couponsOf(backend, scenarioCoupons),
    transactions: backend.transactions,
    loadCsv: () => import('../../src/infrastructure/csv/papa-csv').then(({ papaCsv }) => papaCsv),
    loadAppShell: async () => fakeAppShell(),
    loadPaymentSessionStore: async () => ({
      load: () => shop.paymentSession,
      save: (session) => {
        shop.paymentSession = session;
      },
      clear: () => {
        shop.paymentSession = null;
      },
    }),
    loadCheckoutMemory: async () => new SessionStorageCheckout(new MemoryStorage()),
    loadDraftOutbox: async () => new LocalStorageDraftOutbox(storage, undefined),
    loadPaymentTabs: async () => ({ tell: () => undefined, watch: () => () => undefined }),
    paymentWindow: {
      shopOrigin: DEMO_ORIGIN,
      open: (url) => {
        opened.push(url);
        return null;
      },
    },
    clock,
    timers,
  });
  (shop as { services: AppServices }).services = services;
  // Follows the registration once a step has loaded it, as the shell does.
  services.registration.subscribe(() => {
    const registration = services.registration.current();
    registration?.on('goHome', () => shop.wentHome.push('home'));
  });
  services.session.on('leaveAfterReview', () => shop.wentHome.push('home'));
  return shop;
}
