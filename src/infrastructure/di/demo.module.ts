import { ContainerModule } from 'inversify';
import { createDemoAccounts } from '../demo/demo-accounts-backend';
import { DemoCatalog } from '../demo/demo-catalog';
import type { DemoSalesBackend } from '../demo/demo-sales';
import { DEMO_PASSWORD, demoAccounts } from '../demo/accounts.seed';
import { TOKENS } from './tokens';

/** The whole backend simulated in the browser: what `npm start` runs. */
export const demoModule = new ContainerModule(({ bind }) => {
  // One catalogue for browsing and for the backend's own pricing of orders.
  const catalog = new DemoCatalog();
  const accounts = createDemoAccounts(window.localStorage);
  // The selling side is a chunk of its own, fetched when a buyer first opens the cart, their orders or transactions, or pays.
  let sales: Promise<DemoSalesBackend> | null = null;
  const salesBackend = () =>
    (sales ??= import('../demo/demo-sales').then(({ createDemoSales }) =>
      createDemoSales(window.localStorage, accounts.identity, { catalog }),
    ));

  bind(TOKENS.Identity).toConstantValue(accounts.identity);
  bind(TOKENS.Catalog).toConstantValue(catalog);
  bind(TOKENS.Profile).toConstantValue(accounts.profile);
  bind(TOKENS.PasswordReset).toConstantValue(accounts.passwordReset);
  bind(TOKENS.DemoControls).toConstantValue(accounts.controls);
  bind(TOKENS.Orders).toConstantValue({
    placeOrder: async (order) => (await salesBackend()).orders.placeOrder(order),
    myOrders: async (query) => (await salesBackend()).orders.myOrders(query),
    order: async (id) => (await salesBackend()).orders.order(id),
  });
  bind(TOKENS.Transactions).toConstantValue({
    myTransactions: async (query) => (await salesBackend()).transactions.myTransactions(query),
  });
  bind(TOKENS.Wallet).toConstantValue({
    repayDues: async (repayment) => (await salesBackend()).wallet.repayDues(repayment),
    verifyPayment: async (sessionId, gateway) => (await salesBackend()).wallet.verifyPayment(sessionId, gateway),
  });
  bind(TOKENS.Coupons).toConstantValue({
    myCoupons: async () => (await salesBackend()).coupons.myCoupons(),
    validate: async (code, amount) => (await salesBackend()).coupons.validate(code, amount),
  });
  bind(TOKENS.DemoPayments).toConstantValue({
    describe: async (sessionId) => (await salesBackend()).payments.describe(sessionId),
    cancel: async (sessionId) => (await salesBackend()).payments.cancel(sessionId),
  });
  // The demo never refuses its own tokens, so there is no expiry to report.
  bind(TOKENS.AuthExpiry).toConstantValue({ watch: () => () => undefined });
  bind(TOKENS.AppInfo).toResolvedValue(
    (config) => ({
      backend: 'demo' as const,
      supportEmail: config.VITE_SUPPORT_EMAIL,
      demoAccounts: demoAccounts.map((account) => ({
        email: account.profile.email,
        role: String(account.profile.role).toUpperCase(),
        note: account.note,
      })),
      demoPassword: DEMO_PASSWORD,
    }),
    [TOKENS.Config],
  );
});
