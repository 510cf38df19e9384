import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { HttpConfig } from '../config/config';
import { FirebaseIdentity } from '../firebase/firebase-identity';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { AuthExpiry } from '../http/auth-expiry';
import { HttpCatalog } from '../http/catalog.http';
import { HttpCoupons } from '../http/coupons.http';
import { HttpOrders } from '../http/orders.http';
import { HttpPasswordReset } from '../http/password-reset.http';
import { HttpProfile } from '../http/profile.http';
import { HttpTransactions } from '../http/transactions.http';
import { HttpWallet } from '../http/wallet.http';
import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import { TOKENS } from './tokens';

const HTTP_CLIENT = Symbol.for('HttpClient') as ServiceIdentifier<HttpClient>;

/** Saved orders over HTTP, loaded on the first call: only the buyer's screens use them, never the first page. */
function savedOrdersOnDemand(http: HttpClient): SavedOrdersPort {
  let adapter: Promise<SavedOrdersPort> | undefined;
  const load = () => (adapter ??= import('../http/saved-orders.http').then(({ HttpSavedOrders }) => new HttpSavedOrders(http)));
  return {
    mySavedOrders: async (query) => (await load()).mySavedOrders(query),
    savedOrder: async (id) => (await load()).savedOrder(id),
    save: async (draft) => (await load()).save(draft),
    update: async (id, changes) => (await load()).update(id, changes),
    remove: async (id) => (await load()).remove(id),
  };
}

/** The hosted backend over HTTP. */
export function httpModule(config: HttpConfig) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Identity).toConstantValue(
      new FirebaseIdentity({
        apiKey: config.VITE_FIREBASE_API_KEY,
        authDomain: config.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: config.VITE_FIREBASE_PROJECT_ID,
        appId: config.VITE_FIREBASE_APP_ID,
        emulatorUrl: config.VITE_FIREBASE_AUTH_EMULATOR_URL,
      }),
    );
    // One per container: the client reports refused tokens, the session watches for them.
    const authExpiry = new AuthExpiry();
    bind(TOKENS.AuthExpiry).toConstantValue(authExpiry);
    bind(HTTP_CLIENT)
      .toResolvedValue(
        (identity) =>
          createHttpClient(config.VITE_API_BASE_URL, identity, { onUnauthorized: () => authExpiry.report() }),
        [TOKENS.Identity],
      )
      .inSingletonScope();
    bind(TOKENS.Catalog).toResolvedValue((http) => new HttpCatalog(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.Profile).toResolvedValue((http) => new HttpProfile(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.PasswordReset)
      .toResolvedValue((http) => new HttpPasswordReset(http), [HTTP_CLIENT])
      .inSingletonScope();
    bind(TOKENS.Orders).toResolvedValue((http) => new HttpOrders(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.SavedOrders).toResolvedValue((http) => savedOrdersOnDemand(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.Wallet).toResolvedValue((http) => new HttpWallet(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.Coupons).toResolvedValue((http) => new HttpCoupons(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.Transactions)
      .toResolvedValue((http) => new HttpTransactions(http), [HTTP_CLIENT])
      .inSingletonScope();
    bind(TOKENS.AppInfo).toConstantValue({
      backend: 'http',
      supportEmail: config.VITE_SUPPORT_EMAIL,
      shipping: config.VITE_SHIPPING,
      demoAccounts: [],
      demoPassword: null,
    });
    bind(TOKENS.DemoControls).toConstantValue(null);
    bind(TOKENS.DemoPayments).toConstantValue(null);
  });
}
