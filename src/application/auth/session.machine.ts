import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { UserProfile } from '../../domain/accounts/profile';
import type { IdentityUser } from '../ports/identity.port';

export type SessionEvent =
  | { type: 'IDENTITY_CHANGED'; user: IdentityUser | null }
  | { type: 'RELOAD_PROFILE' }
  | { type: 'SIGN_OUT' }
  /** The Understood button of the Account Under Review notice. */
  | { type: 'ACKNOWLEDGE_REVIEW' };

/** What the session tells the screens; they navigate and toast. */
export type SessionEmitted =
  | { type: 'signedOut' }
  | { type: 'signOutFailed' }
  | { type: 'leaveAfterReview' }
  | { type: 'profileFailed' };

export const sessionMessages = {
  profileFailed: 'Failed to load user profile',
  signedOut: 'Successfully logged out',
  signOutFailed: 'Failed to log out',
} as const;

/**
 * Signed in means an identity user whose approved profile has loaded. An
 * unapproved profile shows the review notice for 10 s, is signed out, and
 * leaves for home 2 s later (spec §4). Actors are provided by the composition root.
 */
export const sessionMachine = setup({
  types: {
    context: {} as {
      profile: UserProfile | null;
      error: string | null;
      /** True after the buyer logged out, so guards send them home rather than to /login. */
      loggedOut: boolean;
    },
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    watchIdentity: fromCallback<SessionEvent>(() => () => undefined),
    loadProfile: fromPromise<UserProfile>(() => Promise.reject(new Error('loadProfile not provided'))),
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  delays: {
    reviewNotice: 10_000,
    redirectAfterNotice: 2_000,
  },
  guards: {
    approved: (_, profile: UserProfile) => profile.approved,
  },
}).createMachine({
  id: 'session',
  context: { profile: null, error: null, loggedOut: false },
  invoke: { src: 'watchIdentity' },
  initial: 'loading',
  on: {
    IDENTITY_CHANGED: [
      { guard: ({ event }) => event.user === null, target: '.signedOut', actions: assign({ profile: null }) },
      { target: '.loadingProfile', actions: assign({ loggedOut: false }) },
    ],
  },
  states: {
    loading: {},
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        onDone: [
          {
            guard: { type: 'approved', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ profile: ({ event }) => event.output, error: null }),
          },
          { target: 'underReview' },
        ],
        onError: {
          target: 'signedOut',
          actions: [assign({ profile: null, error: sessionMessages.profileFailed }), emit({ type: 'profileFailed' })],
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: { SIGN_OUT: 'signingOut' },
      states: {
        idle: { on: { RELOAD_PROFILE: 'reloading' } },
        reloading: {
          invoke: {
            src: 'loadProfile',
            onDone: [
              {
                guard: { type: 'approved', params: ({ event }) => event.output },
                target: 'idle',
                actions: assign({ profile: ({ event }) => event.output }),
              },
              // Approval withdrawn: the same notice and sign-out as at login.
              { target: '#session.underReview', actions: assign({ profile: null }) },
            ],
            // A failed background refresh keeps the profile already shown.
            onError: { target: 'idle' },
          },
        },
      },
    },
    underReview: {
      on: { ACKNOWLEDGE_REVIEW: 'leavingAfterReview', IDENTITY_CHANGED: {} },
      after: { reviewNotice: 'leavingAfterReview' },
    },
    leavingAfterReview: {
      // The sign-out below changes the identity; the 2 s wait still runs.
      on: { IDENTITY_CHANGED: {} },
      invoke: { src: 'signOut', onError: {} },
      after: { redirectAfterNotice: { target: 'signedOut', actions: emit({ type: 'leaveAfterReview' }) } },
    },
    signingOut: {
      on: { IDENTITY_CHANGED: {} },
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: [assign({ profile: null, loggedOut: true }), emit({ type: 'signedOut' })] },
        onError: { target: 'signedIn', actions: emit({ type: 'signOutFailed' }) },
      },
    },
    signedOut: {},
  },
});
