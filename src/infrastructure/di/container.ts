import { Container, type ContainerModule } from 'inversify';
import { startAppServices, type AppServices } from '../../application/app-services';
import { cachedCatalog } from '../../application/catalog/cached-catalog';
import { catalogUseCases } from '../../application/catalog/catalog.use-cases';
import { BrowserPaymentWindow } from '../browser/browser-payment-window';
import { systemClock } from '../browser/system-clock';
import { VisitStorage } from '../browser/visit-storage';
import type { AppConfig } from '../config/config';
import { TOKENS } from './tokens';

/**
 * The backend module is a chunk of its own, so the demo build carries no HTTP client and vice versa.
 * Chosen from the build's env (which loadConfig has validated): the bundle then holds one loader only.
 */
async function backendModule(config: AppConfig, storage: Storage): Promise<ContainerModule> {
  if (import.meta.env.VITE_BACKEND === 'http' && config.VITE_BACKEND === 'http') return (await import('./http.module')).httpModule(config);
  return (await import('./demo.module')).demoModule(config, storage);
}

/** The composition root: config picks the backend module; shared adapters are bound once. */
export async function createContainer(config: AppConfig): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Clock).toConstantValue(systemClock);
  // Loaded with the buyer's services: the storages and their schemas stay out of the first load.
  container.bind(TOKENS.LoadCartStorage).toConstantValue(() =>
    import('../browser/local-storage-cart').then(({ LocalStorageCart }) => new LocalStorageCart()),
  );
  // A browser that refuses localStorage (cookies blocked, a private window) leaves these in this visit's memory instead of breaking the shop.
  const storage = new VisitStorage();
  container.bind(TOKENS.LoadPaymentSessionStore).toConstantValue(() =>
    import('../browser/local-storage-payment-session').then(({ LocalStoragePaymentSession }) => new LocalStoragePaymentSession(storage)),
  );
  container.bind(TOKENS.PaymentWindow).toConstantValue(new BrowserPaymentWindow());
  container.load(await backendModule(config, storage));
  return container;
}

export function resolveAppServices(container: Container): AppServices {
  const identity = container.get(TOKENS.Identity);
  // Both backends price the catalogue exactly when a token goes with the call.
  const pricesSent = async () => (await identity.idToken()) !== null;
  return startAppServices({
    info: container.get(TOKENS.AppInfo),
    catalog: catalogUseCases(cachedCatalog(container.get(TOKENS.Catalog), container.get(TOKENS.Clock), pricesSent)),
    identity,
    profile: container.get(TOKENS.Profile),
    passwordReset: container.get(TOKENS.PasswordReset),
    authExpiry: container.get(TOKENS.AuthExpiry),
    loadCartStorage: container.get(TOKENS.LoadCartStorage),
    demoControls: container.get(TOKENS.DemoControls),
    demoPayments: container.get(TOKENS.DemoPayments),
    orders: container.get(TOKENS.Orders),
    savedOrders: container.get(TOKENS.SavedOrders),
    wallet: container.get(TOKENS.Wallet),
    coupons: container.get(TOKENS.Coupons),
    transactions: container.get(TOKENS.Transactions),
    loadPaymentSessionStore: container.get(TOKENS.LoadPaymentSessionStore),
    paymentWindow: container.get(TOKENS.PaymentWindow),
    clock: container.get(TOKENS.Clock),
  });
}
