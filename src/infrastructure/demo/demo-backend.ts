import type { CatalogPort } from '../../application/ports/catalog.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { CouponsPort } from '../../application/ports/coupons.port';
import type { DemoControlsPort } from '../../application/ports/demo-controls.port';
import type { DemoPaymentsPort } from '../../application/ports/demo-payments.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { OrdersPort } from '../../application/ports/orders.port';
import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import type { ProfilePort } from '../../application/ports/profile.port';
import type { WalletPort } from '../../application/ports/wallet.port';
import { systemClock } from '../browser/system-clock';
import { DemoBuyers } from './demo-buyers';
import { DemoCatalog } from './demo-catalog';
import { DemoControls } from './demo-controls';
import { DemoCoupons } from './demo-coupons';
import { DemoIdentity } from './demo-identity';
import { DemoLedger } from './demo-ledger';
import { DemoOrders } from './demo-orders';
import { DemoPasswordReset } from './demo-password-reset';
import { DemoPayments } from './demo-payments';
import { DemoProfile } from './demo-profile';
import { DemoWallet } from './demo-wallet';

export interface DemoBackend {
  readonly identity: IdentityPort;
  readonly profile: ProfilePort;
  readonly passwordReset: PasswordResetPort;
  readonly controls: DemoControlsPort;
  readonly orders: OrdersPort;
  readonly wallet: WalletPort;
  readonly coupons: CouponsPort;
  readonly payments: DemoPaymentsPort;
}

export interface DemoBackendOptions {
  /** Where orders are priced from: the shop's own DemoCatalog in the browser, one over the seed in Node tests. */
  readonly catalog?: CatalogPort;
  /** The origin payment pages live at; the page's own by default. */
  readonly origin?: string;
  readonly clock?: ClockPort;
}

/** The demo's adapters over one storage: localStorage in the shop, an in-memory one in tests. */
export function createDemoBackend(storage: Storage = window.localStorage, options: DemoBackendOptions = {}): DemoBackend {
  const identity = new DemoIdentity(storage);
  const buyers = new DemoBuyers(identity, storage);
  const clock = options.clock ?? systemClock;
  const ledger = new DemoLedger(storage, () => clock.now());
  // Read when a payment starts, not here: Node has no window.
  const origin = () => options.origin ?? window.location.origin;
  return {
    identity,
    profile: new DemoProfile(identity, storage),
    passwordReset: new DemoPasswordReset(),
    controls: new DemoControls(storage),
    orders: new DemoOrders(buyers, ledger, options.catalog ?? new DemoCatalog(), origin),
    wallet: new DemoWallet(buyers, ledger, origin),
    coupons: new DemoCoupons(buyers),
    payments: new DemoPayments(ledger),
  };
}
