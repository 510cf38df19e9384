// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountRefusal } from '../../../src/domain/accounts/account-refusal';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { DemoIdentity } from '../../../src/infrastructure/demo/demo-identity';

const storage = window.localStorage;
beforeEach(() => storage.clear());

async function refusalOf(promise: Promise<unknown>): Promise<AccountRefusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AccountRefusal);
  return error as AccountRefusal;
}

// The Firebase Auth emulator refuses the same (tests/identity): a registration reads alike on both backends.
describe("the demo's sign-in service refuses a new account as Firebase does", () => {
  it.each([
    ['an email with no @', 'not-an-email', 'Lantern2026!', 'email-malformed', 'Enter an email address like name@company.com'],
    ['an email with two @', 'dana@x@y.example', 'Lantern2026!', 'email-malformed', 'Enter an email address like name@company.com'],
    ['an email already used, in other capitals', 'Dealer@Demo.test', 'Lantern2026!', 'email-taken', 'This email already has an account'],
    ['a password of 5 characters', 'dana@brightpath.example', 'Lamp5', 'weak-password', 'Use at least 6 characters for the password'],
  ])('%s', async (_label, email, password, reason, message) => {
    const identity = new DemoIdentity(storage);
    const refusal = await refusalOf(identity.createAccount(email, password));
    expect(refusal.reason).toBe(reason);
    expect(refusal.message).toBe(message);
    expect(identity.current()).toBeNull();
  });

  it('checks the email before the password, as Firebase does: a used email with a short password is "already has an account"', async () => {
    const refusal = await refusalOf(new DemoIdentity(storage).createAccount('dealer@demo.test', 'abc'));
    expect(refusal.reason).toBe('email-taken');
  });

  it('accepts a password of 6 characters, and the new account signs in with it', async () => {
    const identity = new DemoIdentity(storage);
    const created = await identity.createAccount('dana@brightpath.example', 'Lamp56');
    await identity.signOut();
    expect(await identity.signIn('dana@brightpath.example', 'Lamp56')).toEqual(created);
    // The seeded accounts still sign in as before.
    expect((await identity.signIn('dealer@demo.test', DEMO_PASSWORD)).email).toBe('dealer@demo.test');
  });
});
