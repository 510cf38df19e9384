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
import type { BackendAdapters } from './backend-adapters';

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
export function httpModule(config: HttpConfig): BackendAdapters {
  const identity = new FirebaseIdentity({
    apiKey: config.VITE_FIREBASE_API_KEY,
    authDomain: config.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: config.VITE_FIREBASE_PROJECT_ID,
    appId: config.VITE_FIREBASE_APP_ID,
    emulatorUrl: config.VITE_FIREBASE_AUTH_EMULATOR_URL,
  });
  // One for the whole app: the client reports refused tokens, the session watches for them.
  const authExpiry = new AuthExpiry();
  const http = createHttpClient(config.VITE_API_BASE_URL, identity, { onUnauthorized: () => authExpiry.report() });
  return {
    identity,
    authExpiry,
    catalog: new HttpCatalog(http),
    profile: new HttpProfile(http, () => identity.uid()),
    passwordReset: new HttpPasswordReset(http),
    orders: new HttpOrders(http),
    savedOrders: savedOrdersOnDemand(http),
    wallet: new HttpWallet(http),
    coupons: new HttpCoupons(http),
    transactions: new HttpTransactions(http),
    info: {
      backend: 'http',
      supportEmail: config.VITE_SUPPORT_EMAIL,
      shipping: config.VITE_SHIPPING,
      demoAccounts: [],
      demoPassword: null,
    },
    demoControls: null,
    demoPayments: null,
  };
}
