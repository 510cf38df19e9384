import { LocalStorageDraftOutbox } from '../../../src/infrastructure/browser/local-storage-draft-outbox';
import type { DraftOutboxPort } from '../../../src/application/ports/draft-outbox.port';
import { NO_DEVICE_COPIES, type DeviceCopiesPort } from '../../../src/application/ports/device-copies.port';
/**
 * Renders the real route tree (AppRoutes inside the shell) against an
 * AppServices record built from fakes: a fake catalogue, a session signed in
 * with a profile of the given role (or signed out), fake orders, wallet,
 * coupons, payment-session store, payment window and clock, and the real
 * machines. Only the composition root's adapters are replaced.
 */
import { SessionStorageCheckout } from '../../../src/infrastructure/browser/session-storage-checkout';
import { MemoryStorage } from '../../support/memory-storage';
import { ThemeProvider } from '@mui/material/styles';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi, onTestFinished, type Mock } from 'vitest';
import { startAppServices, type AppInfo, type AppServices } from '../../../src/application/app-services';
import type { CatalogUseCases, ProductPage, ProductPageRequest } from '../../../src/application/catalog/catalog.use-cases';
import type { ClockPort } from '../../../src/application/ports/clock.port';
import type { CouponsPort } from '../../../src/application/ports/coupons.port';
import type { DemoControlsPort } from '../../../src/application/ports/demo-controls.port';
import type { DemoPaymentsPort } from '../../../src/application/ports/demo-payments.port';
import type { OrdersPort } from '../../../src/application/ports/orders.port';
import type { SavedOrdersPort } from '../../../src/application/ports/saved-orders.port';
import type { PaymentSessionStorePort } from '../../../src/application/ports/payment-session-store.port';
import type { PaymentWindowPort } from '../../../src/application/ports/payment-window.port';
import type { PaymentTabNews, PaymentTabsPort } from '../../../src/application/ports/payment-tabs.port';
import type { TransactionsPort } from '../../../src/application/ports/transactions.port';
import type { WalletPort } from '../../../src/application/ports/wallet.port';
import type { IdentityPort, IdentityUser } from '../../../src/application/ports/identity.port';
import type { PasswordResetPort } from '../../../src/application/ports/password-reset.port';
import type { ProfilePort } from '../../../src/application/ports/profile.port';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { UserProfile } from '../../../src/domain/accounts/profile';
import type { Cart } from '../../../src/domain/cart/cart';
import type { ShippingPolicy } from '../../../src/domain/pricing/pricing';
import type { PaymentSession } from '../../../src/domain/payments/payment-session';
import { PRODUCT_PAGE_SIZE, PRODUCT_ROW_SIZE, type Category, type Product } from '../../../src/domain/catalog/catalog';
import { AppRoutes } from '../../../src/ui/app/routes';
import { ServicesContext } from '../../../src/ui/app/services-context';
import { shopTheme } from '../../../src/ui/app/theme';
// The routes load these lazily; importing them here puts them in the module
// cache so the lazy chunks resolve within findBy*'s timeout on a cold run.
import '../../../src/ui/catalog/HomePage';
import '../../../src/ui/catalog/ProductListPage';
import '../../../src/ui/catalog/ProductDetailPage';
import '../../../src/ui/account/RegisterPage';
import '../../../src/ui/account/ForgotPasswordPage';
import '../../../src/ui/account/ProfilePage';
import '../../../src/ui/account/EditProfilePage';
import '../../../src/ui/shell/RegistrationSuccessDialog';
import '../../../src/application/registration/start-registration';
import '../../../src/application/buyer-services';
import '../../../src/ui/cart/CartPage';
import '../../../src/ui/checkout/CheckoutPage';
import '../../../src/ui/payments/CreditPaymentPage';
import '../../../src/ui/payments/SuccessPage';
import '../../../src/ui/payments/CancelPage';
import '../../../src/ui/payments/DemoPaymentPage';
import '../../../src/ui/orders/OrdersPage';
import '../../../src/ui/orders/OrderDetailPage';
import '../../../src/ui/orders/RecentOrders';
import '../../../src/ui/saved-orders/SavedOrdersPage';
import '../../../src/ui/saved-orders/SavedOrderDetailPage';
import '../../../src/ui/wallet/TransactionsPage';
import { normalizeSku } from '../../../src/domain/catalog/sku';
import { aProfile, allCategories, allProducts, asVisitorSees } from './fixtures';
import { fakeAppShell } from '../../support/fake-app-shell';

configure({ asyncUtilTimeout: 3000 });
// A full MUI page in jsdom is slow to query by role, more so when other suites share the machine.
vi.setConfig({ testTimeout: 20_000 });

/** No home preview unless a test gives one: the home page then loads its rows one by one. */
type FakeCatalog = { [K in keyof CatalogUseCases]: Mock<NonNullable<CatalogUseCases[K]>> };

/**
 * A fake catalogue over a fixed product list, mirroring the real use cases' paging and filtering,
 * and the backend's pricing: no prices unless `pricesSent` (a signed-in caller's token goes with the call).
 */
export function fakeCatalog(
  overrides: Partial<CatalogUseCases> = {},
  data: { categories?: readonly Category[]; products?: readonly Product[] } = {},
  pricesSent: () => boolean = () => true,
): FakeCatalog {
  const categoryList = data.categories ?? allCategories;
  const matching = ({ categoryId, search }: Omit<ProductPageRequest, 'page'>) =>
    (data.products ?? allProducts)
      .map((product) => (pricesSent() ? product : asVisitorSees(product)))
      .filter(
        (product) =>
          (!categoryId || product.categoryId === categoryId) &&
          (!search || product.name.toLowerCase().includes(search.toLowerCase())),
      );

  const defaults: CatalogUseCases = {
    categories: async () => [...categoryList],
    productPage: async (request): Promise<ProductPage> => {
      const page = request.page > 0 ? request.page : 1;
      const products = matching(request).slice((page - 1) * PRODUCT_PAGE_SIZE, page * PRODUCT_PAGE_SIZE);
      return { products, page, hasNext: products.length >= PRODUCT_PAGE_SIZE };
    },
    homeRow: async (categoryId) => matching({ categoryId }).slice(0, PRODUCT_ROW_SIZE),
    product: async (id) => {
      const found = matching({}).find((product) => product.id === id);
      if (!found) throw new BackendError('not-found', 'Product not found', 404);
      return found;
    },
    related: async (product) =>
      matching({ categoryId: product.categoryId })
        .filter((candidate) => candidate.id !== product.id)
        .slice(0, PRODUCT_ROW_SIZE),
    listedProducts: async () => new Map(matching({}).map((product) => [product.id, product])),
    findBySkus: async (skus) => {
      const wanted = new Set(skus);
      const found = new Map<string, Product>();
      for (const product of (data.products ?? allProducts).map((each) => (pricesSent() ? each : asVisitorSees(each)))) {
        for (const variant of product.variants) {
          const sku = variant.sku === null ? null : normalizeSku(variant.sku);
          if (sku !== null && wanted.has(sku) && !found.has(sku)) found.set(sku, product);
        }
      }
      return found;
    },
  };
  const merged = { ...defaults, ...overrides };
  return {
    categories: vi.fn(merged.categories),
    productPage: vi.fn(merged.productPage),
    homeRow: vi.fn(merged.homeRow),
    product: vi.fn(merged.product),
    related: vi.fn(merged.related),
    findBySkus: vi.fn(merged.findBySkus),
    listedProducts: vi.fn(merged.listedProducts),
    ...(merged.homePreview && { homePreview: vi.fn(merged.homePreview) }),
  };
}

export interface RenderAppOptions {
  /** Replaces single use cases of the default fake catalogue. */
  readonly catalog?: Partial<CatalogUseCases>;
  /** Signed in with a profile of this role; null or absent means signed out. */
  readonly role?: string | null;
  /** Extra profile fields when signed in. */
  readonly profile?: Partial<UserProfile>;
  /** The cart's starting lines. */
  readonly cartItems?: Cart;
  /** Drafts saved with no signal, waiting on the device; none by default. */
  readonly draftOutbox?: DraftOutboxPort;
  /** The device's connection and app version, for a test to switch (fake-app-shell.ts); online by default. */
  readonly appShell?: ReturnType<typeof fakeAppShell>;
  /** Answers shown from the device's copies (the HTTP build with no signal); none by default. */
  readonly deviceCopies?: DeviceCopiesPort;
  /** The browser will not keep the cart (storage blocked or full): every save says so. */
  readonly cartNotKept?: boolean;
  /** Fails loading the buyer's services, as a browser offline with their code not cached does. */
  readonly buyerUnavailable?: Error;
  readonly supportEmail?: string;
  /** What the deployment charges for shipping; the spec's rule unless told. */
  readonly shipping?: ShippingPolicy;
  /** Replaces the identity's account creation (by default it succeeds and signs the new account in). */
  readonly createAccount?: IdentityPort['createAccount'];
  /** Replaces the identity's sign-in; the user it answers is signed in (by default every sign-in is refused). */
  readonly signIn?: IdentityPort['signIn'];
  /** Runs before the identity signs the user out; a throw leaves the user signed in. */
  readonly signOut?: IdentityPort['signOut'];
  /** Replaces GET /user (by default it answers the signed-in profile, or a new account's pending one). */
  readonly getProfile?: ProfilePort['getProfile'];
  /** Replaces the profile port's updates (by default they succeed and answer the updated profile). */
  readonly completeRegistration?: ProfilePort['completeRegistration'];
  readonly updateProfile?: ProfilePort['updateProfile'];
  /** Replaces POST /user/forgot-password (by default it succeeds). */
  readonly sendPasswordReset?: PasswordResetPort['sendPasswordReset'];
  /** The demo backend's administrator stand-in; none (as over HTTP) unless given. */
  readonly demoControls?: DemoControlsPort | null;
  /** The demo's payment-provider stand-in; none (as over HTTP) unless given. */
  readonly demoPayments?: DemoPaymentsPort | null;
  /** 'http' renders the shop as over the hosted backend (demo-only pages are 404). */
  readonly backend?: AppInfo['backend'];
  /**
   * Replace single calls of the fake ports (defaults: no coupons, orders and repayments start a payment page,
   * verification succeeds, no orders and no transactions in the history, any single order is not found).
   */
  readonly orders?: Partial<OrdersPort>;
  /** Saved orders (defaults: none saved, saving answers the draft as saved with id 1, any single one is not found). */
  readonly savedOrders?: Partial<SavedOrdersPort>;
  readonly transactions?: Partial<TransactionsPort>;
  readonly wallet?: Partial<WalletPort>;
  readonly coupons?: Partial<CouponsPort>;
  /** The payment session stored before the page opens. */
  readonly paymentSession?: PaymentSession | null;
  /** What the clock reads (ms since the epoch); Date.now() by default. */
  readonly now?: number;
  /** Inside React's StrictMode, as main.tsx renders the shop (effects run twice on mount). */
  readonly strict?: boolean;
}

export type FakePort<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K] };

/** The default payment page a fake backend answers with. */
export const PAYMENT_URL = 'https://pay.example.test/session/cs_test_1';

export interface RenderedApp extends RenderResult {
  readonly services: AppServices;
  readonly catalog: FakeCatalog;
  /** The session machine's loadProfile actor, counting profile (re)loads. */
  readonly loadProfile: Mock<() => Promise<UserProfile>>;
  readonly createAccount: Mock<IdentityPort['createAccount']>;
  readonly signIn: Mock<IdentityPort['signIn']>;
  readonly signOut: Mock<IdentityPort['signOut']>;
  /** What a sign-in form asks for as it opens (the identity's prepare). */
  readonly prepareSignIn: Mock<IdentityPort['prepare']>;
  readonly completeRegistration: Mock<ProfilePort['completeRegistration']>;
  readonly updateProfile: Mock<ProfilePort['updateProfile']>;
  readonly sendPasswordReset: Mock<PasswordResetPort['sendPasswordReset']>;
  readonly orders: FakePort<OrdersPort>;
  readonly savedOrders: FakePort<SavedOrdersPort>;
  readonly wallet: FakePort<WalletPort>;
  readonly transactions: FakePort<TransactionsPort>;
  readonly coupons: FakePort<CouponsPort>;
  /** An in-memory store: `load` answers what was last saved (or the starting session). */
  readonly paymentSessionStore: FakePort<PaymentSessionStorePort>;
  readonly paymentWindow: FakePort<PaymentWindowPort>;
  /** What this tab told the buyer's other tabs. */
  readonly paymentTabs: FakePort<PaymentTabsPort>;
  /** News from another tab (the one the provider returned to). */
  readonly hearFromOtherTab: (news: PaymentTabNews) => void;
  /** The buyer closes the provider's tab that the shop opened. */
  readonly closePaymentTab: () => void;
  readonly clock: FakePort<ClockPort>;
  /** The cart as last saved to storage. */
  readonly savedCart: () => Cart | undefined;
  /** Whether the signed-in buyer's services (their cart, checkout, payments) have been loaded. */
  readonly buyerLoaded: () => boolean;
  readonly scrollTo: Mock<(options?: ScrollToOptions) => void>;
  readonly user: ReturnType<typeof userEvent.setup>;
  /** The router's current pathname + search. */
  readonly location: () => string;
}

export const SUPPORT_EMAIL = 'help@example.test';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** An identity holding one user at a time: signed in from the start, by signing in, or by creating an account. */
function fakeIdentity(initial: IdentityUser | null, options: Pick<RenderAppOptions, 'createAccount' | 'signIn' | 'signOut'>) {
  const { createAccount, signIn, signOut } = options;
  let current = initial;
  const listeners = new Set<(user: IdentityUser | null) => void>();
  const become = (user: IdentityUser | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
  };
  const identity: IdentityPort & {
    createAccount: Mock<IdentityPort['createAccount']>;
    signIn: Mock<IdentityPort['signIn']>;
    signOut: Mock<IdentityPort['signOut']>;
    prepare: Mock<IdentityPort['prepare']>;
  } = {
    ready: async () => undefined,
    watch: (listener) => {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
    uid: async () => current?.uid ?? null,
    idToken: async () => (current ? `token.${current.uid}` : null),
    prepare: vi.fn(),
    signIn: vi.fn(async (email: string, password: string) => {
      if (!signIn) throw new BackendError('unauthorized', 'Sign-in is not part of these tests');
      const user = await signIn(email, password);
      become(user);
      return user;
    }),
    createAccount: vi.fn(async (email: string, password: string) => {
      const user = createAccount ? await createAccount(email, password) : { uid: 'u-new', email };
      become(user);
      return user;
    }),
    signOut: vi.fn(async () => {
      await signOut?.();
      become(null);
    }),
  };
  return { identity, current: () => current };
}

/**
 * `path` is the starting URL; an array gives the whole history, the last entry
 * being current (so Go Back has somewhere to go).
 */
export function renderApp(path: string | readonly string[], options: RenderAppOptions = {}): RenderedApp {
  const scrollTo = vi.fn<(options?: ScrollToOptions) => void>();
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, writable: true, configurable: true });

  const role = options.role ?? null;
  // `let`: an update replaces it, so the reload on the next route change sees the saved values.
  let profile = role === null ? null : aProfile(role, options.profile);
  const { identity, current } = fakeIdentity(profile ? { uid: profile.id, email: profile.email } : null, options);
  const loadProfile = vi.fn(
    options.getProfile ??
      (async (): Promise<UserProfile> => {
        const user = current();
        if (profile && user?.uid === profile.id) return profile;
        // A freshly created account: the backend's profile of a new, unapproved dealer.
        if (user) return aProfile('DEALER', { id: user.uid, email: user.email, name: '', lastName: '', approved: false });
        throw new Error('no profile when signed out');
      }),
  );
  const completeRegistration = vi.fn<ProfilePort['completeRegistration']>(
    options.completeRegistration ??
      (async (fields) =>
        aProfile(fields.role ?? 'DEALER', { ...(fields as Partial<UserProfile>), id: current()?.uid, approved: false })),
  );
  const updateProfile = vi.fn<ProfilePort['updateProfile']>(
    options.updateProfile ??
      (async (fields) => {
        if (!profile) throw new Error('no profile when signed out');
        profile = { ...profile, ...(fields as Partial<UserProfile>) };
        return profile;
      }),
  );
  const sendPasswordReset = vi.fn<PasswordResetPort['sendPasswordReset']>(options.sendPasswordReset ?? (async () => undefined));

  const orders: FakePort<OrdersPort> = {
    placeOrder: vi.fn<OrdersPort['placeOrder']>(options.orders?.placeOrder ?? (async () => ({ paymentUrl: PAYMENT_URL, orderId: null }))),
    myOrders: vi.fn<OrdersPort['myOrders']>(options.orders?.myOrders ?? (async () => [])),
    order: vi.fn<OrdersPort['order']>(
      options.orders?.order ??
        (async () => {
          throw new BackendError('not-found', 'Order not found', 404);
        }),
    ),
  };
  const notSaved = async (): Promise<never> => {
    throw new BackendError('not-found', 'Saved order not found', 404);
  };
  const savedOrders: FakePort<SavedOrdersPort> = {
    mySavedOrders: vi.fn<SavedOrdersPort['mySavedOrders']>(options.savedOrders?.mySavedOrders ?? (async () => [])),
    savedOrder: vi.fn<SavedOrdersPort['savedOrder']>(options.savedOrders?.savedOrder ?? notSaved),
    save: vi.fn<SavedOrdersPort['save']>(
      options.savedOrders?.save ??
        (async (draft) => ({ ...draft, id: '1', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' })),
    ),
    update: vi.fn<SavedOrdersPort['update']>(options.savedOrders?.update ?? notSaved),
    remove: vi.fn<SavedOrdersPort['remove']>(options.savedOrders?.remove ?? notSaved),
  };
  const transactions: FakePort<TransactionsPort> = {
    myTransactions: vi.fn<TransactionsPort['myTransactions']>(options.transactions?.myTransactions ?? (async () => [])),
  };
  const wallet: FakePort<WalletPort> = {
    repayDues: vi.fn<WalletPort['repayDues']>(options.wallet?.repayDues ?? (async () => ({ paymentUrl: PAYMENT_URL }))),
    verifyPayment: vi.fn<WalletPort['verifyPayment']>(options.wallet?.verifyPayment ?? (async () => undefined)),
  };
  const coupons: FakePort<CouponsPort> = {
    myCoupons: vi.fn<CouponsPort['myCoupons']>(options.coupons?.myCoupons ?? (async () => [])),
    validate: vi.fn<CouponsPort['validate']>(options.coupons?.validate ?? (async () => undefined)),
  };
  let storedSession = options.paymentSession ?? null;
  const paymentSessionStore: FakePort<PaymentSessionStorePort> = {
    load: vi.fn(() => storedSession),
    save: vi.fn((session: PaymentSession) => {
      storedSession = session;
    }),
    clear: vi.fn(() => {
      storedSession = null;
    }),
  };
  const closedWatchers = new Set<() => void>();
  const paymentWindow: FakePort<PaymentWindowPort> = {
    shopOrigin: window.location.origin,
    open: vi.fn<PaymentWindowPort['open']>(() => ({
      whenClosed: (listener) => {
        closedWatchers.add(listener);
        return () => closedWatchers.delete(listener);
      },
    })),
  };
  const newsWatchers = new Set<(news: PaymentTabNews) => void>();
  const paymentTabs: FakePort<PaymentTabsPort> = {
    tell: vi.fn<PaymentTabsPort['tell']>(),
    watch: vi.fn<PaymentTabsPort['watch']>((listener) => {
      newsWatchers.add(listener);
      return () => newsWatchers.delete(listener);
    }),
  };
  const startedAt = options.now ?? Date.now();
  const clock: FakePort<ClockPort> = { now: vi.fn(() => startedAt) };
  let savedCart: Cart | undefined;
  let buyerLoaded = false;

  const info: AppInfo = {
    backend: options.backend ?? 'demo',
    supportEmail: options.supportEmail ?? SUPPORT_EMAIL,
    shipping: options.shipping ?? 'spec',
    demoAccounts: [],
    demoPassword: null,
  };
  const catalog = fakeCatalog(options.catalog, {}, () => current() !== null);
  const draftOutbox = options.draftOutbox ?? new LocalStorageDraftOutbox(new MemoryStorage(), undefined);
  const services = startAppServices({
    deviceCopies: options.deviceCopies ?? NO_DEVICE_COPIES,
    info,
    catalog,
    identity,
    profile: { getProfile: loadProfile, completeRegistration, updateProfile },
    passwordReset: { sendPasswordReset },
    // The backend never refuses a token here; session expiry is driven through the session machine.
    authExpiry: { watch: () => () => undefined },
    loadCartStorage: async () => {
      buyerLoaded = true;
      if (options.buyerUnavailable) throw options.buyerUnavailable;
      const watchers = new Set<(cart: Cart) => void>();
      return {
        load: () => options.cartItems ?? [],
        save: (items, onNotKept) => {
          savedCart = items;
          if (options.cartNotKept) onNotKept();
        },
        watch: (listener) => {
          watchers.add(listener);
          return () => watchers.delete(listener);
        },
        clear: () => {
          savedCart = [];
          watchers.forEach((listener) => listener([]));
        },
      };
    },
    demoControls: options.demoControls ?? null,
    demoPayments: options.demoPayments ?? null,
    orders,
    savedOrders,
    wallet,
    coupons,
    loadCsv: () => import('../../../src/infrastructure/csv/papa-csv').then(({ papaCsv }) => papaCsv),
    loadAppShell: async () => options.appShell ?? fakeAppShell(),
    loadPaymentSessionStore: async () => paymentSessionStore,
    loadCheckoutMemory: async () => new SessionStorageCheckout(new MemoryStorage()),
    loadDraftOutbox: async () => draftOutbox,
    loadPaymentTabs: async () => paymentTabs,
    paymentWindow,
    clock,
    transactions,
  });
  onTestFinished(async () => {
    // The cart starts with the buyer's services, which load only once a buyer is signed in.
    if (buyerLoaded && !options.buyerUnavailable) (await services.buyer()).cart.stop();
    services.registration.current()?.stop();
    services.session.stop();
    services.toasts.stop();
  });

  const entries = typeof path === 'string' ? [path] : [...path];
  const user = userEvent.setup();
  const tree = (
    <ServicesContext.Provider value={services}>
      <ThemeProvider theme={shopTheme()}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </ServicesContext.Provider>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  const location = () => result.getByTestId('location').textContent ?? '';
  return {
    ...result,
    services,
    catalog,
    loadProfile,
    createAccount: identity.createAccount,
    signIn: identity.signIn,
    signOut: identity.signOut,
    prepareSignIn: identity.prepare,
    completeRegistration,
    updateProfile,
    sendPasswordReset,
    orders,
    savedOrders,
    wallet,
    transactions,
    coupons,
    paymentSessionStore,
    paymentWindow,
    paymentTabs,
    hearFromOtherTab: (news) => newsWatchers.forEach((listener) => listener(news)),
    closePaymentTab: () => closedWatchers.forEach((listener) => listener()),
    clock,
    savedCart: () => savedCart,
    buyerLoaded: () => buyerLoaded,
    scrollTo,
    user,
    location,
  };
}
