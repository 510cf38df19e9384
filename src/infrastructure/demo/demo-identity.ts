import type { IdentityPort, IdentityUser } from '../../application/ports/identity.port';
import { BackendError } from '../../application/shared/backend-error';
import { AccountRefusal, PASSWORD_MIN_LENGTH } from '../../domain/accounts/account-refusal';
import { DemoAccounts, hashPassword, normalizeEmail, randomHex, type StoredAccount } from './demo-accounts';
import { DEMO_IDENTITY_KEY, storedSignIn } from './demo-identity-key';

/** Firebase Auth's own test of an email (one @ with something either side): the shop's form asks for more. */
const FIREBASE_EMAIL = /^[^@]+@[^@]+$/;

/** In-browser sign-in for seeded and registered accounts, kept across reloads and tabs like Firebase's. */
export class DemoIdentity implements IdentityPort {
  private readonly listeners = new Set<(user: IdentityUser | null) => void>();
  private readonly accounts: DemoAccounts;

  constructor(private readonly storage: Storage = window.localStorage) {
    this.accounts = new DemoAccounts(storage);
    // Other tabs signing in or out; key null: one cleared the whole storage. Node (feature tests) has no window.
    if (typeof window === 'undefined') return;
    window.addEventListener('storage', (event) => {
      if (event.key === DEMO_IDENTITY_KEY || event.key === null) this.emit();
    });
  }

  current(): IdentityUser | null {
    const uid = storedSignIn(this.storage);
    const account = uid === null ? null : this.accounts.byUid(uid);
    return account ? { uid: account.uid, email: account.email } : null;
  }

  async ready(): Promise<void> {}

  /** Everything is here already. */
  prepare(): void {}

  watch(listener: (user: IdentityUser | null) => void): () => void {
    this.listeners.add(listener);
    listener(this.current());
    return () => this.listeners.delete(listener);
  }

  async uid(): Promise<string | null> {
    return this.current()?.uid ?? null;
  }

  async idToken(): Promise<string | null> {
    const user = this.current();
    return user ? `demo.${user.uid}` : null;
  }

  async signIn(email: string, password: string): Promise<IdentityUser> {
    const account = this.accounts.byEmail(email);
    if (!account || (await hashPassword(account.salt, password)) !== account.passwordHash) {
      throw new BackendError('unauthorized', 'Invalid email or password');
    }
    return this.signInAs(account);
  }

  /** Refuses what Firebase refuses, in the same order: an email it cannot read, one already used, a short password. */
  async createAccount(email: string, password: string): Promise<IdentityUser> {
    if (!FIREBASE_EMAIL.test(email)) throw new AccountRefusal('email-malformed');
    if (this.accounts.byEmail(email)) throw new AccountRefusal('email-taken');
    if (password.length < PASSWORD_MIN_LENGTH) throw new AccountRefusal('weak-password');
    const salt = randomHex(16);
    const passwordHash = await hashPassword(salt, password);
    const uid = `demo-${randomHex(8)}`;
    const account: StoredAccount = { uid, email: normalizeEmail(email), salt, passwordHash, profile: null };
    this.accounts.save(account);
    return this.signInAs(account);
  }

  async signOut(): Promise<void> {
    this.storage.removeItem(DEMO_IDENTITY_KEY);
    this.emit();
  }

  private signInAs(account: StoredAccount): IdentityUser {
    this.storage.setItem(DEMO_IDENTITY_KEY, account.uid);
    this.emit();
    return { uid: account.uid, email: account.email };
  }

  private emit() {
    const user = this.current();
    this.listeners.forEach((listener) => listener(user));
  }
}
