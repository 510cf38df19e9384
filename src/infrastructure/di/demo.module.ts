import { ContainerModule } from 'inversify';
import { DEMO_IDENTITY_KEY, DemoIdentity } from '../demo/demo-identity';
import { DemoCatalog } from '../demo/demo-catalog';
import { DemoProfile } from '../demo/demo-profile';
import { DEMO_PASSWORD, demoAccounts } from '../demo/accounts.seed';
import { CART_KEY } from '../browser/local-storage-cart';
import { TOKENS } from './tokens';

/** The whole backend simulated in the browser: what `npm start` runs. */
export const demoModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Identity).toConstantValue(new DemoIdentity());
  bind(TOKENS.Catalog).toConstantValue(new DemoCatalog());
  bind(TOKENS.Profile).toResolvedValue((identity) => new DemoProfile(identity as DemoIdentity), [TOKENS.Identity]);
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
  bind(TOKENS.ResetDemoData).toConstantValue(() => {
    for (const key of [DEMO_IDENTITY_KEY, CART_KEY]) window.localStorage.removeItem(key);
    window.location.assign('/');
  });
});
