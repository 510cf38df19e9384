import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../../src/application/auth/session.machine';
import type { IdentityUser } from '../../../src/application/ports/identity.port';
import type { UserProfile } from '../../../src/domain/accounts/profile';
import { aProfile } from './builders';

const user: IdentityUser = { uid: 'uid-1', email: 'dealer@demo.test' };

/** A manual promise, so a test decides when and how an actor settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Harness {
  /** Profiles (or errors) the next loadProfile calls give, in order. */
  profiles: Array<UserProfile | Error>;
  signOutFails?: boolean;
}

function startSession(harness: Harness) {
  let sendBack: ((event: SessionEvent) => void) | null = null;
  const unsubscribe = vi.fn();
  const loadProfile = vi.fn(async (): Promise<UserProfile> => {
    const next = harness.profiles.shift();
    if (!next) throw new Error('no profile queued');
    if (next instanceof Error) throw next;
    return next;
  });
  const signOut = vi.fn(async (): Promise<void> => {
    if (harness.signOutFails) throw new Error('Failed to log out');
  });

  const machine = sessionMachine.provide({
    actors: {
      watchIdentity: fromCallback<SessionEvent>(({ sendBack: send }) => {
        sendBack = send;
        return unsubscribe;
      }),
      loadProfile: fromPromise(loadProfile),
      signOut: fromPromise(signOut),
    },
  });
  const actor = createActor(machine).start();

  function identity(next: IdentityUser | null): void {
    if (!sendBack) throw new Error('watchIdentity was not started');
    sendBack({ type: 'IDENTITY_CHANGED', user: next });
  }
  return { actor, identity, loadProfile, signOut, unsubscribe };
}

describe('sessionMachine', () => {
  it("starts 'loading' with no profile and watches the identity", () => {
    const { actor, identity } = startSession({ profiles: [] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ profile: null, error: null, loggedOut: false });
    expect(() => identity(null)).not.toThrow();
  });

  it("goes 'signedOut' when the identity is null", async () => {
    const { actor, identity, loadProfile } = startSession({ profiles: [] });
    identity(null);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it("goes 'loadingProfile' then 'signedIn' with the profile for a user", async () => {
    const profile = aProfile();
    const { actor, identity, loadProfile } = startSession({ profiles: [profile] });
    identity(user);
    expect(actor.getSnapshot().matches('loadingProfile')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ profile, error: null, loggedOut: false });
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  it("stays in 'loadingProfile' until the profile arrives", async () => {
    const pending = deferred<UserProfile>();
    let sendBack: ((event: SessionEvent) => void) | undefined;
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          watchIdentity: fromCallback<SessionEvent>(({ sendBack: send }) => {
            sendBack = send;
          }),
          loadProfile: fromPromise(() => pending.promise),
        },
      }),
    ).start();
    sendBack?.({ type: 'IDENTITY_CHANGED', user });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    pending.resolve(aProfile({ name: 'Late' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.profile?.name).toBe('Late');
  });

  it("goes 'signedOut' with 'Failed to load user profile' when the profile load fails", async () => {
    const { actor, identity } = startSession({ profiles: [new Error('500')] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toEqual({ profile: null, error: 'Failed to load user profile', loggedOut: false });
  });

  it('clears the error once a later profile load succeeds', async () => {
    const profile = aProfile();
    const { actor, identity } = startSession({ profiles: [new Error('500'), profile] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedOut'));
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toEqual({ profile, error: null, loggedOut: false });
  });

  it('RELOAD_PROFILE in signedIn reloads and updates the profile', async () => {
    const first = aProfile();
    const second = aProfile({ name: 'Renamed' });
    const { actor, identity, loadProfile } = startSession({ profiles: [first, second] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));

    actor.send({ type: 'RELOAD_PROFILE' });
    expect(actor.getSnapshot().matches({ signedIn: 'reloading' })).toBe(true);
    // the old profile stays on screen while reloading
    expect(actor.getSnapshot().context.profile).toBe(first);
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(actor.getSnapshot().context.profile).toBe(second);
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  it('a failed reload keeps the old profile and stays signedIn', async () => {
    const first = aProfile();
    const { actor, identity, loadProfile } = startSession({ profiles: [first, new Error('offline')] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'RELOAD_PROFILE' });
    expect(actor.getSnapshot().matches({ signedIn: 'reloading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(loadProfile).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.profile).toBe(first);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('RELOAD_PROFILE outside signedIn does nothing', () => {
    const { actor, loadProfile } = startSession({ profiles: [aProfile()] });
    actor.send({ type: 'RELOAD_PROFILE' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('SIGN_OUT goes signingOut then signedOut with no profile', async () => {
    const { actor, identity, signOut } = startSession({ profiles: [aProfile()] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('SIGN_OUT works while a reload is in flight', async () => {
    const { actor, identity } = startSession({ profiles: [aProfile(), aProfile({ name: 'Later' })] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'RELOAD_PROFILE' });
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('a failed sign-out returns to signedIn with the profile', async () => {
    const profile = aProfile();
    const { actor, identity } = startSession({ profiles: [profile], signOutFails: true });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.profile).toBe(profile);
  });

  it('the identity going away while signed in signs out and drops the profile', async () => {
    const { actor, identity } = startSession({ profiles: [aProfile()] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    identity(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('stops watching the identity when the actor stops', () => {
    const { actor, unsubscribe } = startSession({ profiles: [] });
    actor.stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('sessionMachine, an account under review (spec §4)', () => {
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('shows the notice for 10 s, signs out, and leaves for home 2 s later', async () => {
    vi.useFakeTimers();
    try {
      const { actor, identity, signOut } = startSession({ profiles: [aProfile({ approved: false })] });
      const left = vi.fn();
      actor.on('leaveAfterReview', left);
      identity(user);
      await settle();
      expect(actor.getSnapshot().value).toBe('underReview');
      expect(actor.getSnapshot().context.profile).toBeNull();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(actor.getSnapshot().value).toBe('underReview');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('leavingAfterReview');
      expect(signOut).toHaveBeenCalledTimes(1);
      identity(null);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(left).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(left).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('signedOut');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Understood ends the notice at once; the redirect still waits 2 s', async () => {
    vi.useFakeTimers();
    try {
      const { actor, identity, signOut } = startSession({ profiles: [aProfile({ approved: false })] });
      identity(user);
      await settle();
      actor.send({ type: 'ACKNOWLEDGE_REVIEW' });
      await settle();
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('leavingAfterReview');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(actor.getSnapshot().value).toBe('signedOut');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a profile whose approval is withdrawn on reload goes under review', async () => {
    const { actor, identity } = startSession({ profiles: [aProfile(), aProfile({ approved: false })] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'RELOAD_PROFILE' });
    await waitFor(actor, (s) => s.matches('underReview'));
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('logging out reports signedOut so the screens can say Successfully logged out', async () => {
    const { actor, identity } = startSession({ profiles: [aProfile()] });
    const signedOut = vi.fn();
    actor.on('signedOut', signedOut);
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.loggedOut).toBe(true);
    identity(user);
    expect(actor.getSnapshot().context.loggedOut).toBe(false);
  });
});
