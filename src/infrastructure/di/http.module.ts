import type { HttpConfig } from '../config/config';
import { FirebaseIdentity } from '../firebase/firebase-identity';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { AuthExpiry } from '../http/auth-expiry';
import { HttpCatalog } from '../http/catalog.http';
import { HttpPasswordReset } from '../http/password-reset.http';
import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import { onFirstUse } from '../../application/shared/on-first-use';
import { systemClock } from '../browser/system-clock';
import { KeptAnswers } from '../http/kept-answers';
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

/**
 * The ports whose calls only a signed-in account makes, each call waiting for their chunk (buyer-adapters.http.ts):
 * a visitor's first screen never loads them or their wire schemas. A failed download is asked for again.
 */
function buyerPortsOnDemand(http: HttpClient, signedInUid: () => Promise<string | null>): Pick<BackendAdapters, 'profile' | 'orders' | 'wallet' | 'coupons' | 'transactions'> {
  const { load: loaded } = onFirstUse(() => import('../http/buyer-adapters.http').then(({ httpBuyerAdapters }) => httpBuyerAdapters(http, signedInUid)));
  return {
    profile: {
      getProfile: async (read) => (await loaded()).profile.getProfile(read),
      completeRegistration: async (fields, resaleFile) => (await loaded()).profile.completeRegistration(fields, resaleFile),
      updateProfile: async (fields, photo) => (await loaded()).profile.updateProfile(fields, photo),
    },
    orders: {
      placeOrder: async (order, attemptKey) => (await loaded()).orders.placeOrder(order, attemptKey),
      myOrders: async (query) => (await loaded()).orders.myOrders(query),
      order: async (id) => (await loaded()).orders.order(id),
    },
    wallet: {
      repayDues: async (repayment) => (await loaded()).wallet.repayDues(repayment),
      verifyPayment: async (sessionId, gateway) => (await loaded()).wallet.verifyPayment(sessionId, gateway),
    },
    coupons: {
      myCoupons: async () => (await loaded()).coupons.myCoupons(),
      validate: async (code, orderAmount) => (await loaded()).coupons.validate(code, orderAmount),
    },
    transactions: {
      myTransactions: async (query) => (await loaded()).transactions.myTransactions(query),
    },
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
  // IndexedDB's wrapper loads on the first answer to keep, after the screen that asked for it.
  const shelf = onFirstUse(() => import('../browser/indexeddb-answer-shelf').then(({ IndexedDbAnswerShelf }) => IndexedDbAnswerShelf.open()));
  const kept = new KeptAnswers(shelf.load, () => identity.uid(), systemClock);
  const http = createHttpClient(config.VITE_API_BASE_URL, identity, { onUnauthorized: () => authExpiry.report(), keeper: kept });
  return {
    identity,
    authExpiry,
    // A signed-in account's SKU index is priced and its own; a visitor's is neither.
    catalog: new HttpCatalog(http, async () => (await identity.uid()) ?? 'visitor'),
    ...buyerPortsOnDemand(http, () => identity.uid()),
    passwordReset: new HttpPasswordReset(http),
    savedOrders: savedOrdersOnDemand(http),
    deviceCopies: kept,
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
