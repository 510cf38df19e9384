import type { DraftOutboxPort, WaitingDraft } from './ports/draft-outbox.port';
import { draftsKeptOffline } from './saved-orders/drafts-kept-offline';
import { savedOrdersMessages } from './saved-orders/saved-orders.messages';
import { createActor, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { Role } from '../domain/accounts/role';
import type { Cart } from '../domain/cart/cart';
import { isOpenablePaymentUrl } from '../domain/payments/payment-url';
import {
  isSessionLive,
  newPaymentSession,
  PAYMENT_PROBLEM_PATH,
  paymentMessages,
  retryPathFor,
  type PaymentSession,
  type PaymentSessionType,
  type ReturningGateway,
} from '../domain/payments/payment-session';
import { cartMachine, cartMessages } from './cart/cart.machine';
import { repriceCart, type RepricedCart } from './cart/cart-pricing';
import type { CatalogUseCases } from './catalog/catalog.use-cases';
import type { Notifier } from './notifications/notifier';
import { paymentSessionExpiryMachine } from './payments/payment-session-expiry.machine';
import type { CartStoragePort } from './ports/cart-storage.port';
import type { CsvPort } from './ports/csv.port';
import { onFirstUse } from './shared/on-first-use';
import type { ClockPort } from './ports/clock.port';
import type { CouponsPort } from './ports/coupons.port';
import type { OrdersPort } from './ports/orders.port';
import type { PaymentSessionStorePort } from './ports/payment-session-store.port';
import type { CheckoutMemoryPort, CheckoutNotes } from './ports/checkout-memory.port';
import type { OpenedPaymentTab, PaymentWindowPort } from './ports/payment-window.port';
import type { PaymentTabNews, PaymentTabsPort } from './ports/payment-tabs.port';
import type { WatchPaymentTab } from './payments/payment-tab';
import type { WalletPort } from './ports/wallet.port';
import { ordersUseCases, type OrdersUseCases } from './orders/orders.use-cases';
import type { TransactionsPort } from './ports/transactions.port';
import type { SavedOrdersPort } from './ports/saved-orders.port';

export interface PaymentSessionsUseCases {
  /** The stored session and the time it is read at: the Success page's input. */
  current(): { readonly session: PaymentSession | null; readonly now: number };
  /** The Cancel page: removes the session and says what the page shows. */
  cancel(): CancelledPayment;
}

/** What the Cancel page shows: the cancelled payment, or (no live session: none, expired, not the shop's) spec §8's expiry. */
export type CancelledPayment =
  | {
      readonly kind: 'cancelled';
      /** The Cancel page's heading. */
      readonly title: string;
      /** Where Try Again leads: back to what was being paid. */
      readonly retryPath: string;
    }
  | { readonly kind: 'expired'; readonly message: string; readonly goTo: string };

/**
 * What only a signed-in buyer uses (cart, checkout, payments, orders,
 * transactions): a chunk loaded once a buyer is signed in, never for a signed-out visitor. It holds what every
 * signed-in page needs; a screen's own machine or use cases come with that screen (`checkoutMachineFor`,
 * `creditRepaymentMachineFor`, `paymentReturnMachineFor`, `savedOrdersFor`), made from `screenParts`.
 */
export interface BuyerServices {
  /** The buyer's cart, kept in browser storage and shared with their other tabs. */
  readonly cart: ActorRefFrom<typeof cartMachine>;
  /** Today's prices for the buyer's role; lines no longer sold come back apart. */
  readonly repriceCart: (cart: Cart, role: Role) => Promise<RepricedCart>;
  readonly paymentSessions: PaymentSessionsUseCases;
  readonly orders: OrdersUseCases;
  /** The purchase order and notes last typed at checkout or carried from a saved order, for this visit only. */
  readonly checkoutNotes: { get(): CheckoutNotes; set(notes: CheckoutNotes): void };
  readonly screenParts: BuyerScreenParts;
  /** The drafts saved with no signal, still on the device (the sign-out names them before they are deleted). */
  readonly waitingDrafts: () => Promise<WaitingDraft[]>;
  /** Sends the drafts kept on the device to the backend (the signal is back), and tells the buyer which went. */
  readonly sendWaitingDrafts: () => void;
}

/** What the screens' own machines and use cases are made from. */
export interface BuyerScreenParts {
  readonly catalog: CatalogUseCases;
  readonly coupons: CouponsPort;
  readonly orders: OrdersPort;
  readonly wallet: WalletPort;
  readonly savedOrders: SavedOrdersPort;
  readonly clock: ClockPort;
  /** A card or PayPal payment begun: its session kept (and watched for expiry), the provider's page opened. */
  readonly startPayment: (type: PaymentSessionType) => (_: unknown, payment: { url: string; gateway: ReturningGateway }) => void;
  /** How the payment begun in this tab ends in the provider's tab: its news, or the tab closed. */
  readonly watchPaymentTab: WatchPaymentTab;
  /** The tab the provider returned to tells the buyer's other tabs how the payment ended. */
  readonly tellPaymentTabs: (news: PaymentTabNews) => void;
  /** The machines open https pages; the shop's own origin (the demo's page) only the composition knows. */
  readonly openableUrl: (_: unknown, answer: { paymentUrl: unknown }) => boolean;
  /** An order placed or paid: the cart emptied, and a later draft starts without its purchase order and notes. */
  readonly clearCart: () => void;
  /** Lines priced again by a screen's machine (the checkout, when the signal returns): the cart keeps them. */
  readonly cartRepriced: (items: Cart) => void;
  readonly clearPaymentSession: () => void;
  /** The checkout's purchase order, notes and unsettled Pay, kept for the tab. */
  readonly checkoutMemory: CheckoutMemoryPort;
  /** A payment moved the wallet: the session reads the profile again, and no screen shows the old figures meanwhile. */
  readonly walletChanged: () => void;
  /** The CSV reader and writer, loaded on first use (Quick Order's file, the Download CSV buttons). */
  readonly csv: () => Promise<CsvPort>;
}

export interface BuyerParts {
  readonly catalog: CatalogUseCases;
  readonly notify: Notifier;
  readonly cartStorage: CartStoragePort;
  readonly orders: OrdersPort;
  readonly wallet: WalletPort;
  readonly coupons: CouponsPort;
  readonly paymentSessionStore: PaymentSessionStorePort;
  readonly checkoutMemory: CheckoutMemoryPort;
  readonly walletChanged: () => void;
  readonly paymentWindow: PaymentWindowPort;
  readonly paymentTabs: PaymentTabsPort;
  readonly clock: ClockPort;
  readonly transactions: TransactionsPort;
  readonly savedOrders: SavedOrdersPort;
  readonly draftOutbox: DraftOutboxPort;
  /** The signed-in account (whose drafts the device keeps). */
  readonly account: () => Promise<string | null>;
  /** A call could not reach the backend: the connection is checked, so drafts kept on the device go on its return. */
  readonly backendUnreachable?: () => void;
  readonly loadCsv: () => Promise<CsvPort>;
  /** The machines' timers; tests pass a SimulatedClock. */
  readonly timers?: ActorOptions<AnyActorLogic>['clock'];
}

export function buyerServices(parts: BuyerParts): BuyerServices {
  const { catalog, notify, cartStorage, orders, wallet, coupons, paymentSessionStore, checkoutMemory, paymentWindow, paymentTabs, clock, transactions } = parts;
  const savedOrders = draftsKeptOffline(parts.savedOrders, parts.draftOutbox, parts.account, clock, parts.backendUnreachable);
  let toldNotKept = false;
  const cart = createActor(
    cartMachine.provide({
      actions: {
        persist: (_, { items }) =>
          cartStorage.save(items, () => {
            if (toldNotKept) return;
            // Once a visit, after the change's own toast, which it replaces: this matters more, and the badge shows the change.
            toldNotKept = true;
            queueMicrotask(() => notify.error(cartMessages.notKept));
          }),
        notify: (_, notice) => notify[notice.kind](notice.message),
      },
    }),
    { input: { items: cartStorage.load() } },
  ).start();
  cartStorage.watch((items) => cart.send({ type: 'SYNC', items }));

  // Spec §4: a session is removed once it expires, whether or not the buyer comes back to a payment page.
  const sessionExpiry = createActor(
    paymentSessionExpiryMachine.provide({
      actions: {
        removeExpired: () => {
          const stored = paymentSessionStore.load();
          if (stored && !isSessionLive(stored, clock.now())) paymentSessionStore.clear();
        },
      },
    }),
    { input: { session: paymentSessionStore.load(), now: clock.now() }, ...(parts.timers ? { clock: parts.timers } : {}) },
  ).start();

  const startPayment =
    (type: PaymentSessionType) =>
    (_: unknown, { url, gateway }: { url: string; gateway: ReturningGateway }) => {
      const session = newPaymentSession(type, gateway, clock.now());
      paymentSessionStore.save(session);
      sessionExpiry.send({ type: 'STARTED', session, now: session.timestamp });
      openedTab = { purpose: type, tab: paymentWindow.open(url) };
    };
  // The provider's tab this tab opened last; null tab when the browser blocked it (the buyer opens it from the notice).
  let openedTab: { purpose: PaymentSessionType; tab: OpenedPaymentTab | null } | null = null;
  const watchPaymentTab: WatchPaymentTab = (purpose, listener) => {
    const stopNews = paymentTabs.watch((news) => {
      if (news.purpose === purpose) listener(news);
    });
    const opened = openedTab?.purpose === purpose ? openedTab.tab : null;
    const stopClosed = opened?.whenClosed(() => listener({ kind: 'closed', purpose })) ?? (() => undefined);
    return () => {
      stopNews();
      stopClosed();
    };
  };
  const openableUrl = (_: unknown, answer: { paymentUrl: unknown }) => isOpenablePaymentUrl(answer.paymentUrl, paymentWindow.shopOrigin);
  // In the tab's session storage: a reload keeps them; sign-out and the order placed forget them.
  const checkoutNotes = {
    get: () => checkoutMemory.notes(),
    set: (notes: CheckoutNotes) => checkoutMemory.keepNotes(notes),
  };

  // Sent once the paying machine's own step is over: one machine never runs another's inside its action.
  // The order has used the purchase order and notes: a later draft starts afresh.
  const clearCart = () => {
    checkoutNotes.set({ purchaseOrder: '', notes: '' });
    queueMicrotask(() => cart.send({ type: 'ORDER_COMPLETED' }));
  };

  return {
    cart,
    waitingDrafts: () => savedOrders.waiting(),
    sendWaitingDrafts: () =>
      void savedOrders.sendWaiting().then(
        ({ sent }) => sent.length > 0 && notify.success(savedOrdersMessages.sentFromDevice(sent)),
        // Unsent drafts stay on the device, shown as such, and go with the next return of the signal.
        () => undefined,
      ),
    repriceCart: (items, role) => repriceCart(items, role, catalog),
    orders: ordersUseCases(orders, transactions, catalog),
    checkoutNotes,
    paymentSessions: {
      current: () => ({ session: paymentSessionStore.load(), now: clock.now() }),
      cancel() {
        const session = paymentSessionStore.load();
        paymentSessionStore.clear();
        if (!session || !isSessionLive(session, clock.now())) return { kind: 'expired', message: paymentMessages.expired, goTo: PAYMENT_PROBLEM_PATH };
        paymentTabs.tell({ kind: 'cancelled', purpose: session.type });
        return { kind: 'cancelled', title: paymentMessages.cancelledTitle, retryPath: retryPathFor(session.type) };
      },
    },
    screenParts: {
      catalog,
      coupons,
      orders,
      wallet,
      savedOrders,
      clock,
      startPayment,
      watchPaymentTab,
      tellPaymentTabs: (news) => paymentTabs.tell(news),
      openableUrl,
      clearCart,
      cartRepriced: (items) => cart.send({ type: 'REPRICE', items }),
      clearPaymentSession: () => paymentSessionStore.clear(),
      checkoutMemory,
      walletChanged: parts.walletChanged,
      csv: onFirstUse(parts.loadCsv).load,
    },
  };
}
