import { assign, emit, fromPromise, setup } from 'xstate';
import type { UserProfile } from '../../domain/accounts/profile';
import {
  registrationFields,
  registrationMessages,
  registrationProblem,
  type RegistrationForm,
} from '../../domain/accounts/registration';
import type { IdentityUser } from '../ports/identity.port';
import type { ChosenFile, ProfileFields, UploadFile } from '../ports/profile.port';

/** The Create Account form as submitted, the resale form as the browser's file with its first bytes. */
export interface RegistrationSubmission extends Omit<RegistrationForm, 'resaleFile'> {
  readonly resaleFile: ChosenFile | null;
}

export type RegistrationEvent =
  | { type: 'SUBMIT'; form: RegistrationSubmission }
  /** The Got it button of the Registration Successful! dialog. */
  | { type: 'GOT_IT' };

/** `failed` carries the toast's words; the inline ones are in the context. */
export type RegistrationEmitted = { type: 'failed'; message: string } | { type: 'goHome' };

/** What PATCH /user will carry once the account exists. Never the password. */
interface PendingUpdate {
  readonly fields: ProfileFields;
  readonly resaleFile: UploadFile | null;
}

interface RegistrationContext {
  /** The inline message of the red box. */
  error: string | null;
  pending: PendingUpdate | null;
}

/**
 * Spec §4 Registration: create the sign-in account, fetch the profile, send the
 * multipart update, show Registration Successful!, sign out, go home after 2 s.
 * Any failure signs out and says so. The password travels only in the SUBMIT
 * event to the createAccount actor; it is never kept in the context.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    createAccount: fromPromise<IdentityUser, { email: string; password: string }>(() =>
      Promise.reject(new Error('createAccount not provided')),
    ),
    loadProfile: fromPromise<UserProfile>(() => Promise.reject(new Error('loadProfile not provided'))),
    completeRegistration: fromPromise<UserProfile, PendingUpdate>(() =>
      Promise.reject(new Error('completeRegistration not provided')),
    ),
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    /** Tells the session to leave the new, unapproved sign-in alone while this runs. */
    holdSession: () => undefined,
    releaseSession: () => undefined,
  },
  delays: {
    redirectAfterRegistration: 2_000,
  },
  guards: {
    invalid: ({ event }) => event.type === 'SUBMIT' && registrationProblem(event.form) !== null,
  },
}).createMachine({
  id: 'registration',
  context: { error: null, pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          {
            guard: 'invalid',
            actions: assign({ error: ({ event }) => registrationProblem(event.form) }),
          },
          {
            target: 'creatingAccount',
            actions: assign({
              error: null,
              pending: ({ event }) => ({ fields: registrationFields(event.form), resaleFile: event.form.resaleFile?.file ?? null }),
            }),
          },
        ],
      },
    },
    creatingAccount: {
      entry: 'holdSession',
      invoke: {
        src: 'createAccount',
        input: ({ event }) =>
          event.type === 'SUBMIT' ? { email: event.form.email.trim(), password: event.form.password } : { email: '', password: '' },
        onDone: 'loadingProfile',
        onError: 'failing',
      },
    },
    loadingProfile: {
      invoke: { src: 'loadProfile', onDone: 'updatingProfile', onError: 'failing' },
    },
    updatingProfile: {
      invoke: {
        src: 'completeRegistration',
        input: ({ context }) => context.pending ?? { fields: {}, resaleFile: null },
        onDone: 'registered',
        onError: 'failing',
      },
    },
    failing: {
      invoke: { src: 'signOut', onDone: 'failed', onError: 'failed' },
    },
    failed: {
      always: {
        target: 'idle',
        actions: [
          'releaseSession',
          assign({ error: registrationMessages.failedInline, pending: null }),
          emit({ type: 'failed', message: registrationMessages.failedToast }),
        ],
      },
    },
    registered: {
      entry: assign({ pending: null }),
      initial: 'signingOut',
      on: { GOT_IT: { target: 'idle', actions: emit({ type: 'goHome' }) } },
      states: {
        signingOut: {
          invoke: { src: 'signOut', onDone: 'waiting', onError: 'waiting' },
          exit: 'releaseSession',
        },
        waiting: {
          after: { redirectAfterRegistration: { target: 'home', actions: emit({ type: 'goHome' }) } },
        },
        // Home is shown; the dialog stays until Got it.
        home: {
          on: { GOT_IT: '#registration.idle' },
        },
      },
    },
  },
});
