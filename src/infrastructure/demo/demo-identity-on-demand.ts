import type { IdentityPort, IdentityUser } from '../../application/ports/identity.port';
import type { DemoIdentity } from './demo-identity';
import { DEMO_IDENTITY_KEY, storedSignIn } from './demo-identity-key';

type IdentityListener = (user: IdentityUser | null) => void;

/**
 * The demo's sign-in as a first-time visitor's page sees it: with no sign-in
 * stored it answers "nobody" from the stored key alone, and loads the accounts
 * (DemoIdentity, the seed, the schemas) only for a stored sign-in, signing in
 * or registering. Watchers follow the loaded identity from then on.
 */
export class DemoIdentityOnDemand implements IdentityPort {
  private readonly listeners = new Set<IdentityListener>();
  private loaded: DemoIdentity | null = null;
  private loading: Promise<DemoIdentity> | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly loadIdentity: () => Promise<DemoIdentity>,
  ) {
    window.addEventListener('storage', this.followOtherTabs);
  }

  /** A stored sign-in is restored (the accounts loaded) before the first guard decision. */
  async ready(): Promise<void> {
    if (storedSignIn(this.storage) !== null) await this.load();
  }

  watch(listener: IdentityListener): () => void {
    this.listeners.add(listener);
    listener(this.loaded?.current() ?? null);
    return () => this.listeners.delete(listener);
  }

  async uid(): Promise<string | null> {
    if (!this.loaded && storedSignIn(this.storage) === null) return null;
    return (await this.load()).uid();
  }

  async idToken(): Promise<string | null> {
    if (!this.loaded && storedSignIn(this.storage) === null) return null;
    return (await this.load()).idToken();
  }

  /** The accounts, ahead of the sign-in form's submit; a failed download is asked for again by the submit. */
  prepare(): void {
    this.load().catch(() => undefined);
  }

  async signIn(email: string, password: string): Promise<IdentityUser> {
    return (await this.load()).signIn(email, password);
  }

  async createAccount(email: string, password: string): Promise<IdentityUser> {
    return (await this.load()).createAccount(email, password);
  }

  async signOut(): Promise<void> {
    return (await this.load()).signOut();
  }

  private load(): Promise<DemoIdentity> {
    return (this.loading ??= this.loadIdentity().then(
      (identity) => this.takeOver(identity),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    ));
  }

  private takeOver(identity: DemoIdentity): DemoIdentity {
    // The loaded identity follows other tabs itself from now on.
    window.removeEventListener('storage', this.followOtherTabs);
    this.loaded = identity;
    // Its watch answers at once; watchers have heard "nobody" so far, so only a restored user is news.
    let answeringAtOnce = true;
    identity.watch((user) => {
      if (!answeringAtOnce || user) this.emit(user);
    });
    answeringAtOnce = false;
    return identity;
  }

  /** As DemoIdentity does: another tab signed in or out, or cleared the whole storage (key null). */
  private readonly followOtherTabs = (event: StorageEvent) => {
    if (event.key !== DEMO_IDENTITY_KEY && event.key !== null) return;
    // Only the accounts can tell who signed in; signed out needs none.
    if (storedSignIn(this.storage) === null) this.emit(null);
    else void this.load();
  };

  private emit(user: IdentityUser | null) {
    this.listeners.forEach((listener) => listener(user));
  }
}
