import type { AppInfo } from '../../application/app-services';
import type { AuthExpiryPort } from '../../application/ports/auth-expiry.port';
import type { CatalogPort } from '../../application/ports/catalog.port';
import type { CouponsPort } from '../../application/ports/coupons.port';
import type { DeviceCopiesPort } from '../../application/ports/device-copies.port';
import type { DemoControlsPort } from '../../application/ports/demo-controls.port';
import type { DemoPaymentsPort } from '../../application/ports/demo-payments.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { OrdersPort } from '../../application/ports/orders.port';
import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import type { ProfilePort } from '../../application/ports/profile.port';
import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import type { TransactionsPort } from '../../application/ports/transactions.port';
import type { WalletPort } from '../../application/ports/wallet.port';

/**
 * What a backend module provides: one adapter for each port that differs between backends.
 * A typed record, so a module that forgets a port does not compile.
 */
export interface BackendAdapters {
  readonly info: AppInfo;
  readonly identity: IdentityPort;
  readonly catalog: CatalogPort;
  readonly profile: ProfilePort;
  readonly passwordReset: PasswordResetPort;
  readonly authExpiry: AuthExpiryPort;
  readonly orders: OrdersPort;
  readonly savedOrders: SavedOrdersPort;
  readonly wallet: WalletPort;
  readonly coupons: CouponsPort;
  readonly transactions: TransactionsPort;
  /** The backend's answers kept on the device for use with no signal (none on the demo, whose backend is on the device). */
  readonly deviceCopies: DeviceCopiesPort;
  /** The demo's administrator stand-in; null over HTTP. */
  readonly demoControls: DemoControlsPort | null;
  /** The demo's stand-in for the payment provider's page; null over HTTP. */
  readonly demoPayments: DemoPaymentsPort | null;
}
