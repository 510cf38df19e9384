import type { Auth, Persistence, User } from 'firebase/auth';
import { z } from 'zod/mini';
import type { IdentityPort, IdentityUser } from '../../application/ports/identity.port';
import { BackendError } from '../../application/shared/backend-error';
import { AccountRefusal, type AccountRefusalReason } from '../../domain/accounts/account-refusal';
import { nextTask } from '../../application/shared/next-task';
import { DEFAULT_APP_NAME, STORED_TOKEN_MARGIN_MS, storedSignInKey } from './stored-sign-in';

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

type AuthSdk = typeof import('firebase/auth');
/** Only what the adapter calls: named picks let the bundler drop the rest of firebase/auth. */
type Sdk = Pick<AuthSdk, 'onAuthStateChanged' | 'signInWithEmailAndPassword' | 'createUserWithEmailAndPassword' | 'signOut'>;

interface Loaded {
  readonly auth: Auth;
  readonly sdk: Sdk;
}

/** What browserLocalPersistence keeps of the signed-in user (the SDK's own format; anything else is not used). */
const storedUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  email: z.optional(z.nullable(z.string())),
  stsTokenManager: z.object({ accessToken: z.string().check(z.minLength(1)), expirationTime: z.number() }),
});

interface StoredSignIn {
  readonly user: IdentityUser;
  readonly token: string;
  readonly expiresAt: number;
}

/**
 * Firebase Authentication behind the identity port. The SDK is a dynamic import (its own chunks), asked for
 * only where a sign-in is stored, or once a sign-in form opens (`prepare`), or another tab signs in: a visitor
 * who is not signed in never loads it, nor waits for it (nobody stored on this device means nobody signed in).
 *
 * A returning buyer whose stored token is still fresh is restored from storage at once: the session asks the
 * backend for the profile with that token, and the first screen paints, without the SDK (25 KiB) and its own check
 * of the account (a call to another origin); the app asks for it once that screen has painted (`prepare`). Once the
 * SDK has restored its user, it alone speaks: the same user changes nothing, another one or nobody is reported as a
 * change (the session then signs out or loads the other profile).
 */
export class FirebaseIdentity implements IdentityPort {
  private loading: Promise<Loaded> | null = null;
  /** Watchers of a visitor, or of a restored sign-in, wait for the SDK to load, whoever asks for it, rather than ask for it themselves. */
  private readonly awaitingSdk: ((loaded: Loaded) => void)[] = [];
  /** The sign-in read from storage: used until the SDK has restored its own, or anything signs in or out. */
  private stored: StoredSignIn | null;

  constructor(
    private readonly config: FirebaseIdentityConfig,
    private readonly options: FirebaseIdentityOptions = {},
  ) {
    this.stored = options.persistence ? null : readStoredSignIn(this.storageKey());
    if (this.nobodyStoredYet()) globalThis.addEventListener?.('storage', this.followOtherTabs);
  }

  prepare(): void {
    this.load().catch(() => undefined);
  }

  async ready(): Promise<void> {
    if (this.freshStoredSignIn()) return;
    // Nobody stored on this device: nobody is signed in, and a visitor's page need not wait for the SDK.
    if (this.nobodyStoredYet()) return;
    const { auth } = await this.load();
    await auth.authStateReady();
  }

  watch(listener: (user: IdentityUser | null) => void): () => void {
    let active = true;
    let unsubscribe: (() => void) | null = null;
    // A stored user with a fresh token is reported at once; the SDK, loading beside the backend's first answers, has the last word.
    const restored = this.freshStoredSignIn();
    if (restored) listener(restored.user);
    // Nobody stored: that is the answer until the SDK arrives (a sign-in form opened, or another tab signed in).
    const nobody = !restored && this.nobodyStoredYet();
    if (nobody) listener(null);
    // The SDK's first word repeating that nobody is signed in is no news.
    let saidNobody = nobody;
    // A restored sign-in waits for the SDK too: it is asked for once the first screen has painted (prepare).
    (nobody || restored ? new Promise<Loaded>((resolve) => this.awaitingSdk.push(resolve)) : this.load())
      .then(async ({ auth, sdk }) => {
        // Only after the stored sign-in is restored: the first call back is the real user, not a guess.
        await auth.authStateReady();
        if (!active) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
          if (saidNobody && !user) return;
          saidNobody = false;
          listener(toIdentityUser(user));
        });
      })
      .catch(() => {
        // Without the SDK nobody can be signed in.
        if (active && !nobody) listener(null);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }

  /** The signed-in account's id, null when nobody is signed in. */
  async uid(): Promise<string | null> {
    const restored = this.freshStoredSignIn();
    if (restored) return restored.user.uid;
    if (this.nobodyStoredYet()) return null;
    const { auth } = await this.load();
    await auth.authStateReady();
    return auth.currentUser?.uid ?? null;
  }

  async idToken(options?: { readonly forceRefresh?: boolean }): Promise<string | null> {
    const restored = options?.forceRefresh ? null : this.freshStoredSignIn();
    if (restored) return restored.token;
    // Nobody stored on this device and the SDK not asked for yet: a visitor's first requests need not wait for it.
    if (this.nobodyStoredYet()) return null;
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
    this.stored = null;
    const { auth, sdk } = await this.load();
    try {
      const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
      return toIdentityUser(credential.user);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  async createAccount(email: string, password: string): Promise<IdentityUser> {
    this.stored = null;
    const { auth, sdk } = await this.load();
    try {
      const credential = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
      return toIdentityUser(credential.user);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  async signOut(): Promise<void> {
    this.stored = null;
    const { auth, sdk } = await this.load();
    try {
      await sdk.signOut(auth);
    } catch (error) {
      throw toBackendError(error);
    }
  }

  /** Someone signed in in another tab: only the SDK can tell who, and it then reports them to the watchers. */
  private readonly followOtherTabs = (event: StorageEvent) => {
    if (event.key === this.storageKey() && event.newValue !== null) this.load().catch(() => undefined);
  };

  /** Nobody signed in on this device, and the SDK not asked for yet (a sign-in under way would write the key only later). */
  private nobodyStoredYet(): boolean {
    return !this.loading && this.nothingStored();
  }

  /** Reads browserLocalPersistence's key (the same the SDK writes); false when unsure. */
  private nothingStored(): boolean {
    if (this.options.persistence) return false;
    try {
      return globalThis.localStorage?.getItem(this.storageKey()) === null;
    } catch {
      return false;
    }
  }

  private storageKey(): string {
    return storedSignInKey(this.config.apiKey, this.options.appName);
  }

  private freshStoredSignIn(): StoredSignIn | null {
    const stored = this.stored;
    return stored && stored.expiresAt - Date.now() > STORED_TOKEN_MARGIN_MS ? stored : null;
  }

  private load(): Promise<Loaded> {
    this.loading ??= this.initialize()
      .then((loaded) => {
        // The SDK follows other tabs itself from now on.
        globalThis.removeEventListener?.('storage', this.followOtherTabs);
        this.awaitingSdk.splice(0).forEach((arrive) => arrive(loaded));
        // From here the SDK's own user and tokens count, refreshed as it sees fit.
        void loaded.auth.authStateReady().then(() => {
          this.stored = null;
        });
        return loaded;
      })
      .catch((error: unknown) => {
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
    // The SDK's modules have just run: starting it in the same task made one long task after the first paint.
    await nextTask();
    const { apiKey, authDomain, projectId, appId, emulatorUrl } = this.config;
    const app = initializeApp({ apiKey, authDomain, projectId, ...(appId ? { appId } : {}) }, this.options.appName ?? DEFAULT_APP_NAME);
    // No popupRedirectResolver: email and password only, and it would pull in the popup code.
    const auth = initializeAuth(app, { persistence: this.options.persistence ?? browserLocalPersistence });
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    return { auth, sdk: { onAuthStateChanged, signInWithEmailAndPassword, createUserWithEmailAndPassword, signOut } };
  }
}

/** The stored user with its token, or null when there is none or it is not in the SDK's format. */
function readStoredSignIn(key: string): StoredSignIn | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return null;
    const parsed = storedUserSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const { uid, email, stsTokenManager } = parsed.data;
    return { user: { uid, email: email ?? '' }, token: stsTokenManager.accessToken, expiresAt: stsTokenManager.expirationTime };
  } catch {
    return null;
  }
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

/** What Firebase refuses of a new account, as the domain names it (the demo's identity refuses the same). */
const REFUSALS: Readonly<Record<string, AccountRefusalReason>> = {
  'auth/email-already-in-use': 'email-taken',
  'auth/invalid-email': 'email-malformed',
  'auth/weak-password': 'weak-password',
};

const MESSAGES: Record<string, string> = {
  'auth/too-many-requests': 'Too many attempts, try again later',
};

/** Short plain messages from the error code only: the SDK's own text is not for buyers. */
function toBackendError(error: unknown): BackendError | AccountRefusal {
  if (error instanceof BackendError) return error;
  const code = isFirebaseError(error) ? error.code : '';
  const refusal = REFUSALS[code];
  if (refusal) return new AccountRefusal(refusal);
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
