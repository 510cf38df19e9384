import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { UserProfile } from '../../domain/accounts/profile';
import type { IdentityUser } from '../ports/identity.port';

export type SessionEvent =
  | { type: 'IDENTITY_CHANGED'; user: IdentityUser | null }
  | { type: 'SIGN_IN'; email: string; password: string }
  | { type: 'RELOAD_PROFILE' }
  | { type: 'SIGN_OUT' }
  /** The Understood button of the Account Under Review notice. */
  | { type: 'ACKNOWLEDGE_REVIEW' }
  /** The backend refused the signed-in user's token (a 401). */
  | { type: 'SESSION_EXPIRED' }
  /** Edit Profile saved: the backend's answer replaces the profile shown. */
  | { type: 'PROFILE_UPDATED'; profile: UserProfile }
  /** A payment has moved the wallet's figures: the ones held are old until the profile is read again. */
  | { type: 'WALLET_CHANGED' }
  /** Registration signs a new, unapproved account in and out: the session stays out of it. */
  | { type: 'REGISTRATION_STARTED' }
  | { type: 'REGISTRATION_ENDED' };

/** What the session tells the screens; they toast and navigate. */
export type SessionEmitted =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'signOutFailed' }
  | { type: 'leaveAfterReview' }
  | { type: 'profileFailed' }
  | { type: 'sessionExpired' };

export const sessionMessages = {
  signedIn: 'Successfully logged in',
  /** Shown on the login form only: one message per failure, so the spec's toast twin is not raised. */
  signInFailedInline: 'Failed to sign in. Please check your credentials.',
  profileFailed: 'Failed to load user profile',
  signedOut: 'Successfully logged out',
  signOutFailed: 'Failed to log out',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

interface SessionContext {
  /** The identity user whose profile is loaded or loading. */
  uid: string | null;
  profile: UserProfile | null;
  /** The login form's inline message after a failed attempt. */
  signInError: string | null;
  /** The profile being loaded follows a sign-in on this page, not a restored session. */
  justSignedIn: boolean;
  /** No profile has been read yet in this visit: the one being loaded restores the session of the first screen. */
  firstRead: boolean;
  /** The profile's balance and due are from before a payment: no screen shows them until they are read again. */
  walletOutdated: boolean;
}

/** What a profile load is for: the first screen's restored session, or anything after (a sign-in, a refresh). */
export interface ProfileLoad {
  readonly restoresFirstScreen: boolean;
}

/** The profile being loaded restores the session of the screen opened first (no sign-in on this page). */
const restoresFirstScreen = (context: SessionContext) => context.firstRead && !context.justSignedIn;

/**
 * Signed in means an identity user whose approved profile has loaded. An
 * unapproved profile shows the review notice for 10 s, is signed out, and
 * leaves for home 2 s later (spec §4). Actors are provided by the composition root.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    watchIdentity: fromCallback<SessionEvent>(() => () => undefined),
    signIn: fromPromise<IdentityUser, { email: string; password: string }>(() =>
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
      Promise.reject(new Error('signIn not provided')),
    ),
    // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
    loadProfile: fromPromise<UserProfile, ProfileLoad>(() => Promise.reject(new Error('loadProfile not provided'))),
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    /** Signed out, for whatever reason: no user, no profile. */
    forgetUser: assign({ uid: null, profile: null, walletOutdated: false }),
  },
  delays: {
    reviewNotice: 10_000,
    redirectAfterNotice: 2_000,
  },
  guards: {
    approved: (_, profile: UserProfile) => profile.approved,
    // Stryker disable next-line ConditionalExpression: the guard guards IDENTITY_CHANGED alone; the type test only narrows the event
    signedOutUser: ({ event }) => event.type === 'IDENTITY_CHANGED' && event.user === null,
    /** Token refreshes and other tabs report the same user again: nothing to do. */
    // Stryker disable next-line ConditionalExpression: the guard guards IDENTITY_CHANGED alone; the type test only narrows the event
    sameUser: ({ context, event }) => event.type === 'IDENTITY_CHANGED' && event.user?.uid === context.uid,
    restoringFirstScreen: ({ context }) => restoresFirstScreen(context),
  },
}).createMachine({
  id: 'session',
  context: { uid: null, profile: null, signInError: null, justSignedIn: false, firstRead: true, walletOutdated: false },
  invoke: { src: 'watchIdentity' },
  initial: 'loading',
  on: {
    IDENTITY_CHANGED: [
      { guard: 'sameUser' },
      { guard: 'signedOutUser', target: '.signedOut', actions: 'forgetUser' },
      // Stryker disable next-line OptionalChaining: a null user is taken by signedOutUser above, never here
      { target: '.loadingProfile', actions: assign({ uid: ({ event }) => event.user?.uid ?? null }) },
    ],
  },
  states: {
    // A registration may start before the stored sign-in has been read.
    loading: { on: { REGISTRATION_STARTED: 'registering' } },
    signedOut: {
      on: { SIGN_IN: 'signingIn', REGISTRATION_STARTED: 'registering' },
    },
    registering: {
      on: { IDENTITY_CHANGED: {}, REGISTRATION_ENDED: { target: 'signedOut', actions: 'forgetUser' } },
    },
    signingIn: {
      entry: assign({ signInError: null }),
      // The identity reports the new user too; the sign-in's own answer is enough.
      on: { IDENTITY_CHANGED: {} },
      invoke: {
        src: 'signIn',
        // Stryker disable next-line ConditionalExpression,ObjectLiteral,StringLiteral: signing in starts on SIGN_IN alone; the type test only narrows the event
        input: ({ event }) => (event.type === 'SIGN_IN' ? { email: event.email, password: event.password } : { email: '', password: '' }),
        onDone: { target: 'loadingProfile', actions: assign({ uid: ({ event }) => event.output.uid, justSignedIn: true }) },
        onError: {
          target: 'signedOut',
          actions: assign({ signInError: sessionMessages.signInFailedInline }),
        },
      },
    },
    loadingProfile: {
      exit: assign({ firstRead: false }),
      // The first screen's restore may leave out what that screen does not show (the wallet's fresh figures): a page
      // opened before it is done gets the whole profile, read again.
      on: { RELOAD_PROFILE: { guard: 'restoringFirstScreen', target: 'loadingProfile', reenter: true } },
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ restoresFirstScreen: restoresFirstScreen(context) }),
        onDone: [
          {
            guard: { type: 'approved', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: enqueueActions(({ context, event, enqueue }) => {
              // A restored session (a reload) is not a new login: no toast.
              if (context.justSignedIn) enqueue.emit({ type: 'signedIn' });
              enqueue.assign({ profile: event.output, justSignedIn: false, walletOutdated: false });
            }),
          },
          { target: 'underReview', actions: assign({ justSignedIn: false }) },
        ],
        // Without a profile the shop cannot price anything: end the identity session too.
        onError: {
          target: 'endingFailedSession',
          actions: [assign({ justSignedIn: false }), emit({ type: 'profileFailed' })],
        },
      },
    },
    endingFailedSession: {
      on: { IDENTITY_CHANGED: {} },
      invoke: { src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
      exit: 'forgetUser',
    },
    signedIn: {
      initial: 'idle',
      on: {
        SIGN_OUT: 'signingOut',
        SESSION_EXPIRED: 'expiring',
        PROFILE_UPDATED: { actions: assign({ profile: ({ event }) => event.profile }) },
        // A read already under way may have left before the payment: a new one starts.
        WALLET_CHANGED: { target: '.reloading', reenter: true, actions: assign({ walletOutdated: true }) },
      },
      states: {
        idle: { on: { RELOAD_PROFILE: 'reloading' } },
        reloading: {
          invoke: {
            src: 'loadProfile',
            input: { restoresFirstScreen: false },
            onDone: [
              {
                guard: { type: 'approved', params: ({ event }) => event.output },
                target: 'idle',
                actions: assign({ profile: ({ event }) => event.output, walletOutdated: false }),
              },
              // Approval withdrawn: the same notice and sign-out as at login.
              { target: '#session.underReview', actions: assign({ profile: null }) },
            ],
            // A failed background refresh keeps the profile already shown; outdated figures stay hidden, the screens offer a retry.
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
      after: {
        redirectAfterNotice: {
          target: 'signedOut',
          actions: ['forgetUser', emit({ type: 'leaveAfterReview' })],
        },
      },
    },
    expiring: {
      on: { IDENTITY_CHANGED: {} },
      invoke: { src: 'signOut', onDone: 'expired', onError: 'expired' },
    },
    expired: {
      always: { target: 'signedOut', actions: ['forgetUser', emit({ type: 'sessionExpired' })] },
    },
    signingOut: {
      on: { IDENTITY_CHANGED: {} },
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['forgetUser', emit({ type: 'signedOut' })] },
        onError: { target: 'signedIn', actions: emit({ type: 'signOutFailed' }) },
      },
    },
  },
});
