import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { HttpConfig } from '../config/config';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { HttpCatalog } from '../http/catalog.http';
import { HttpProfile } from '../http/profile.http';
import { SignedOutIdentity } from '../http/signed-out-identity';
import { TOKENS } from './tokens';

const HTTP_CLIENT = Symbol.for('HttpClient') as ServiceIdentifier<HttpClient>;

/** The hosted backend over HTTP. */
export function httpModule(config: HttpConfig) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Identity).toConstantValue(new SignedOutIdentity());
    bind(HTTP_CLIENT)
      .toResolvedValue((identity) => createHttpClient(config.VITE_API_BASE_URL, identity), [TOKENS.Identity])
      .inSingletonScope();
    bind(TOKENS.Catalog).toResolvedValue((http) => new HttpCatalog(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.Profile).toResolvedValue((http) => new HttpProfile(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.AppInfo).toConstantValue({
      backend: 'http',
      supportEmail: config.VITE_SUPPORT_EMAIL,
      demoAccounts: [],
      demoPassword: null,
    });
    bind(TOKENS.ResetDemoData).toConstantValue(null);
  });
}
