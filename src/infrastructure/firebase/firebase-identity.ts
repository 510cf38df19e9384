import type { Auth, Persistence, User } from 'firebase/auth';
import type { IdentityPort, IdentityUser } from '../../application/ports/identity.port';
import { BackendError } from '../../application/shared/backend-error';

export interface FirebaseIdentityConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId?: string;
  /** e.g. http://127.0.0.1:9099: the Auth emulator instead of the hosted service. */
  readonly emulatorUrl?: string;
}

export interface FirebaseIdentityOptions {
  /** Where the sign-in is kept: browserLocalPersistence unless told (e.g. inMemoryPersistence without localStorage). */
  readonly persistence?: Persistence;
  /** The stored sign-in is keyed by the app name, so it must not change between page loads. */
  readonly appName?: string;
}

export const DEFAULT_APP_NAME = 'lumen-trade';

type AuthSdk = typeof import('firebase/auth');
/** Only what the adapter calls: named picks let the bundler drop the rest of firebase/auth. */
type Sdk = Pick<AuthSdk, 'onAuthStateChanged' | 'signInWithEmailAndPassword' | 'createUserWithEmailAndPassword' | 'signOut'>;

interface Loaded {
  readonly auth: Auth;
  readonly sdk: Sdk;
}

/**
 * Firebase Authentication behind the identity port. The SDK is a dynamic import (its own chunks),
 * started when the browser is idle after first paint or on first use, so the first page stays light.
 */
export class FirebaseIdentity implements IdentityPort {
  private loading: Promise<Loaded> | null = null;

  constructor(
    private readonly config: FirebaseIdentityConfig,
    private readonly options: FirebaseIdentityOptions = {},
  ) {
    whenIdle(() => this.load().catch(() => undefined));
  }

  async ready(): Promise<void> {
    const { auth } = await this.load();
    await auth.authStateReady();
  }

  watch(listener: (user: IdentityUser | null) => void): () => void {
    let active = true;
    let unsubscribe: (() => void) | null = null;
    this.load()
      .then(async ({ auth, sdk }) => {
        // Only after the stored sign-in is restored: the first call back is the real user, not a guess.
        await auth.authStateReady();
        if (active) unsubscribe = sdk.onAuthStateChanged(auth, (user) => listener(toIdentityUser(user)));
      })
      .catch(() => {
        // Without the SDK nobody can be signed in.
        if (active) listener(null);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }

  /** The signed-in account's id, null when nobody is signed in. */
  async uid(): Promise<string | null> {
    if (!this.loading && this.nothingStored()) return null;
    const { auth } = await this.load();
    await auth.authStateReady();
    return auth.currentUser?.uid ?? null;
  }

  async idToken(options?: { readonly forceRefresh?: boolean }): Promise<string | null> {
    // Nobody stored on this device and the SDK not asked for yet: a visitor's first requests need not wait for it.
    if (!this.loading && this.nothingStored()) return null;
    const { auth } = await this.load();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return null;
    try {
      // The SDK hands back the cached token and refreshes it when it is about to expire, or at once when forced.
      return await user.getIdToken(options?.forceRefresh);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  async signIn(email: string, password: string): Promise<IdentityUser> {
    const { auth, sdk } = await this.load();
    try {
      const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
      return toIdentityUser(credential.user);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  async createAccount(email: string, password: string): Promise<IdentityUser> {
    const { auth, sdk } = await this.load();
    try {
      const credential = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
      return toIdentityUser(credential.user);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  async signOut(): Promise<void> {
    const { auth, sdk } = await this.load();
    try {
      await sdk.signOut(auth);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  /** Reads browserLocalPersistence's key (the same the SDK writes); false when unsure. */
  private nothingStored(): boolean {
    if (this.options.persistence) return false;
    try {
      const key = `firebase:authUser:${this.config.apiKey}:${this.options.appName ?? DEFAULT_APP_NAME}`;
      return globalThis.localStorage?.getItem(key) === null;
    } catch {
      return false;
    }
  }

  private load(): Promise<Loaded> {
    this.loading ??= this.initialize().catch((error: unknown) => {
      this.loading = null; // a failed chunk download is retried on the next call
      throw isFirebaseError(error) ? toBackendError(error) : new BackendError('network', 'The sign-in service could not be loaded');
    });
    return this.loading;
  }

  private async initialize(): Promise<Loaded> {
    // Destructured straight from each import() (not through Promise.all) so the bundler can tree-shake.
    const appLoad = import('firebase/app');
    const {
      initializeAuth,
      connectAuthEmulator,
      browserLocalPersistence,
      onAuthStateChanged,
      signInWithEmailAndPassword,
      createUserWithEmailAndPassword,
      signOut,
    } = await import('firebase/auth');
    const { initializeApp } = await appLoad;
    const { apiKey, authDomain, projectId, appId, emulatorUrl } = this.config;
    const app = initializeApp({ apiKey, authDomain, projectId, ...(appId ? { appId } : {}) }, this.options.appName ?? DEFAULT_APP_NAME);
    // No popupRedirectResolver: email and password only, and it would pull in the popup code.
    const auth = initializeAuth(app, { persistence: this.options.persistence ?? browserLocalPersistence });
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    return { auth, sdk: { onAuthStateChanged, signInWithEmailAndPassword, createUserWithEmailAndPassword, signOut } };
  }
}

function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 0);
}

function toIdentityUser(user: User): IdentityUser;
function toIdentityUser(user: User | null): IdentityUser | null;
function toIdentityUser(user: User | null): IdentityUser | null {
  return user ? { uid: user.uid, email: user.email ?? '' } : null;
}

const UNAUTHORIZED = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists',
  'auth/invalid-email': 'The email address is not valid',
  'auth/weak-password': 'The password is too weak',
  'auth/too-many-requests': 'Too many attempts, try again later',
};

/** Short plain messages from the error code only: the SDK's own text is not for buyers. */
function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = isFirebaseError(error) ? error.code : '';
  if (UNAUTHORIZED.has(code)) return new BackendError('unauthorized', 'Invalid email or password');
  if (code === 'auth/user-disabled') return new BackendError('unauthorized', 'This account is disabled');
  if (code === 'auth/user-token-expired') return new BackendError('unauthorized', 'The session has expired, sign in again');
  if (code === 'auth/network-request-failed') return new BackendError('network', 'The sign-in service could not be reached');
  return new BackendError('http', MESSAGES[code] ?? (code ? `Sign-in failed (${code})` : 'Sign-in failed'));
}

/** By shape: importing FirebaseError would put @firebase/util in the first load. */
function isFirebaseError(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}
