import type { CouponsPort } from '../../application/ports/coupons.port';
import { NO_DEVICE_COPIES } from '../../application/ports/device-copies.port';
import type { DemoAccountsBackend } from '../demo/demo-accounts-backend';
import { DEMO_PASSWORD, demoAccountList } from '../demo/demo-account-list';
import { DemoCatalog, catalogForCaller } from '../demo/demo-catalog';
import { DemoIdentityOnDemand } from '../demo/demo-identity-on-demand';
import { DemoPasswordReset } from '../demo/demo-password-reset';
import type { DemoSalesBackend } from '../demo/demo-sales';
import type { AppConfig } from '../config/config';
import type { BackendAdapters } from './backend-adapters';

/** The whole backend simulated in the browser: what `npm start` runs, over the browser's storage (or this visit's memory where it refuses). */
export function demoModule(config: AppConfig, storage: Storage): BackendAdapters {
  // One catalogue for browsing (priced for signed-in callers only, as the hosted backend does) and for the backend's own pricing of orders.
  const catalog = new DemoCatalog();
  // The accounts side is a chunk of its own too: a visitor who never signs in (nor opens the demo controls) never fetches it.
  let accounts: Promise<DemoAccountsBackend> | null = null;
  const accountsBackend = () =>
    (accounts ??= import('../demo/demo-accounts-backend').then(({ createDemoAccounts }) => createDemoAccounts(storage)));
  // The selling side is a chunk of its own, fetched when a buyer first opens their orders or transactions, or pays.
  let sales: Promise<DemoSalesBackend> | null = null;
  const salesBackend = () =>
    (sales ??= Promise.all([import('../demo/demo-sales'), accountsBackend()]).then(([{ createDemoSales }, { identity }]) =>
      createDemoSales(storage, identity, { catalog, shipping: config.VITE_SHIPPING }),
    ));
  // The checkout's first screen needs only the buyer's coupons: a chunk much smaller than the selling side.
  let coupons: Promise<CouponsPort> | null = null;
  const couponsBackend = () =>
    (coupons ??= Promise.all([import('../demo/demo-coupons'), accountsBackend()]).then(([{ createDemoCoupons }, { identity }]) =>
      createDemoCoupons(storage, identity),
    ));

  const identity = new DemoIdentityOnDemand(storage, async () => (await accountsBackend()).identity);
  return {
    identity,
    catalog: catalogForCaller(catalog, async () => (await identity.uid()) !== null),
    profile: {
      getProfile: async () => (await accountsBackend()).profile.getProfile(),
      completeRegistration: async (fields, resaleFile) => (await accountsBackend()).profile.completeRegistration(fields, resaleFile),
      updateProfile: async (fields, photo) => (await accountsBackend()).profile.updateProfile(fields, photo),
    },
    // It knows no accounts (any address succeeds): no reason to fetch them.
    passwordReset: new DemoPasswordReset(),
    demoControls: {
      pendingAccounts: async () => (await accountsBackend()).controls.pendingAccounts(),
      approve: async (email) => (await accountsBackend()).controls.approve(email),
      // The panel has listed the pending accounts by the time its button is pressed, so the chunk is already here.
      reset: () => void accountsBackend().then(({ controls }) => controls.reset()),
    },
    orders: {
      placeOrder: async (order, attemptKey) => (await salesBackend()).orders.placeOrder(order, attemptKey),
      myOrders: async (query) => (await salesBackend()).orders.myOrders(query),
      order: async (id) => (await salesBackend()).orders.order(id),
    },
    savedOrders: {
      mySavedOrders: async (query) => (await salesBackend()).savedOrders.mySavedOrders(query),
      savedOrder: async (id) => (await salesBackend()).savedOrders.savedOrder(id),
      save: async (draft) => (await salesBackend()).savedOrders.save(draft),
      update: async (id, changes) => (await salesBackend()).savedOrders.update(id, changes),
      remove: async (id) => (await salesBackend()).savedOrders.remove(id),
    },
    transactions: {
      myTransactions: async (query) => (await salesBackend()).transactions.myTransactions(query),
    },
    wallet: {
      repayDues: async (repayment) => (await salesBackend()).wallet.repayDues(repayment),
      verifyPayment: async (sessionId, gateway) => (await salesBackend()).wallet.verifyPayment(sessionId, gateway),
    },
    coupons: {
      myCoupons: async () => (await couponsBackend()).myCoupons(),
      validate: async (code, amount) => (await couponsBackend()).validate(code, amount),
    },
    demoPayments: {
      describe: async (sessionId) => (await salesBackend()).payments.describe(sessionId),
      cancel: async (sessionId) => (await salesBackend()).payments.cancel(sessionId),
    },
    deviceCopies: NO_DEVICE_COPIES,
    // The demo never refuses its own tokens, so there is no expiry to report.
    authExpiry: { watch: () => () => undefined },
    info: {
      backend: 'demo',
      supportEmail: config.VITE_SUPPORT_EMAIL,
      shipping: config.VITE_SHIPPING,
      demoAccounts: demoAccountList.map(({ email, role, note }) => ({ email, role: role.toUpperCase(), note })),
      demoPassword: DEMO_PASSWORD,
    },
  };
}
