import { startAppServices, type AppServices } from '../../application/app-services';
import { CATALOG_CACHE_MS, cachedCatalog } from '../../application/catalog/cached-catalog';
import { catalogUseCases } from '../../application/catalog/catalog.use-cases';
import { BrowserPaymentWindow } from '../browser/browser-payment-window';
import { systemClock } from '../browser/system-clock';
import { VisitStorage } from '../browser/visit-storage';
import type { AppConfig } from '../config/config';
import type { BackendAdapters } from './backend-adapters';

/**
 * The backend module is a chunk of its own, so the demo build carries no HTTP client and vice versa.
 * Chosen from the build's env (which loadConfig has validated): the bundle then holds one loader only.
 */
async function backendAdapters(config: AppConfig, storage: Storage): Promise<BackendAdapters> {
  if (import.meta.env.VITE_BACKEND === 'http' && config.VITE_BACKEND === 'http') return (await import('./http.module')).httpModule(config);
  return (await import('./demo.module')).demoModule(config, storage);
}

/** What the screen being opened needs of the start. */
export interface FirstScreen {
  readonly showsWallet: boolean;
}

/** The composition root: config picks the backend's adapters; the browser's own adapters are the same for both. */
export async function createAppServices(config: AppConfig, firstScreen: FirstScreen): Promise<AppServices> {
  // A browser that refuses localStorage (cookies blocked, a private window) leaves these in this visit's memory instead of breaking the shop.
  const storage = new VisitStorage();
  const backend = await backendAdapters(config, storage);
  // Both backends price the catalogue exactly when a signed-in caller's token goes with the call. Asked of the
  // account, not its token: a token too old to send cannot be renewed with no signal, and the device's copies are priced.
  const pricesSent = async () => (await backend.identity.uid()) !== null;
  return startAppServices({
    ...backend,
    catalog: catalogUseCases(cachedCatalog(backend.catalog, systemClock, pricesSent, CATALOG_CACHE_MS, () => backend.deviceCopies.readAt() === null)),
    // Loaded with the buyer's services: the storages and their schemas stay out of the first load.
    loadCartStorage: () => import('../browser/local-storage-cart').then(({ browserCartStorage }) => browserCartStorage()),
    loadPaymentSessionStore: () =>
      import('../browser/local-storage-payment-session').then(({ LocalStoragePaymentSession }) => new LocalStoragePaymentSession(storage)),
    loadCheckoutMemory: () =>
      import('../browser/session-storage-checkout').then(
        ({ SessionStorageCheckout }) => new SessionStorageCheckout(new VisitStorage(() => window.sessionStorage)),
      ),
    loadDraftOutbox: () => import('../browser/local-storage-draft-outbox').then(({ LocalStorageDraftOutbox }) => new LocalStorageDraftOutbox(storage)),
    loadPaymentTabs: () => import('../browser/broadcast-payment-tabs').then(({ BroadcastPaymentTabs }) => new BroadcastPaymentTabs()),
    loadCsv: () => import('../csv/papa-csv').then(({ papaCsv }) => papaCsv),
    loadAppShell: () => import('../browser/service-worker-shell').then(({ serviceWorkerShell }) => serviceWorkerShell()),
    paymentWindow: new BrowserPaymentWindow(),
    clock: systemClock,
    firstScreenShowsWallet: firstScreen.showsWallet,
  });
}
