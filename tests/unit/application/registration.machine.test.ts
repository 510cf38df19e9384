import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { IdentityUser } from '../../../src/application/ports/identity.port';
import type { ChosenFile, ProfileFields, UploadFile } from '../../../src/application/ports/profile.port';
import { registrationMachine, type RegistrationSubmission } from '../../../src/application/registration/registration.machine';
import { AccountRefusal, type AccountRefusalReason } from '../../../src/domain/accounts/account-refusal';
import { emptyRegistrationForm } from '../../../src/domain/accounts/registration';
import type { UserProfile } from '../../../src/domain/accounts/profile';
import { aProfile } from '../../support/mothers';

function aSubmission(overrides: Partial<RegistrationSubmission> = {}): RegistrationSubmission {
  return {
    ...emptyRegistrationForm,
    name: ' Dana ',
    lastName: 'Reyes',
    email: 'dana@brightpath.example',
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
    ...overrides,
  };
}

interface Options {
  createFails?: boolean;
  /** The sign-in service refuses the account for this reason (both adapters throw it alike). */
  refusal?: AccountRefusalReason;
  profileFails?: boolean;
  updateFails?: boolean;
}

function startRegistration(options: Options = {}) {
  const calls: string[] = [];
  const createAccount = vi.fn(async ({ input }: { input: { email: string; password: string } }): Promise<IdentityUser> => {
    calls.push('createAccount');
    if (options.createFails) throw new Error('email in use');
    if (options.refusal) throw new AccountRefusal(options.refusal);
    return { uid: 'new-1', email: input.email };
  });
  const loadProfile = vi.fn(async (): Promise<UserProfile> => {
    calls.push('loadProfile');
    if (options.profileFails) throw new Error('500');
    return aProfile({ approved: false });
  });
  const completeRegistration = vi.fn(
    async ({ input }: { input: { fields: ProfileFields; resaleFile: UploadFile | null } }): Promise<UserProfile> => {
      calls.push('completeRegistration');
      if (options.updateFails) throw new Error('500');
      return aProfile({ approved: false, name: input.fields.name ?? '' });
    },
  );
  const signOut = vi.fn(async () => {
    calls.push('signOut');
  });
  const clock = new SimulatedClock();
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        createAccount: fromPromise(createAccount),
        loadProfile: fromPromise(loadProfile),
        completeRegistration: fromPromise(completeRegistration),
        signOut: fromPromise(signOut),
      },
      actions: {
        holdSession: () => void calls.push('holdSession'),
        releaseSession: () => void calls.push('releaseSession'),
      },
    }),
    { clock },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, clock, calls, emitted, createAccount, completeRegistration };
}

describe('registrationMachine', () => {
  it('refuses an incomplete form without calling anything', () => {
    const { actor, calls } = startRegistration();
    actor.send({ type: 'SUBMIT', form: aSubmission({ phone: ' ' }) });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Please fill in all required fields');
    expect(calls).toEqual([]);
  });

  it('refuses passwords that differ and a resale file that is too large', () => {
    const { actor, calls } = startRegistration();
    actor.send({ type: 'SUBMIT', form: aSubmission({ confirmPassword: 'other' }) });
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match');
    const big = chosen(new File([PDF_START, new Uint8Array(5 * 1024 * 1024)], 'resale.pdf', { type: 'application/pdf' }));
    actor.send({ type: 'SUBMIT', form: aSubmission({ resaleFile: big }) });
    expect(actor.getSnapshot().context.error).toBe('File size must be less than 5MB');
    expect(calls).toEqual([]);
  });

  it('refuses a resale file whose content is not a PDF, JPEG or PNG, whatever the browser calls it', () => {
    const { actor, calls } = startRegistration();
    const program = new File(['MZ\x90\x00'], 'resale.pdf', { type: 'application/pdf' });
    actor.send({ type: 'SUBMIT', form: aSubmission({ resaleFile: chosen(program, new TextEncoder().encode('MZ\x90\x00')) }) });
    expect(actor.getSnapshot().context.error).toBe('Please upload a PDF, JPG, or PNG file for the resale tax exempt form');
    expect(calls).toEqual([]);
  });

  it('creates the account, fetches the profile, sends the update, signs out and goes home 2 s later', async () => {
    const { actor, clock, calls, emitted, createAccount, completeRegistration } = startRegistration();
    const resale = new File([PDF_START], 'resale.pdf', { type: 'application/pdf' });
    actor.send({ type: 'SUBMIT', form: aSubmission({ resaleFile: chosen(resale) }) });
    await waitFor(actor, (snapshot) => snapshot.matches({ registered: 'waiting' }));
    expect(calls).toEqual(['holdSession', 'createAccount', 'loadProfile', 'completeRegistration', 'signOut', 'releaseSession']);
    expect(createAccount.mock.calls[0]?.[0].input).toEqual({ email: 'dana@brightpath.example', password: 'Secret123!' });
    const sent = completeRegistration.mock.calls[0]?.[0].input;
    expect(sent?.fields.name).toBe('Dana');
    expect(sent?.fields).not.toHaveProperty('password');
    expect(sent?.resaleFile).toBe(resale);
    // Nothing of the password stays in the machine once the account exists.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Secret123!');

    clock.increment(1_999);
    expect(emitted).not.toContain('goHome');
    clock.increment(1);
    expect(emitted).toEqual(['goHome']);
    expect(actor.getSnapshot().matches({ registered: 'home' })).toBe(true);

    actor.send({ type: 'GOT_IT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual(['goHome']);
  });

  it('Got it before the 2 s goes home at once', async () => {
    const { actor, emitted } = startRegistration();
    actor.send({ type: 'SUBMIT', form: aSubmission() });
    await waitFor(actor, (snapshot) => snapshot.matches({ registered: 'waiting' }));
    actor.send({ type: 'GOT_IT' });
    expect(emitted).toEqual(['goHome']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each([
    ['the account cannot be created', { createFails: true }, ['holdSession', 'createAccount', 'signOut', 'releaseSession']],
    ['the profile cannot be fetched', { profileFails: true }, ['holdSession', 'createAccount', 'loadProfile', 'signOut', 'releaseSession']],
    [
      'the update is refused',
      { updateFails: true },
      ['holdSession', 'createAccount', 'loadProfile', 'completeRegistration', 'signOut', 'releaseSession'],
    ],
  ])('when %s: signs out, says so once, inline (no toast), and can try again', async (_, options, expectedCalls) => {
    const { actor, calls, emitted } = startRegistration(options);
    actor.send({ type: 'SUBMIT', form: aSubmission() });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual(expectedCalls);
    expect(actor.getSnapshot().context.error).toBe('Failed to create an account');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(emitted).toEqual([]);
  });

  it.each([
    ['email-taken', 'This email already has an account'],
    ['email-malformed', 'Enter an email address like name@company.com'],
    ['weak-password', 'Use at least 6 characters for the password'],
  ] as const)('the sign-in service refusing the account (%s) says why: %s', async (refusal, message) => {
    const { actor, calls, emitted } = startRegistration({ refusal });
    actor.send({ type: 'SUBMIT', form: aSubmission() });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual(['holdSession', 'createAccount', 'signOut', 'releaseSession']);
    expect(actor.getSnapshot().context).toMatchObject({ error: message, refusal });
    expect(emitted).toEqual([]);
    // The next try starts clean.
    actor.send({ type: 'SUBMIT', form: aSubmission({ phone: 'abc' }) });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Please correct the highlighted fields', refusal: null });
  });

  it.each([
    ['email', 'not-an-email'],
    ['phone', 'abc'],
    ['billingZipCode', 'ABCDE'],
    ['companyWebsite', 'samlighting'],
    ['zip', '7870'],
  ] as const)('refuses a %s of %s before calling anything', (field, value) => {
    const { actor, calls } = startRegistration();
    actor.send({ type: 'SUBMIT', form: aSubmission({ [field]: value }) });
    expect(actor.getSnapshot().context.error).toBe('Please correct the highlighted fields');
    expect(calls).toEqual([]);
  });

  it('asks for required fields before their form: an empty phone and a malformed email say Please fill in all required fields', () => {
    const { actor } = startRegistration();
    actor.send({ type: 'SUBMIT', form: aSubmission({ phone: '', email: 'dana' }) });
    expect(actor.getSnapshot().context.error).toBe('Please fill in all required fields');
  });

  it('ignores a second submit while the first runs', async () => {
    const { actor, createAccount } = startRegistration();
    actor.send({ type: 'SUBMIT', form: aSubmission() });
    actor.send({ type: 'SUBMIT', form: aSubmission() });
    await waitFor(actor, (snapshot) => snapshot.matches('registered'));
    expect(createAccount).toHaveBeenCalledTimes(1);
  });
});

const PDF_START = '%PDF-1.7';

/** The file with its first bytes, as the Create Account page reads them on pick. */
function chosen(file: File, firstBytes = new TextEncoder().encode(PDF_START)): ChosenFile {
  return { name: file.name, type: file.type, size: file.size, firstBytes, file };
}
