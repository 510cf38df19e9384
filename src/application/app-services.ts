import { createActor, fromCallback, fromPromise, waitFor, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { ShippingPolicy } from '../domain/pricing/pricing';
import { sessionMachine, type ProfileLoad, type SessionEvent } from './auth/session.machine';
import type { CatalogUseCases } from './catalog/catalog.use-cases';
import { toastNotifier, type Notifier } from './notifications/notifier';
import { toastMachine } from './notifications/toast.machine';
import type { AuthExpiryPort } from './ports/auth-expiry.port';
import type { CartStoragePort } from './ports/cart-storage.port';
import type { CheckoutMemoryPort } from './ports/checkout-memory.port';
import type { CsvPort } from './ports/csv.port';
import type { DemoControlsPort } from './ports/demo-controls.port';
import type { DemoPaymentsPort } from './ports/demo-payments.port';
import type { DeviceCopiesPort } from './ports/device-copies.port';
import type { DraftOutboxPort } from './ports/draft-outbox.port';
import type { IdentityPort } from './ports/identity.port';
import type { PasswordResetPort } from './ports/password-reset.port';
import type { ProfilePort } from './ports/profile.port';
import { accountUseCases, type AccountUseCases } from './profile/account.use-cases';
import type { RegistrationActor } from './registration/start-registration';
import { onFirstUse, type OnFirstUse } from './shared/on-first-use';
import type { BuyerServices } from './buyer-services';
import type { ClockPort } from './ports/clock.port';
import type { CouponsPort } from './ports/coupons.port';
import type { OrdersPort } from './ports/orders.port';
import type { SavedOrdersPort } from './ports/saved-orders.port';
import type { PaymentSessionStorePort } from './ports/payment-session-store.port';
import type { PaymentWindowPort } from './ports/payment-window.port';
import type { PaymentTabsPort } from './ports/payment-tabs.port';
import type { WalletPort } from './ports/wallet.port';
import type { TransactionsPort } from './ports/transactions.port';
import type { AppShellPort } from './ports/app-shell.port';
import type { AppShellActor } from './app-shell/app-shell.machine';

export interface DemoAccount {
  readonly email: string;
  readonly role: string;
  readonly note: string;
}

export interface AppInfo {
  readonly backend: 'demo' | 'http';
  readonly supportEmail: string;
  /** What this deployment charges for shipping (the `VITE_SHIPPING` setting). */
  readonly shipping: ShippingPolicy;
  /** Shown on the login page in demo mode; empty over HTTP. */
  readonly demoAccounts: readonly DemoAccount[];
  readonly demoPassword: string | null;
}

/** Everything a view may use, resolved once by the composition root. */
export interface AppServices {
  readonly info: AppInfo;
  readonly catalog: CatalogUseCases;
  readonly account: AccountUseCases;
  readonly session: ActorRefFrom<typeof sessionMachine>;
  /** Loaded with the Create Account page: the home page carries no registration machine or rules. */
  readonly registration: OnFirstUse<RegistrationActor>;
  readonly toasts: ActorRefFrom<typeof toastMachine>;
  readonly notify: Notifier;
  /** The demo backend's administrator stand-in; absent over HTTP. */
  readonly demoControls: DemoControlsPort | null;
  /** The demo's stand-in for the payment provider's page; absent over HTTP. */
  readonly demoPayments: DemoPaymentsPort | null;
  /** The signed-in buyer's services (cart, checkout, payments, orders), loaded as soon as a buyer signs in. */
  readonly buyer: () => Promise<BuyerServices>;
  /**
   * Resolves once the first screen can paint as the visitor will see it: a stored sign-in restored with its profile,
   * and a signed-in buyer's services loaded. Never rejects; stops waiting after `limitMs`, so a slow backend shows the
   * page's own loading state rather than a blank page.
   */
  readonly firstScreenReady: (limitMs: number) => Promise<void>;
  /** A sign-in or registration form has opened: what its submit needs (the sign-in service's code) starts loading. */
  readonly prepareSignIn: () => void;
  /** The first screen has painted: a buyer's restored sign-in hands over to the sign-in service (a visitor loads nothing). */
  readonly firstScreenShown: () => void;
  /**
   * The app kept on the device and the connection, followed from the page at `path` once the first screen has
   * painted (a chunk of its own, out of the first load). Every call answers the same actor.
   */
  readonly appShell: (path: string) => Promise<AppShellActor>;
  /** Answers shown from the device's copies (over HTTP with no signal): the screens' "Prices as of" note. */
  readonly deviceCopies: DeviceCopiesPort;
}

export interface AppServiceParts {
  readonly info: AppInfo;
  readonly catalog: CatalogUseCases;
  readonly identity: IdentityPort;
  readonly profile: ProfilePort;
  readonly passwordReset: PasswordResetPort;
  readonly authExpiry: AuthExpiryPort;
  readonly demoControls: DemoControlsPort | null;
  readonly demoPayments: DemoPaymentsPort | null;
  readonly orders: OrdersPort;
  readonly savedOrders: SavedOrdersPort;
  readonly wallet: WalletPort;
  readonly coupons: CouponsPort;
  /** The browser storages load with the buyer's services: a signed-out visitor carries neither them nor their schemas. */
  readonly loadCartStorage: () => Promise<CartStoragePort>;
  readonly loadPaymentSessionStore: () => Promise<PaymentSessionStorePort>;
  readonly loadCheckoutMemory: () => Promise<CheckoutMemoryPort>;
  /** Drafts saved with no signal, waiting on the device for the backend (loaded with the other storages). */
  readonly loadDraftOutbox: () => Promise<DraftOutboxPort>;
  /** The buyer's tabs telling each other how a payment ended, loaded with the buyer's services. */
  readonly loadPaymentTabs: () => Promise<PaymentTabsPort>;
  /** The CSV reader and writer (a library of its own), loaded by the screens that import or export a list. */
  readonly loadCsv: () => Promise<CsvPort>;
  readonly loadAppShell: () => Promise<AppShellPort>;
  readonly paymentWindow: PaymentWindowPort;
  readonly clock: ClockPort;
  readonly transactions: TransactionsPort;
  readonly deviceCopies: DeviceCopiesPort;
  /** The machines' timers; tests pass a SimulatedClock to run the named delays on fake time. */
  readonly timers?: ActorOptions<AnyActorLogic>['clock'];
  /** Whether the screen opened first shows the wallet's figures (by default it does: they are read fresh). */
  readonly firstScreenShowsWallet?: boolean;
}

/** Starts the machines on the given ports: the one wiring of the app, for the composition root and for tests. */
export function startAppServices(parts: AppServiceParts): AppServices {
  const { info, catalog, identity, profile, passwordReset, authExpiry, demoControls, timers } = parts;
  const clock = timers ? { clock: timers } : {};
  const toasts = createActor(toastMachine, clock).start();
  const notify = toastNotifier(toasts);
  const signOut = fromPromise(() => identity.signOut());
  // A restored session's first screen reads the wallet fresh only where it shows it (one call fewer before it paints).
  const firstScreenShowsWallet = parts.firstScreenShowsWallet ?? true;
  const loadProfile = fromPromise(({ input }: { input: ProfileLoad }) =>
    profile.getProfile({ freshWallet: firstScreenShowsWallet || !input.restoresFirstScreen }),
  );

  const session = createActor(
    sessionMachine.provide({
      actors: {
        // The first report waits for the stored sign-in to be restored: no guard decides on a guess.
        watchIdentity: fromCallback<SessionEvent>(({ sendBack }) => {
          let stopWatching: (() => void) | null = null;
          let stopped = false;
          identity.ready().then(
            () => {
              if (!stopped) stopWatching = identity.watch((user) => sendBack({ type: 'IDENTITY_CHANGED', user }));
            },
            () => sendBack({ type: 'IDENTITY_CHANGED', user: null }),
          );
          return () => {
            stopped = true;
            stopWatching?.();
          };
        }),
        signIn: fromPromise(({ input }: { input: { email: string; password: string } }) =>
          identity.signIn(input.email, input.password),
        ),
        loadProfile,
        signOut,
      },
    }),
    clock,
  ).start();
  authExpiry.watch(() => session.send({ type: 'SESSION_EXPIRED' }));

  const registration = onFirstUse(() =>
    import('./registration/start-registration').then(({ startRegistration }) => startRegistration({ identity, profile, session, timers })),
  );

  const account = accountUseCases(profile, passwordReset, (saved) => session.send({ type: 'PROFILE_UPDATED', profile: saved }));

  const storages = onFirstUse(() =>
    Promise.all([parts.loadCartStorage(), parts.loadPaymentSessionStore(), parts.loadCheckoutMemory(), parts.loadDraftOutbox()]).then(
      ([cart, paymentSession, checkout, draftOutbox]) => ({ cart, paymentSession, checkout, draftOutbox }),
    ),
  );
  // Set until the storages are here to be cleared: no buyer's services ever read what was to be forgotten.
  let forgetting: string | null = null;
  const forgotten = (loaded: BuyerStorages) => {
    if (forgetting !== null) {
      loaded.cart.clear();
      loaded.paymentSession.clear();
      loaded.checkout.clear();
      // The drafts the device kept for the account that left (the sign-out warned of them by name).
      loaded.draftOutbox.forget(forgetting);
      forgetting = null;
    }
    return loaded;
  };
  // Its own chunk, with the storages fetched alongside: the home page carries no cart, checkout or orders code.
  const buyer = onFirstUse(() =>
    Promise.all([import('./buyer-services'), storages.load(), parts.loadPaymentTabs()]).then(([{ buyerServices }, loaded, paymentTabs]) => {
      const { cart: cartStorage, paymentSession: paymentSessionStore, checkout: checkoutMemory, draftOutbox } = forgotten(loaded);
      const walletChanged = () => session.send({ type: 'WALLET_CHANGED' });
      const account = async () => session.getSnapshot().context.uid;
      // The app shell starts after the first paint: before it, nothing follows the connection yet.
      const backendUnreachable = () => void appShell?.then((shell) => shell.send({ type: 'BACKEND_UNREACHABLE' }));
      const services = buyerServices({ ...parts, catalog, notify, cartStorage, paymentSessionStore, checkoutMemory, paymentTabs, walletChanged, draftOutbox, account, backendUnreachable });
      // Drafts kept on the device by an earlier visit go as soon as the buyer is back.
      services.sendWaitingDrafts();
      return services;
    }),
  );
  forgetBuyerOnSignOut(session, (leaving) => {
    // What the device kept of the account's answers (its prices) goes with it, whether or not there is a signal.
    void parts.deviceCopies.forget(leaving);
    forgetting = leaving;
    // A chunk that fails to load here is loaded again with the buyer's services, which clear first.
    storages.load().then(forgotten, () => undefined);
  });

  let appShell: Promise<AppShellActor> | null = null;

  return {
    info,
    catalog,
    account,
    session,
    registration,
    toasts,
    notify,
    demoControls,
    demoPayments: parts.demoPayments,
    deviceCopies: parts.deviceCopies,
    buyer: buyer.load,
    prepareSignIn: () => identity.prepare(),
    appShell: (path) =>
      (appShell ??= Promise.all([import('./app-shell/app-shell.machine'), parts.loadAppShell()]).then(([{ startAppShell }, shell]) => {
        const started = startAppShell(shell, path);
        // The signal is back: drafts saved without it go to the backend.
        whenBackOnline(started, () => buyer.current()?.sendWaitingDrafts());
        return started;
      })),
    firstScreenShown: () => {
      if (session.getSnapshot().context.uid !== null) identity.prepare();
    },
    firstScreenReady: (limitMs) => {
      const known = waitFor(session, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('loadingProfile')).then((snapshot) =>
        snapshot.matches('signedIn') ? buyer.load().then(() => undefined) : undefined,
      );
      // A failure is the screen's to show, once it renders.
      const settled = known.catch(() => undefined);
      return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
    },
  };
}

interface BuyerStorages {
  readonly cart: CartStoragePort;
  readonly paymentSession: PaymentSessionStorePort;
  readonly checkout: CheckoutMemoryPort;
  readonly draftOutbox: DraftOutboxPort;
}

/** Calls `back` each time the connection returns after it was lost. */
function whenBackOnline(shell: AppShellActor, back: () => void): void {
  let offline = shell.getSnapshot().matches({ connection: 'offline' });
  shell.subscribe((snapshot) => {
    const now = snapshot.matches({ connection: 'offline' });
    if (offline && !now) back();
    offline = now;
  });
}

/**
 * A buyer's cart, payment session and checkout memory end with their sign-in, so the next
 * person at the browser finds neither: they are forgotten whenever a
 * signed-in buyer leaves (signing out, in this tab or another, or a session
 * ended for them: expired, refused, under review). A restored sign-in keeps them.
 */
function forgetBuyerOnSignOut(session: ActorRefFrom<typeof sessionMachine>, forget: (leaving: string) => void): void {
  let buyerUid: string | null = null;
  session.subscribe(({ context }) => {
    if (context.uid === buyerUid) return;
    const leaving = buyerUid;
    buyerUid = context.uid;
    if (leaving !== null) forget(leaving);
  });
}
