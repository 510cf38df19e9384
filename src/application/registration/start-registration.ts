import { createActor, fromPromise, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { sessionMachine } from '../auth/session.machine';
import type { IdentityPort } from '../ports/identity.port';
import type { ProfilePort } from '../ports/profile.port';
import { registrationMachine } from './registration.machine';

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;

export interface RegistrationParts {
  readonly identity: IdentityPort;
  readonly profile: ProfilePort;
  /** Held off the new, unapproved sign-in while the registration runs. */
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly timers?: ActorOptions<AnyActorLogic>['clock'];
}

/** The registration actor on the app's ports: loaded with the Create Account page, not at start-up. */
export function startRegistration({ identity, profile, session, timers }: RegistrationParts): RegistrationActor {
  return createActor(
    registrationMachine.provide({
      actors: {
        createAccount: fromPromise(({ input }: { input: { email: string; password: string } }) =>
          identity.createAccount(input.email, input.password),
        ),
        loadProfile: fromPromise(() => profile.getProfile()),
        completeRegistration: fromPromise(({ input }) => profile.completeRegistration(input.fields, input.resaleFile)),
        signOut: fromPromise(() => identity.signOut()),
      },
      actions: {
        holdSession: () => session.send({ type: 'REGISTRATION_STARTED' }),
        releaseSession: () => session.send({ type: 'REGISTRATION_ENDED' }),
      },
    }),
    timers ? { clock: timers } : {},
  ).start();
}
