import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { UserProfile } from '../../domain/accounts/profile';
import type { IdentityUser } from '../ports/identity.port';

export type SessionEvent =
  | { type: 'IDENTITY_CHANGED'; user: IdentityUser | null }
  | { type: 'RELOAD_PROFILE' }
  | { type: 'SIGN_OUT' };

export const sessionMessages = {
  profileFailed: 'Failed to load user profile',
} as const;

/**
 * Signed in means an identity user whose profile has loaded. Actors are
 * declared here and provided by the composition root.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { profile: UserProfile | null; error: string | null },
    events: {} as SessionEvent,
  },
  actors: {
    watchIdentity: fromCallback<SessionEvent>(() => () => undefined),
    loadProfile: fromPromise<UserProfile>(() => Promise.reject(new Error('loadProfile not provided'))),
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
}).createMachine({
  id: 'session',
  context: { profile: null, error: null },
  invoke: { src: 'watchIdentity' },
  initial: 'loading',
  on: {
    IDENTITY_CHANGED: [
      { guard: ({ event }) => event.user === null, target: '.signedOut', actions: assign({ profile: null }) },
      { target: '.loadingProfile' },
    ],
  },
  states: {
    loading: {},
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output, error: null }) },
        onError: { target: 'signedOut', actions: assign({ profile: null, error: sessionMessages.profileFailed }) },
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
            onDone: { target: 'idle', actions: assign({ profile: ({ event }) => event.output }) },
            // A failed background refresh keeps the profile already shown.
            onError: { target: 'idle' },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: assign({ profile: null }) },
        onError: { target: 'signedIn' },
      },
    },
    signedOut: {},
  },
});
