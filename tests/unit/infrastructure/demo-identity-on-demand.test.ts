// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { DemoIdentity } from '../../../src/infrastructure/demo/demo-identity';
import { DEMO_IDENTITY_KEY } from '../../../src/infrastructure/demo/demo-identity-key';
import { DemoIdentityOnDemand } from '../../../src/infrastructure/demo/demo-identity-on-demand';

const storage = window.localStorage;
const DEALER = { uid: 'demo-dealer', email: 'dealer@demo.test' };

/** The identity as the shop binds it, and the loader standing in for the accounts chunk. */
function onDemand() {
  const loadIdentity = vi.fn(async () => new DemoIdentity(storage));
  return { identity: new DemoIdentityOnDemand(storage, loadIdentity), loadIdentity };
}

/** Another tab wrote the sign-in key (or cleared the storage: key null). */
function otherTabChanged(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => storage.clear());

describe('with no sign-in stored', () => {
  it('answers nobody without loading the accounts', async () => {
    const { identity, loadIdentity } = onDemand();
    await identity.ready();
    const watched = vi.fn();
    identity.watch(watched);
    expect(watched).toHaveBeenCalledExactlyOnceWith(null);
    expect(await identity.idToken()).toBeNull();
    expect(await identity.uid()).toBeNull();
    otherTabChanged(DEMO_IDENTITY_KEY);
    otherTabChanged(null);
    expect(loadIdentity).not.toHaveBeenCalled();
  });

  it('loads them to sign in, and its watchers hear the user once', async () => {
    const { identity, loadIdentity } = onDemand();
    const watched = vi.fn();
    identity.watch(watched);
    await expect(identity.signIn('dealer@demo.test', DEMO_PASSWORD)).resolves.toEqual(DEALER);
    expect(loadIdentity).toHaveBeenCalledOnce();
    expect(watched.mock.calls).toEqual([[null], [DEALER]]);
    expect(await identity.idToken()).toBe('demo.demo-dealer');
  });

  it('loads them when a sign-in form opens, once, and again after a failed download', async () => {
    const loadIdentity = vi.fn(async () => new DemoIdentity(storage));
    loadIdentity.mockRejectedValueOnce(new Error('chunk failed'));
    const identity = new DemoIdentityOnDemand(storage, loadIdentity);
    const watched = vi.fn();
    identity.watch(watched);
    identity.prepare();
    await settled();
    identity.prepare();
    identity.prepare();
    await settled();
    expect(loadIdentity).toHaveBeenCalledTimes(2);
    await expect(identity.signIn('dealer@demo.test', DEMO_PASSWORD)).resolves.toEqual(DEALER);
    expect(loadIdentity).toHaveBeenCalledTimes(2);
    expect(watched.mock.calls).toEqual([[null], [DEALER]]);
  });

  it('follows another tab signing in, then out', async () => {
    const { identity } = onDemand();
    const watched = vi.fn();
    identity.watch(watched);
    storage.setItem(DEMO_IDENTITY_KEY, DEALER.uid);
    otherTabChanged(DEMO_IDENTITY_KEY);
    await settled();
    expect(watched).toHaveBeenLastCalledWith(DEALER);

    storage.removeItem(DEMO_IDENTITY_KEY);
    otherTabChanged(DEMO_IDENTITY_KEY);
    expect(watched.mock.calls).toEqual([[null], [DEALER], [null]]);
  });
});

describe('with a sign-in stored', () => {
  beforeEach(() => storage.setItem(DEMO_IDENTITY_KEY, DEALER.uid));

  it('restores it before ready resolves', async () => {
    const { identity } = onDemand();
    await identity.ready();
    const watched = vi.fn();
    identity.watch(watched);
    expect(watched).toHaveBeenCalledExactlyOnceWith(DEALER);
    expect(await identity.idToken()).toBe('demo.demo-dealer');
    expect(await identity.uid()).toBe('demo-dealer');
  });

  it('answers nobody for a uid the accounts do not know', async () => {
    storage.setItem(DEMO_IDENTITY_KEY, 'demo-gone');
    const { identity } = onDemand();
    await identity.ready();
    const watched = vi.fn();
    identity.watch(watched);
    expect(watched).toHaveBeenCalledExactlyOnceWith(null);
    expect(await identity.idToken()).toBeNull();
    expect(await identity.uid()).toBeNull();
  });

  it('signs out, here and from another tab', async () => {
    const { identity } = onDemand();
    await identity.ready();
    const watched = vi.fn();
    identity.watch(watched);
    await identity.signOut();
    expect(storage.getItem(DEMO_IDENTITY_KEY)).toBeNull();

    storage.setItem(DEMO_IDENTITY_KEY, DEALER.uid);
    otherTabChanged(DEMO_IDENTITY_KEY);
    storage.clear();
    otherTabChanged(null);
    expect(watched.mock.calls).toEqual([[DEALER], [null], [DEALER], [null]]);
  });
});
