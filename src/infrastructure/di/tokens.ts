import type { ServiceIdentifier } from 'inversify';
import type { AppInfo } from '../../application/app-services';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { CatalogPort } from '../../application/ports/catalog.port';
import type { AuthExpiryPort } from '../../application/ports/auth-expiry.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { DemoControlsPort } from '../../application/ports/demo-controls.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import type { ProfilePort } from '../../application/ports/profile.port';
import type { AppConfig } from '../config/config';

/** Typed service identifiers: the container hands back what the token names. */
export const TOKENS = {
  Config: Symbol.for('Config') as ServiceIdentifier<AppConfig>,
  AppInfo: Symbol.for('AppInfo') as ServiceIdentifier<AppInfo>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<ClockPort>,
  Identity: Symbol.for('Identity') as ServiceIdentifier<IdentityPort>,
  Catalog: Symbol.for('Catalog') as ServiceIdentifier<CatalogPort>,
  Profile: Symbol.for('Profile') as ServiceIdentifier<ProfilePort>,
  CartStorage: Symbol.for('CartStorage') as ServiceIdentifier<CartStoragePort>,
  PasswordReset: Symbol.for('PasswordReset') as ServiceIdentifier<PasswordResetPort>,
  AuthExpiry: Symbol.for('AuthExpiry') as ServiceIdentifier<AuthExpiryPort>,
  /** The demo's administrator stand-in; null over HTTP. */
  DemoControls: Symbol.for('DemoControls') as ServiceIdentifier<DemoControlsPort | null>,
} as const;
