import { assign, emit, fromPromise, setup } from 'xstate';
import { AccountRefusal, accountRefusalMessages, type AccountRefusalReason } from '../../domain/accounts/account-refusal';
import type { UserProfile } from '../../domain/accounts/profile';
import { registrationFields, registrationMessages, type RegistrationForm } from '../../domain/accounts/registration';
import type { IdentityUser } from '../ports/identity.port';
import type { ChosenFile, ProfileFields, UploadFile } from '../ports/profile.port';
import { registrationSubmitProblem } from './registration-checks';

/** The Create Account form as submitted, the resale form as the browser's file with its first bytes. */
export interface RegistrationSubmission extends Omit<RegistrationForm, 'resaleFile'> {
  readonly resaleFile: ChosenFile | null;
}

export type RegistrationEvent =
  | { type: 'SUBMIT'; form: RegistrationSubmission }
  /** The Got it button of the Registration Successful! dialog. */
  | { type: 'GOT_IT' };

export type RegistrationEmitted = { type: 'goHome' };

/** What PATCH /user will carry once the account exists. Never the password. */
interface PendingUpdate {
  readonly fields: ProfileFields;
  readonly resaleFile: UploadFile | null;
}

interface RegistrationContext {
  /** The red box's message: a failure shows there only, never in a toast as well. */
  error: string | null;
  /** Why the sign-in service refused the account (the email taken, say), when it did. */
  refusal: AccountRefusalReason | null;
  pending: PendingUpdate | null;
}

/**
 * Spec §4 Registration: create the sign-in account, fetch the profile, send the
 * multipart update, show Registration Successful!, sign out, go home after 2 s.
 * Any failure signs out and says so: what the sign-in service refused in its own
 * words (this email already has an account), anything else as the spec's. The password travels only in the SUBMIT
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
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
      Promise.reject(new Error('createAccount not provided')),
    ),
    // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
    loadProfile: fromPromise<UserProfile>(() => Promise.reject(new Error('loadProfile not provided'))),
    completeRegistration: fromPromise<UserProfile, PendingUpdate>(() =>
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
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
    // Stryker disable next-line ConditionalExpression: the guard guards SUBMIT alone; the type test only narrows the event
    invalid: ({ event }) => event.type === 'SUBMIT' && registrationSubmitProblem(event.form) !== null,
  },
}).createMachine({
  id: 'registration',
  context: { error: null, refusal: null, pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          {
            guard: 'invalid',
            actions: assign({ error: ({ event }) => registrationSubmitProblem(event.form), refusal: null }),
          },
          {
            target: 'creatingAccount',
            actions: assign({
              error: null,
              refusal: null,
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
          // Stryker disable next-line ConditionalExpression,ObjectLiteral,StringLiteral: the account is created on SUBMIT alone; the type test only narrows the event
          event.type === 'SUBMIT' ? { email: event.form.email.trim(), password: event.form.password } : { email: '', password: '' },
        onDone: 'loadingProfile',
        onError: {
          target: 'failing',
          actions: assign({ refusal: ({ event }) => (event.error instanceof AccountRefusal ? event.error.reason : null) }),
        },
      },
    },
    loadingProfile: {
      invoke: { src: 'loadProfile', onDone: 'updatingProfile', onError: 'failing' },
    },
    updatingProfile: {
      invoke: {
        src: 'completeRegistration',
        // Stryker disable next-line ObjectLiteral: the profile is completed only with the submission kept when the account was created
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
          assign({
            error: ({ context }) => (context.refusal ? accountRefusalMessages[context.refusal] : registrationMessages.failedInline),
            pending: null,
          }),
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
