import type { CatalogPort } from '../../application/ports/catalog.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { CouponsPort } from '../../application/ports/coupons.port';
import type { DemoPaymentsPort } from '../../application/ports/demo-payments.port';
import type { OrdersPort } from '../../application/ports/orders.port';
import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import type { TransactionsPort } from '../../application/ports/transactions.port';
import type { WalletPort } from '../../application/ports/wallet.port';
import type { ShippingPolicy } from '../../domain/pricing/pricing';
import { systemClock } from '../browser/system-clock';
import { DemoBuyers } from './demo-buyers';
import { DemoCoupons } from './demo-coupons';
import type { DemoIdentity } from './demo-identity';
import { DemoLedger } from './demo-ledger';
import { DemoOrders } from './demo-orders';
import { DemoPayments } from './demo-payments';
import { DemoSavedOrders } from './demo-saved-orders';
import { DemoTransactions } from './demo-transactions';
import { DemoWallet } from './demo-wallet';
import { demoLedgerSeed } from './orders.seed';

/** Orders, saved orders, transactions, wallet, coupons and the provider's page: needed only once a buyer shops or looks back. */
export interface DemoSalesBackend {
  readonly orders: OrdersPort;
  readonly savedOrders: SavedOrdersPort;
  readonly transactions: TransactionsPort;
  readonly wallet: WalletPort;
  readonly coupons: CouponsPort;
  readonly payments: DemoPaymentsPort;
}

export interface DemoSalesOptions {
  /** Where orders are priced from: the shop's own DemoCatalog in the browser, one over the seed in Node tests. */
  readonly catalog: CatalogPort;
  /** What the backend charges for shipping: the deployment's setting, as the shop shows it. */
  readonly shipping: ShippingPolicy;
  /** The origin payment pages live at; the page's own by default. */
  readonly origin?: string;
  readonly clock?: ClockPort;
}

/** The demo backend's selling side, over the same storage and sign-in as its accounts. */
export function createDemoSales(storage: Storage, identity: DemoIdentity, options: DemoSalesOptions): DemoSalesBackend {
  const buyers = new DemoBuyers(identity, storage);
  const clock = options.clock ?? systemClock;
  const ledger = new DemoLedger(storage, () => clock.now(), demoLedgerSeed);
  // Read when a payment starts, not here: Node has no window.
  const origin = () => options.origin ?? window.location.origin;
  return {
    orders: new DemoOrders(buyers, ledger, options.catalog, options.shipping, origin),
    savedOrders: new DemoSavedOrders(buyers, storage, clock),
    transactions: new DemoTransactions(buyers, ledger),
    wallet: new DemoWallet(buyers, ledger, origin),
    coupons: new DemoCoupons(buyers),
    payments: new DemoPayments(ledger),
  };
}
