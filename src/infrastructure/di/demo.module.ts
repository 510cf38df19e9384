import { ContainerModule } from 'inversify';
import { DemoCatalog } from '../demo/demo-catalog';
import { createDemoBackend } from '../demo/demo-backend';
import { DEMO_PASSWORD, demoAccounts } from '../demo/accounts.seed';
import { TOKENS } from './tokens';

/** The whole backend simulated in the browser: what `npm start` runs. */
export const demoModule = new ContainerModule(({ bind }) => {
  // One catalogue for browsing and for the backend's own pricing of orders.
  const catalog = new DemoCatalog();
  const backend = createDemoBackend(window.localStorage, { catalog });
  bind(TOKENS.Identity).toConstantValue(backend.identity);
  bind(TOKENS.Catalog).toConstantValue(catalog);
  bind(TOKENS.Profile).toConstantValue(backend.profile);
  bind(TOKENS.PasswordReset).toConstantValue(backend.passwordReset);
  bind(TOKENS.DemoControls).toConstantValue(backend.controls);
  bind(TOKENS.Orders).toConstantValue(backend.orders);
  bind(TOKENS.Wallet).toConstantValue(backend.wallet);
  bind(TOKENS.Coupons).toConstantValue(backend.coupons);
  bind(TOKENS.DemoPayments).toConstantValue(backend.payments);
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
