/** An account registered in the demo and waiting for an administrator. */
export interface PendingDemoAccount {
  readonly email: string;
  readonly name: string;
  readonly company: string;
  readonly role: string;
}

/** The demo backend's administrator stand-in; absent over HTTP. */
export interface DemoControlsPort {
  pendingAccounts(): Promise<PendingDemoAccount[]>;
  /** Approves the account, as an admin would on the hosted backend. */
  approve(email: string): Promise<void>;
  /** Puts the seed back: accounts, wallets, sign-in and cart; then reloads the shop at /. */
  reset(): void;
}
