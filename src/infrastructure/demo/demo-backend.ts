import type { IdentityPort } from '../../application/ports/identity.port';
import { createDemoAccounts, type DemoAccountsBackend } from './demo-accounts-backend';
import { DemoCatalog } from './demo-catalog';
import { createDemoSales, type DemoSalesBackend, type DemoSalesOptions } from './demo-sales';

export interface DemoBackend extends Omit<DemoAccountsBackend, 'identity'>, DemoSalesBackend {
  readonly identity: IdentityPort;
}

/**
 * The whole demo backend over one storage, at once: for tests, which hand it an
 * in-memory storage and the seed's catalogue. The shop itself loads the selling
 * side on first use (demo.module.ts). Shipping is the spec's rule unless told otherwise.
 */
export function createDemoBackend(storage: Storage = window.localStorage, options: Partial<DemoSalesOptions> = {}): DemoBackend {
  const accounts = createDemoAccounts(storage);
  return { ...accounts, ...createDemoSales(storage, accounts.identity, { catalog: new DemoCatalog(), shipping: 'spec', ...options }) };
}
