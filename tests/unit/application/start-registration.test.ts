import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import type { IdentityPort } from '../../../src/application/ports/identity.port';
import type { ProfileFields, ProfilePort, UploadFile } from '../../../src/application/ports/profile.port';
import type { RegistrationParts } from '../../../src/application/registration/start-registration';
import { startRegistration } from '../../../src/application/registration/start-registration';
import { emptyRegistrationForm } from '../../../src/domain/accounts/registration';
import { aProfile } from '../../support/mothers';

/** The registration on the app's ports: each port call and session event, in order. */
function registrationOnPorts() {
  const calls: string[] = [];
  const identity = {
    createAccount: async (email: string, password: string) => {
      calls.push(`createAccount ${email} ${password}`);
      return { uid: 'new-1', email };
    },
    signOut: async () => void calls.push('signOut'),
  } as unknown as IdentityPort;
  const profile = {
    getProfile: async () => {
      calls.push('getProfile');
      return aProfile({ approved: false });
    },
    completeRegistration: async (fields: ProfileFields, resaleFile: UploadFile | null) => {
      calls.push(`completeRegistration ${fields.name} ${String(resaleFile)}`);
      return aProfile({ approved: false, name: fields.name ?? '' });
    },
  } as unknown as ProfilePort;
  const session = { send: (event: { type: string }) => void calls.push(event.type) } as unknown as RegistrationParts['session'];
  const timers = new SimulatedClock();
  return { actor: startRegistration({ identity, profile, session, timers }), calls, timers };
}

describe('startRegistration: the registration machine on the app’s ports', () => {
  it('holds the session, creates the account, completes the profile, signs out, releases the session, and goes home 2 s later on the given timers', async () => {
    const { actor, calls, timers } = registrationOnPorts();
    actor.send({
      type: 'SUBMIT',
      form: {
        ...emptyRegistrationForm,
        name: 'Dana',
        lastName: 'Reyes',
        email: ' dana@brightpath.example ',
        phone: '512-555-0100',
        company: 'Brightpath',
        companyAddress: 'Store 14',
        companyWebsite: 'https://brightpath.example',
        salesRep: 'In-house',
        billingAddress: '12 Elm St',
        billingCity: 'Austin',
        billingState: 'TX',
        billingZipCode: '78701',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        resaleFile: null,
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ registered: 'waiting' }));
    expect(calls).toEqual([
      'REGISTRATION_STARTED',
      'createAccount dana@brightpath.example Secret123!',
      'getProfile',
      'completeRegistration Dana null',
      'signOut',
      'REGISTRATION_ENDED',
    ]);
    timers.increment(2_000);
    expect(actor.getSnapshot().matches({ registered: 'home' })).toBe(true);
  });
});
