// The Firebase identity adapter against the real Auth emulator (started by global-setup.mjs),
// with the SDK's browser build and browserLocalPersistence over jsdom's localStorage.
import { deleteApp, getApps } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { IdentityUser } from '../../src/application/ports/identity.port';
import { BackendError } from '../../src/application/shared/backend-error';
import { AccountRefusal } from '../../src/domain/accounts/account-refusal';
import { FirebaseIdentity, type FirebaseIdentityConfig } from '../../src/infrastructure/firebase/firebase-identity';

const EMULATOR_URL = process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-lumen-trade';
const API_KEY = 'identity-test-key';
const config: FirebaseIdentityConfig = {
  apiKey: API_KEY,
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  emulatorUrl: EMULATOR_URL,
};
const EMAIL = 'buyer@example.test';
const PASSWORD = 'Lantern-Path-42';

let appCount = 0;
const stopWatching: (() => void)[] = [];

/** Each test gets its own named app, as a fresh page would. */
function newIdentity(appName = `identity-test-${++appCount}`, overrides: Partial<FirebaseIdentityConfig> = {}) {
  return { identity: new FirebaseIdentity({ ...config, ...overrides }, { appName }), appName };
}

function record(identity: FirebaseIdentity) {
  const seen: (IdentityUser | null)[] = [];
  stopWatching.push(identity.watch((user) => seen.push(user)));
  return seen;
}

/** The SDK's own user, for what the port does not offer (forcing a token refresh). */
function sdkUser(appName: string) {
  const app = getApps().find((candidate) => candidate.name === appName);
  if (!app) throw new Error(`no Firebase app named ${appName}`);
  const user = getAuth(app).currentUser;
  if (!user) throw new Error('nobody is signed in');
  return user;
}

async function createUserInEmulator(email: string, password: string): Promise<string> {
  const response = await fetch(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

beforeEach(async () => {
  const response = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  expect(response.ok, `the Auth emulator at ${EMULATOR_URL} should answer (npm run test:identity starts it)`).toBe(true);
  localStorage.clear();
});

afterEach(async () => {
  stopWatching.splice(0).forEach((stop) => stop());
  await Promise.all(getApps().map((app) => deleteApp(app)));
  localStorage.clear();
});

describe('FirebaseIdentity on the Auth emulator', () => {
  test('reports nobody once the SDK is ready when nobody signed in', async () => {
    const { identity } = newIdentity();
    const seen = record(identity);
    await identity.ready();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(await identity.idToken()).toBeNull();
    expect(await identity.uid()).toBeNull();
  });

  test('creates an account and is signed in with it', async () => {
    const { identity } = newIdentity();
    const seen = record(identity);

    const user = await identity.createAccount(EMAIL, PASSWORD);

    expect(user).toEqual({ uid: expect.any(String), email: EMAIL });
    await vi.waitFor(() => expect(seen).toEqual([null, user]));
    expect(claims((await identity.idToken()) ?? '')).toMatchObject({ user_id: user.uid, email: EMAIL, aud: PROJECT_ID });
  });

  // The demo's identity refuses the same, for the same reasons (tests/unit/infrastructure/demo-identity-refusals.test.ts).
  test.each([
    ['an email already taken', EMAIL, 'Another-Password-7', 'email-taken', 'This email already has an account'],
    ['a malformed email', 'not-an-email', PASSWORD, 'email-malformed', 'Enter an email address like name@company.com'],
    ['a password of 5 characters', 'new.buyer@example.test', 'Lamp5', 'weak-password', 'Use at least 6 characters for the password'],
  ])('refuses to create an account for %s as the domain names it', async (_label, email, password, reason, message) => {
    await createUserInEmulator(EMAIL, PASSWORD);
    const { identity } = newIdentity();

    const error: unknown = await identity.createAccount(email, password).then(
      () => null,
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(AccountRefusal);
    expect(error).toMatchObject({ reason, message });
  });

  test('signs in with the right password', async () => {
    const uid = await createUserInEmulator(EMAIL, PASSWORD);
    const { identity } = newIdentity();
    const seen = record(identity);

    const user = await identity.signIn(EMAIL, PASSWORD);

    expect(user).toEqual({ uid, email: EMAIL });
    await vi.waitFor(() => expect(seen).toEqual([null, { uid, email: EMAIL }]));
    // The id the profile adapter reads the wallet by, alongside GET /user.
    expect(await identity.uid()).toBe(uid);
  });

  test('refuses a wrong password and an unknown email as unauthorized, without echoing the password', async () => {
    await createUserInEmulator(EMAIL, PASSWORD);
    const { identity } = newIdentity();
    const seen = record(identity);

    const wrongPassword = await rejection(identity.signIn(EMAIL, 'Not-The-Password-1'));
    const unknownEmail = await rejection(identity.signIn('nobody@example.test', PASSWORD));

    for (const error of [wrongPassword, unknownEmail]) {
      expect(error.kind).toBe('unauthorized');
      expect(error.message).toBe('Invalid email or password');
      expect(error.message).not.toContain('Not-The-Password-1');
      expect(error.message).not.toContain(PASSWORD);
    }
    expect(await identity.idToken()).toBeNull();
    expect(seen).toEqual([null]);
  });

  test('signs out: watch reports nobody and there is no token', async () => {
    await createUserInEmulator(EMAIL, PASSWORD);
    const { identity } = newIdentity();
    const seen = record(identity);
    const user = await identity.signIn(EMAIL, PASSWORD);
    await vi.waitFor(() => expect(seen).toEqual([null, user]));

    await identity.signOut();

    await vi.waitFor(() => expect(seen).toEqual([null, user, null]));
    expect(await identity.idToken()).toBeNull();
  });

  test('gives a token while signed in, and the new one after a refresh', async () => {
    await createUserInEmulator(EMAIL, PASSWORD);
    const { identity, appName } = newIdentity();
    expect(await identity.idToken()).toBeNull();
    await identity.signIn(EMAIL, PASSWORD);

    const first = await identity.idToken();
    expect(first).toEqual(expect.any(String));
    expect(await identity.idToken()).toBe(first); // cached, not fetched again

    // Tokens carry their issue time in seconds: wait for the next second so the refresh differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await sdkUser(appName).getIdToken(true);

    expect(refreshed).not.toBe(first);
    expect(await identity.idToken()).toBe(refreshed);
    expect(Number(claims(refreshed).iat)).toBeGreaterThan(Number(claims(first ?? '').iat));
  });

  test('a forced refresh fetches a new token at once, for the retry of a refused request', async () => {
    await createUserInEmulator(EMAIL, PASSWORD);
    const { identity } = newIdentity();
    await identity.signIn(EMAIL, PASSWORD);
    const first = await identity.idToken();

    // Tokens carry their issue time in seconds: wait for the next second so the refresh differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const forced = await identity.idToken({ forceRefresh: true });

    expect(forced).toEqual(expect.any(String));
    expect(forced).not.toBe(first);
    expect(Number(claims(forced ?? '').iat)).toBeGreaterThan(Number(claims(first ?? '').iat));
    expect(await identity.idToken()).toBe(forced);
  });

  test('restores the sign-in in a new SDK instance from the stored session, as after a reload', async () => {
    const uid = await createUserInEmulator(EMAIL, PASSWORD);
    // The stored session is keyed by API key and app name, so the reloaded page uses the same name.
    const appName = 'reloaded-page';
    const storageKey = `firebase:authUser:${API_KEY}:${appName}`;
    const before = newIdentity(appName).identity;
    await before.signIn(EMAIL, PASSWORD);
    expect(localStorage.getItem(storageKey)).toContain(uid);

    // Tear the first SDK instance down completely; only localStorage carries the session over.
    await Promise.all(getApps().map((app) => deleteApp(app)));
    const after = newIdentity(appName).identity;
    const earlyToken = after.idToken(); // asked before the SDK has loaded, as the first requests do
    const seen = record(after);
    await after.ready();
    expect(claims((await earlyToken) ?? '')).toMatchObject({ user_id: uid });

    await vi.waitFor(() => expect(seen).toEqual([{ uid, email: EMAIL }]));
    expect(claims((await after.idToken()) ?? '')).toMatchObject({ user_id: uid });

    // And without the stored session, a new instance has nobody.
    await Promise.all(getApps().map((app) => deleteApp(app)));
    localStorage.removeItem(storageKey);
    const cleared = newIdentity(appName).identity;
    const seenAfterClearing = record(cleared);
    await cleared.ready();
    await vi.waitFor(() => expect(seenAfterClearing).toEqual([null]));
  });

  test('reports an unreachable sign-in service as a network error', async () => {
    const { identity } = newIdentity(undefined, { emulatorUrl: 'http://127.0.0.1:9' });

    const error = await rejection(identity.signIn(EMAIL, PASSWORD));

    expect(error.kind).toBe('network');
    expect(error.message).not.toContain(PASSWORD);
  });
});
