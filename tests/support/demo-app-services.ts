import { LocalStorageDraftOutbox } from '../../src/infrastructure/browser/local-storage-draft-outbox';
import { NO_DEVICE_COPIES } from '../../src/application/ports/device-copies.port';
import { SessionStorageCheckout } from '../../src/infrastructure/browser/session-storage-checkout';
import { startAppServices } from '../../src/application/app-services';
import { catalogUseCases } from '../../src/application/catalog/catalog.use-cases';
import type { CartStoragePort } from '../../src/application/ports/cart-storage.port';
import type { ProfileRead } from '../../src/application/ports/profile.port';
import { LocalStorageCart } from '../../src/infrastructure/browser/local-storage-cart';
import { LocalStoragePaymentSession } from '../../src/infrastructure/browser/local-storage-payment-session';
import { createDemoBackend } from '../../src/infrastructure/demo/demo-backend';
import { seedCatalog } from './seed-catalog';
import { fakeAppShell } from './fake-app-shell';

/** The shop's application layer over the demo backend and the real storage adapters, on this page's localStorage. */
export function startShop(
  overrides: {
    loadCartStorage?: () => Promise<CartStoragePort>;
    firstScreenShowsWallet?: boolean;
    /** Told of every profile read, with how it takes the wallet. */
    onProfileRead?: (read: ProfileRead | undefined) => void;
  } = {},
) {
  const backend = createDemoBackend(window.localStorage);
  const { profile } = backend;
  const notices: string[] = [];
  const services = startAppServices({
    deviceCopies: NO_DEVICE_COPIES,
    info: { backend: 'demo', supportEmail: 'support@example.test', shipping: 'spec', demoAccounts: [], demoPassword: null },
    catalog: catalogUseCases(seedCatalog()),
    identity: backend.identity,
    profile: {
      getProfile: (read) => {
        overrides.onProfileRead?.(read);
        return profile.getProfile();
      },
      completeRegistration: (fields, resaleFile) => profile.completeRegistration(fields, resaleFile),
      updateProfile: (fields, photo) => profile.updateProfile(fields, photo),
    },
    passwordReset: backend.passwordReset,
    authExpiry: { watch: () => () => undefined },
    loadCartStorage: overrides.loadCartStorage ?? (async () => new LocalStorageCart()),
    demoControls: backend.controls,
    demoPayments: backend.payments,
    orders: backend.orders,
    wallet: backend.wallet,
    coupons: backend.coupons,
    transactions: backend.transactions,
    savedOrders: backend.savedOrders,
    loadCsv: () => import('../../src/infrastructure/csv/papa-csv').then(({ papaCsv }) => papaCsv),
    loadAppShell: async () => fakeAppShell(),
    loadPaymentSessionStore: async () => new LocalStoragePaymentSession(window.localStorage),
    loadCheckoutMemory: async () => new SessionStorageCheckout(window.sessionStorage),
    loadDraftOutbox: async () => new LocalStorageDraftOutbox(window.localStorage, undefined),
    loadPaymentTabs: async () => ({ tell: () => undefined, watch: () => () => undefined }),
    paymentWindow: { shopOrigin: window.location.origin, open: () => null },
    clock: { now: () => Date.now() },
    firstScreenShowsWallet: overrides.firstScreenShowsWallet,
  });
  services.toasts.subscribe(({ context }) => {
    if (context.toast) notices.push(context.toast.message);
  });
  return { services, notices, identity: backend.identity };
}

