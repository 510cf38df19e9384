// @vitest-environment jsdom
// A returning buyer's stored sign-in is used before the Firebase SDK has loaded, and the SDK has the last word.
// The SDK here is a stand-in whose restore the test releases, so "before the SDK" is a fact, not a race.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { IdentityUser } from '../../../src/application/ports/identity.port';
import { FirebaseIdentity } from '../../../src/infrastructure/firebase/firebase-identity';
import { STORED_TOKEN_MARGIN_MS } from '../../../src/infrastructure/firebase/stored-sign-in';

const sdk = vi.hoisted(() => {
  type Listener = (user: { uid: string; email: string | null; getIdToken: () => Promise<string> } | null) => void;
  const state = {
    loads: 0,
    currentUser: null as { uid: string; email: string | null; getIdToken: () => Promise<string> } | null,
    listeners: [] as Listener[],
    release: () => undefined as void,
    restored: Promise.resolve(),
  };
  const holdRestore = () => {
    state.restored = new Promise<void>((resolve) => {
      state.release = resolve;
    });
  };
  holdRestore();
  return { state, holdRestore };
});

vi.mock('firebase/app', () => ({ initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => {
    sdk.state.loads += 1;
    return {
      authStateReady: () => sdk.state.restored,
      get currentUser() {
        return sdk.state.currentUser;
      },
    };
  },
  connectAuthEmulator: () => undefined,
  browserLocalPersistence: {},
  onAuthStateChanged: (_auth: unknown, listener: (typeof sdk.state.listeners)[number]) => {
    sdk.state.listeners.push(listener);
    listener(sdk.state.currentUser);
    return () => undefined;
  },
  signInWithEmailAndPassword: () => Promise.reject(new Error('not in these tests')),
  createUserWithEmailAndPassword: () => Promise.reject(new Error('not in these tests')),
  signOut: async () => {
    sdk.state.currentUser = null;
    sdk.state.listeners.forEach((listener) => listener(null));
  },
}));

const API_KEY = 'stored-sign-in-key';
const APP_NAME = 'stored-sign-in';
const STORAGE_KEY = `firebase:authUser:${API_KEY}:${APP_NAME}`;
const DANA: IdentityUser = { uid: 'dana-uid', email: 'dana@example.test' };

function storeSignIn(expiresInMs: number, token = 'stored-token', uid = DANA.uid, key = STORAGE_KEY): void {
  localStorage.setItem(
    key,
    JSON.stringify({
      uid,
      email: DANA.email,
      emailVerified: false,
      isAnonymous: false,
      providerData: [],
      stsTokenManager: { refreshToken: 'refresh', accessToken: token, expirationTime: Date.now() + expiresInMs },
      createdAt: '1', lastLoginAt: '1', apiKey: API_KEY, appName: APP_NAME,
    }),
  );
}

function sdkUser(uid: string, token: string) {
  return { uid, email: `${uid}@example.test`, getIdToken: () => Promise.resolve(token) };
}

function newIdentity(appName = APP_NAME) {
  return new FirebaseIdentity({ apiKey: API_KEY, authDomain: 'example.test', projectId: 'demo-test' }, { appName });
}

/** Lets pending promise callbacks (and the dynamic imports of the SDK stand-in) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  localStorage.clear();
  sdk.state.loads = 0;
  sdk.state.currentUser = null;
  sdk.state.listeners = [];
  sdk.holdRestore();
});

afterEach(() => {
  sdk.state.release();
});

describe('a stored sign-in with a fresh token', () => {
  test('is ready, reports the stored user and hands out the stored token before the SDK has restored anything', async () => {
    storeSignIn(30 * 60_000);
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];

    await identity.ready();
    identity.watch((user) => seen.push(user));

    expect(seen).toEqual([DANA]);
    expect(await identity.idToken()).toBe('stored-token');
    expect(await identity.uid()).toBe(DANA.uid);
  });

  test('does not load the SDK for the first screen: only once the app asks for it (prepare), after that screen has painted', async () => {
    storeSignIn(30 * 60_000);
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];
    await identity.ready();
    identity.watch((user) => seen.push(user));
    expect(await identity.idToken()).toBe('stored-token');
    await settle();
    expect(sdk.state.loads).toBe(0);

    identity.prepare();
    sdk.state.currentUser = sdkUser(DANA.uid, 'sdk-token');
    sdk.state.release();
    await settle();
    expect(sdk.state.loads).toBe(1);
    expect(seen.map((user) => user?.uid)).toEqual([DANA.uid, DANA.uid]);
  });

  test('gives way to the SDK once it has restored: the same user is reported again, its tokens are the SDK\'s', async () => {
    storeSignIn(30 * 60_000);
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];
    identity.watch((user) => seen.push(user));
    identity.prepare(); // the app's call once the first screen has painted

    sdk.state.currentUser = sdkUser(DANA.uid, 'sdk-token');
    sdk.state.release();
    await settle();

    expect(seen.map((user) => user?.uid)).toEqual([DANA.uid, DANA.uid]);
    expect(await identity.idToken()).toBe('sdk-token');
  });

  test('is signed out when the SDK restores nobody (the account was removed or signed out in another tab)', async () => {
    storeSignIn(30 * 60_000);
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];
    identity.watch((user) => seen.push(user));
    identity.prepare();

    sdk.state.release();
    await settle();

    expect(seen).toEqual([DANA, null]);
    expect(await identity.idToken()).toBeNull();
    expect(await identity.uid()).toBeNull();
  });

  test('a forced refresh (the retry of a refused request) waits for the SDK\'s own token', async () => {
    storeSignIn(30 * 60_000);
    const identity = newIdentity();
    sdk.state.currentUser = sdkUser(DANA.uid, 'sdk-token');

    const forced = identity.idToken({ forceRefresh: true });
    await settle();
    let answered = false;
    void forced.then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);

    sdk.state.release();
    expect(await forced).toBe('sdk-token');
  });

  test('is not used after a sign-out', async () => {
    storeSignIn(30 * 60_000);
    const identity = newIdentity();
    sdk.state.currentUser = sdkUser(DANA.uid, 'sdk-token');
    sdk.state.release();

    await identity.signOut();

    expect(await identity.idToken()).toBeNull();
  });
});

describe('a stored sign-in the SDK must restore first', () => {
  test.each([
    ['whose token has expired', () => storeSignIn(-1)],
    ['whose token expires within the margin', () => storeSignIn(STORED_TOKEN_MARGIN_MS - 5_000)],
    ['that is not in the SDK\'s format', () => localStorage.setItem(STORAGE_KEY, JSON.stringify({ uid: DANA.uid, token: 'x' }))],
    ['that is not JSON', () => localStorage.setItem(STORAGE_KEY, '{not json')],
  ])('%s: nothing is reported and no token handed out until the SDK has restored', async (_, store) => {
    store();
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];
    let ready = false;
    void identity.ready().then(() => (ready = true));
    identity.watch((user) => seen.push(user));
    const token = identity.idToken();
    await settle();

    expect(ready).toBe(false);
    expect(seen).toEqual([]);

    sdk.state.currentUser = sdkUser(DANA.uid, 'sdk-token');
    sdk.state.release();
    await settle();

    expect(ready).toBe(true);
    expect(seen.map((user) => user?.uid)).toEqual([DANA.uid]);
    expect(await token).toBe('sdk-token');
    expect(sdk.state.loads).toBe(1);
  });
});

describe('nobody stored on this device', () => {
  test('is ready and reports nobody at once, without waiting for the SDK to load and restore', async () => {
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];

    await identity.ready();
    identity.watch((user) => seen.push(user));

    expect(seen).toEqual([null]);
    expect(await identity.idToken()).toBeNull();
    expect(await identity.uid()).toBeNull();
  });

  test('the watcher does not ask for the SDK; when another tab signs in, the SDK is loaded and reports who', async () => {
    await settle(); // the earlier tests' SDK stand-ins finish loading first
    sdk.state.loads = 0;
    // An app of its own, so the other tests' signed-out identities do not hear this tab's sign-in.
    const identity = newIdentity('other-tab');
    const key = `firebase:authUser:${API_KEY}:other-tab`;
    const seen: (IdentityUser | null)[] = [];
    identity.watch((user) => seen.push(user));
    await settle();
    expect(sdk.state.loads).toBe(0);

    storeSignIn(30 * 60_000, 'stored-token', DANA.uid, key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    sdk.state.currentUser = sdkUser(DANA.uid, 'sdk-token');
    sdk.state.release();

    await vi.waitFor(() => expect(seen.map((user) => user?.uid ?? null)).toEqual([null, DANA.uid]));
    expect(sdk.state.loads).toBe(1);
  });

  test('a sign-in form opening (prepare) asks for the SDK; its first word that nobody is signed in is not repeated', async () => {
    await settle();
    sdk.state.loads = 0;
    const identity = newIdentity();
    const seen: (IdentityUser | null)[] = [];
    identity.watch((user) => seen.push(user));

    identity.prepare();
    sdk.state.release();

    await vi.waitFor(() => expect(sdk.state.listeners).toHaveLength(1));
    expect(sdk.state.loads).toBe(1);
    expect(seen).toEqual([null]);
  });
});
