import type { IdentityPort, IdentityUser } from '../../application/ports/identity.port';
import { BackendError } from '../../application/shared/backend-error';
import { DEMO_PASSWORD, demoAccounts } from './accounts.seed';

export const DEMO_IDENTITY_KEY = 'demo-identity';

/** In-browser sign-in for the demo accounts, kept across reloads and tabs like Firebase's local persistence. */
export class DemoIdentity implements IdentityPort {
  private readonly listeners = new Set<(user: IdentityUser | null) => void>();

  constructor(private readonly storage: Storage = window.localStorage) {
    window.addEventListener('storage', (event) => {
      if (event.key === DEMO_IDENTITY_KEY) this.emit();
    });
  }

  current(): IdentityUser | null {
    let uid: string | null = null;
    try {
      uid = this.storage.getItem(DEMO_IDENTITY_KEY);
    } catch {
      return null;
    }
    const account = demoAccounts.find((candidate) => candidate.uid === uid);
    return account ? { uid: account.uid, email: account.profile.email } : null;
  }

  watch(listener: (user: IdentityUser | null) => void): () => void {
    this.listeners.add(listener);
    listener(this.current());
    return () => this.listeners.delete(listener);
  }

  async idToken(): Promise<string | null> {
    const user = this.current();
    return user ? `demo.${user.uid}` : null;
  }

  async signIn(email: string, password: string): Promise<IdentityUser> {
    const account = demoAccounts.find((candidate) => candidate.profile.email === email.trim().toLowerCase());
    if (!account || password !== DEMO_PASSWORD) throw new BackendError('unauthorized', 'Invalid email or password');
    this.storage.setItem(DEMO_IDENTITY_KEY, account.uid);
    this.emit();
    return { uid: account.uid, email: account.profile.email };
  }

  async signOut(): Promise<void> {
    this.storage.removeItem(DEMO_IDENTITY_KEY);
    this.emit();
  }

  private emit() {
    const user = this.current();
    this.listeners.forEach((listener) => listener(user));
  }
}
