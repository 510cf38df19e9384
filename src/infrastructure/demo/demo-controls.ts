import type { DemoControlsPort, PendingDemoAccount } from '../../application/ports/demo-controls.port';
import { BackendError } from '../../application/shared/backend-error';
import { CART_KEY } from '../browser/cart-key';
import { PAYMENT_SESSION_KEY } from '../browser/local-storage-payment-session';
import { profileSchema } from '../http/profile.schema';
import { DEMO_ACCOUNTS_KEY, DemoAccounts, profileOf } from './demo-accounts';
import { DEMO_IDENTITY_KEY } from './demo-identity-key';
import { DEMO_ORDERS_KEY, DEMO_PAYMENTS_KEY, DEMO_SAVED_ORDERS_KEY, DEMO_TRANSACTIONS_KEY } from './demo-sales-keys';

/** Every key the demo writes; removing them puts the seed back. */
export const DEMO_KEYS = [
  DEMO_ACCOUNTS_KEY,
  DEMO_IDENTITY_KEY,
  CART_KEY,
  DEMO_ORDERS_KEY,
  DEMO_TRANSACTIONS_KEY,
  DEMO_PAYMENTS_KEY,
  DEMO_SAVED_ORDERS_KEY,
  PAYMENT_SESSION_KEY,
] as const;

/** The administrator's part of the demo backend. */
export class DemoControls implements DemoControlsPort {
  private readonly accounts: DemoAccounts;

  constructor(
    private readonly storage: Storage = window.localStorage,
    private readonly goHome: () => void = () => window.location.assign('/'),
  ) {
    this.accounts = new DemoAccounts(storage);
  }

  async pendingAccounts(): Promise<PendingDemoAccount[]> {
    return this.accounts
      .all()
      .map((account) => profileSchema.parse(profileOf(account)))
      .filter((profile) => !profile.approved)
      .map(({ email, name, company, role }) => ({ email, name, company, role }));
  }

  async approve(email: string): Promise<void> {
    const account = this.accounts.byEmail(email);
    if (!account) throw new BackendError('not-found', `No demo account for ${email}`, 404);
    this.accounts.save({ ...account, profile: { ...profileOf(account), approved: true } });
  }

  reset(): void {
    for (const key of DEMO_KEYS) {
      try {
        this.storage.removeItem(key);
      } catch {
        // Storage blocked: nothing was kept, so there is nothing to put back.
      }
    }
    this.goHome();
  }
}
