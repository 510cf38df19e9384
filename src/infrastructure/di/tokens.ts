import type { ServiceIdentifier } from 'inversify';
import type { AppInfo } from '../../application/app-services';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { CatalogPort } from '../../application/ports/catalog.port';
import type { AuthExpiryPort } from '../../application/ports/auth-expiry.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { CouponsPort } from '../../application/ports/coupons.port';
import type { DemoControlsPort } from '../../application/ports/demo-controls.port';
import type { DemoPaymentsPort } from '../../application/ports/demo-payments.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { OrdersPort } from '../../application/ports/orders.port';
import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import type { PaymentSessionStorePort } from '../../application/ports/payment-session-store.port';
import type { PaymentWindowPort } from '../../application/ports/payment-window.port';
import type { ProfilePort } from '../../application/ports/profile.port';
import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import type { TransactionsPort } from '../../application/ports/transactions.port';
import type { WalletPort } from '../../application/ports/wallet.port';
import type { AppConfig } from '../config/config';

/** Typed service identifiers: the container hands back what the token names. */
export const TOKENS = {
  Config: Symbol.for('Config') as ServiceIdentifier<AppConfig>,
  AppInfo: Symbol.for('AppInfo') as ServiceIdentifier<AppInfo>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<ClockPort>,
  Identity: Symbol.for('Identity') as ServiceIdentifier<IdentityPort>,
  Catalog: Symbol.for('Catalog') as ServiceIdentifier<CatalogPort>,
  Profile: Symbol.for('Profile') as ServiceIdentifier<ProfilePort>,
  LoadCartStorage: Symbol.for('LoadCartStorage') as ServiceIdentifier<() => Promise<CartStoragePort>>,
  PasswordReset: Symbol.for('PasswordReset') as ServiceIdentifier<PasswordResetPort>,
  AuthExpiry: Symbol.for('AuthExpiry') as ServiceIdentifier<AuthExpiryPort>,
  Orders: Symbol.for('Orders') as ServiceIdentifier<OrdersPort>,
  SavedOrders: Symbol.for('SavedOrders') as ServiceIdentifier<SavedOrdersPort>,
  Wallet: Symbol.for('Wallet') as ServiceIdentifier<WalletPort>,
  Coupons: Symbol.for('Coupons') as ServiceIdentifier<CouponsPort>,
  Transactions: Symbol.for('Transactions') as ServiceIdentifier<TransactionsPort>,
  LoadPaymentSessionStore: Symbol.for('LoadPaymentSessionStore') as ServiceIdentifier<() => Promise<PaymentSessionStorePort>>,
  PaymentWindow: Symbol.for('PaymentWindow') as ServiceIdentifier<PaymentWindowPort>,
  /** The demo's administrator stand-in; null over HTTP. */
  DemoControls: Symbol.for('DemoControls') as ServiceIdentifier<DemoControlsPort | null>,
  /** The demo's stand-in for the payment provider's page; null over HTTP. */
  DemoPayments: Symbol.for('DemoPayments') as ServiceIdentifier<DemoPaymentsPort | null>,
} as const;
