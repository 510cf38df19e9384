import { BackendError } from '../../application/shared/backend-error';
import type { UserProfile, Wallet } from '../../domain/accounts/profile';
import { toDecimalString } from '../../domain/shared/money';
import { profileSchema } from '../http/profile.schema';
import { DemoAccounts, profileOf } from './demo-accounts';
import type { DemoIdentity } from './demo-identity';

export interface Buyer {
  readonly uid: string;
  readonly profile: UserProfile;
}

/** The signed-in account behind a demo call, and its wallet, kept in the account's stored profile. */
export class DemoBuyers {
  private readonly accounts: DemoAccounts;

  constructor(
    private readonly identity: DemoIdentity,
    storage: Storage,
  ) {
    this.accounts = new DemoAccounts(storage);
  }

  /** Like a request without a valid Bearer token, a call with nobody signed in is refused. */
  signedIn(): Buyer {
    const user = this.identity.current();
    const account = user && this.accounts.byUid(user.uid);
    if (!account) throw new BackendError('unauthorized', 'Not signed in', 401);
    return { uid: account.uid, profile: profileSchema.parse(profileOf(account)) };
  }

  changeWallet(uid: string, change: (wallet: Wallet) => Wallet): void {
    const account = this.accounts.byUid(uid);
    if (!account) throw new BackendError('unauthorized', 'Not signed in', 401);
    const profile = profileOf(account);
    const wallet = change(profileSchema.parse(profile).wallet);
    this.accounts.save({
      ...account,
      profile: { ...profile, wallet: { balance: toDecimalString(wallet.balance), creditDue: toDecimalString(wallet.creditDue) } },
    });
  }
}
