import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type ProfileLoad, type SessionEvent } from '../../../src/application/auth/session.machine';
import type { IdentityUser } from '../../../src/application/ports/identity.port';
import type { UserProfile } from '../../../src/domain/accounts/profile';
import { aProfile } from '../../support/mothers';

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
  profiles: Array<UserProfile | Error | Promise<UserProfile>>;
  signOutFails?: boolean;
}

function startSession(harness: Harness) {
  let sendBack: ((event: SessionEvent) => void) | null = null;
  const unsubscribe = vi.fn();
  const loadProfile = vi.fn(async (_load: { input: ProfileLoad }): Promise<UserProfile> => {
    const next = harness.profiles.shift();
    if (!next) throw new Error('no profile queued');
    if (next instanceof Error) throw next;
    return await next;
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
    expect(actor.getSnapshot().context).toEqual({ uid: null, profile: null, signInError: null, justSignedIn: false, firstRead: true, walletOutdated: false });
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
    expect(actor.getSnapshot().context).toEqual({ uid: user.uid, profile, signInError: null, justSignedIn: false, firstRead: false, walletOutdated: false });
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

  it("a failed profile load reports profileFailed, ends the identity session and goes 'signedOut'", async () => {
    const { actor, identity, signOut } = startSession({ profiles: [new Error('500')] });
    const failed = vi.fn();
    actor.on('profileFailed', failed);
    identity(user);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toEqual({ uid: null, profile: null, signInError: null, justSignedIn: false, firstRead: false, walletOutdated: false });
  });

  it('loads the profile again for a later identity after a failure', async () => {
    const profile = aProfile();
    const { actor, identity } = startSession({ profiles: [new Error('500'), profile] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedOut'));
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toEqual({ uid: user.uid, profile, signInError: null, justSignedIn: false, firstRead: false, walletOutdated: false });
  });

  it("says which load restores the first screen's session: the first only, not a refresh nor another user's", async () => {
    const { actor, identity, loadProfile } = startSession({ profiles: [aProfile(), aProfile(), aProfile({ id: 'other' })] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'RELOAD_PROFILE' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    identity({ uid: 'uid-2', email: 'other@demo.test' });
    await waitFor(actor, (s) => s.matches('signedIn') && s.context.uid === 'uid-2');
    expect(loadProfile.mock.calls.map(([{ input }]) => input)).toEqual([
      { restoresFirstScreen: true },
      { restoresFirstScreen: false },
      { restoresFirstScreen: false },
    ]);
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
  });

  it('WALLET_CHANGED marks the wallet outdated until a profile read after it comes back', async () => {
    const before = aProfile();
    const after = aProfile({ name: 'After' });
    const { actor, identity, loadProfile } = startSession({ profiles: [before, after] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'WALLET_CHANGED' });
    expect(actor.getSnapshot().matches({ signedIn: 'reloading' })).toBe(true);
    expect(actor.getSnapshot().context.walletOutdated).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ profile: after, walletOutdated: false });
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  it('WALLET_CHANGED during a reload starts another: the read under way may have left before the payment', async () => {
    const early = deferred<UserProfile>();
    const stale = aProfile({ name: 'Read before the payment' });
    const fresh = aProfile({ name: 'Read after the payment' });
    const { actor, identity, loadProfile } = startSession({ profiles: [aProfile(), early.promise, fresh] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'RELOAD_PROFILE' });
    actor.send({ type: 'WALLET_CHANGED' });
    early.resolve(stale);
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(loadProfile).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context).toMatchObject({ profile: fresh, walletOutdated: false });
  });

  it('a failed read after WALLET_CHANGED leaves the wallet outdated; RELOAD_PROFILE tries again', async () => {
    const fresh = aProfile({ name: 'Read after the payment' });
    const { actor, identity } = startSession({ profiles: [aProfile(), new Error('offline'), fresh] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'WALLET_CHANGED' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(actor.getSnapshot().context.walletOutdated).toBe(true);
    actor.send({ type: 'RELOAD_PROFILE' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ profile: fresh, walletOutdated: false });
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
    expect(actor.getSnapshot().context.profile).toBeNull();
  });
});

describe('sessionMachine, signing in from the login form', () => {
  function startWithSignIn(signIn: (input: { email: string; password: string }) => Promise<IdentityUser>, profiles: UserProfile[]) {
    let sendBack: ((event: SessionEvent) => void) | null = null;
    const machine = sessionMachine.provide({
      actors: {
        watchIdentity: fromCallback<SessionEvent>(({ sendBack: send }) => {
          sendBack = send;
          return () => undefined;
        }),
        signIn: fromPromise(({ input }: { input: { email: string; password: string } }) => signIn(input)),
        loadProfile: fromPromise(async () => profiles.shift() ?? aProfile()),
        signOut: fromPromise(async (): Promise<void> => {}),
      },
    });
    const actor = createActor(machine).start();
    sendBack!({ type: 'IDENTITY_CHANGED', user: null });
    return { actor, identity: (next: IdentityUser | null) => sendBack!({ type: 'IDENTITY_CHANGED', user: next }) };
  }

  it('signs in, loads the profile and reports signedIn once', async () => {
    const signIn = vi.fn(async () => user);
    const { actor, identity } = startWithSignIn(signIn, [aProfile()]);
    const signedIn = vi.fn();
    actor.on('signedIn', signedIn);
    actor.send({ type: 'SIGN_IN', email: 'dealer@demo.test', password: 'secret' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    identity(user); // the identity service reports the same sign-in: no second load
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signIn).toHaveBeenCalledWith({ email: 'dealer@demo.test', password: 'secret' });
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.justSignedIn).toBe(false);
  });

  it("a page opened while the first screen's restore loads: the profile is read again, whole", async () => {
    const restore = deferred<UserProfile>();
    const reads: ProfileLoad[] = [];
    let sendBack: ((event: SessionEvent) => void) | null = null;
    const machine = sessionMachine.provide({
      actors: {
        watchIdentity: fromCallback<SessionEvent>(({ sendBack: send }) => {
          sendBack = send;
        }),
        loadProfile: fromPromise(({ input }: { input: ProfileLoad }) => {
          reads.push(input);
          return reads.length === 1 ? restore.promise : Promise.resolve(aProfile({ name: 'Whole' }));
        }),
      },
    });
    const actor = createActor(machine).start();
    sendBack!({ type: 'IDENTITY_CHANGED', user });
    actor.send({ type: 'RELOAD_PROFILE' });
    restore.resolve(aProfile({ name: 'Restored' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(reads).toEqual([{ restoresFirstScreen: true }, { restoresFirstScreen: false }]);
    expect(actor.getSnapshot().context.profile?.name).toBe('Whole');
  });

  it('a sign-in on the first screen restores no session: its profile load says so', async () => {
    const loadProfile = vi.fn(async (_load: { input: ProfileLoad }) => aProfile());
    let sendBack: ((event: SessionEvent) => void) | null = null;
    const machine = sessionMachine.provide({
      actors: {
        watchIdentity: fromCallback<SessionEvent>(({ sendBack: send }) => {
          sendBack = send;
        }),
        signIn: fromPromise(async () => user),
        loadProfile: fromPromise(loadProfile),
      },
    });
    const actor = createActor(machine).start();
    sendBack!({ type: 'IDENTITY_CHANGED', user: null });
    actor.send({ type: 'SIGN_IN', email: 'dealer@demo.test', password: 'secret' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(loadProfile.mock.calls.map(([{ input }]) => input)).toEqual([{ restoresFirstScreen: false }]);
  });

  it('wrong credentials leave the inline message and raise nothing else (one message per failure)', async () => {
    const { actor } = startWithSignIn(async () => {
      throw new Error('auth/invalid-credential');
    }, []);
    const reported = vi.fn();
    actor.on('*', reported);
    actor.send({ type: 'SIGN_IN', email: 'x@y.z', password: 'bad' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(reported).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.signInError).toBe('Failed to sign in. Please check your credentials.');
  });

  it('a restored session (a reload) is signed in without the login toast', async () => {
    const { actor, identity } = startWithSignIn(async () => user, [aProfile()]);
    const signedIn = vi.fn();
    actor.on('signedIn', signedIn);
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('the same user reported again (token refresh, another tab) does not reload the profile', async () => {
    const { actor, identity } = startWithSignIn(async () => user, [aProfile(), aProfile({ name: 'Second' })]);
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    identity(user);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.profile?.name).not.toBe('Second');
  });
});

describe('sessionMachine, a token the backend refuses (a 401)', () => {
  it('SESSION_EXPIRED while signed in signs out, drops the profile and reports sessionExpired', async () => {
    const { actor, identity, signOut } = startSession({ profiles: [aProfile()] });
    const reported: string[] = [];
    actor.on('*', (event) => reported.push(event.type));
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'SESSION_EXPIRED' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(reported).toEqual(['sessionExpired']);
  });

  it('SESSION_EXPIRED while signed out does nothing', async () => {
    const { actor, identity, signOut } = startSession({ profiles: [] });
    identity(null);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('sessionMachine, Edit Profile saved', () => {
  it('PROFILE_UPDATED replaces the profile shown', async () => {
    const { actor, identity } = startSession({ profiles: [aProfile({ name: 'Dana' })] });
    identity(user);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'PROFILE_UPDATED', profile: aProfile({ name: 'Danielle' }) });
    expect(actor.getSnapshot().context.profile?.name).toBe('Danielle');
  });
});

describe('sessionMachine, while a registration runs', () => {
  it('leaves the new, unapproved sign-in alone: no profile load, no review notice', async () => {
    const { actor, identity, loadProfile } = startSession({ profiles: [] });
    identity(null);
    actor.send({ type: 'REGISTRATION_STARTED' });
    identity({ uid: 'new-1', email: 'new@example.test' });
    identity(null);
    expect(actor.getSnapshot().value).toBe('registering');
    expect(loadProfile).not.toHaveBeenCalled();
    actor.send({ type: 'REGISTRATION_ENDED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.uid).toBeNull();
  });
});

describe('sessionMachine, a registration started before the stored sign-in is read', () => {
  it('goes registering from loading too', () => {
    const { actor } = startSession({ profiles: [] });
    actor.send({ type: 'REGISTRATION_STARTED' });
    expect(actor.getSnapshot().value).toBe('registering');
  });
});
