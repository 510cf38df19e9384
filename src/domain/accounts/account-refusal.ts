/**
 * Why the sign-in service would not create an account, in its own terms (Firebase's email-already-in-use,
 * invalid-email, weak-password): the demo's in-browser service refuses the same things for the same reasons.
 */
export type AccountRefusalReason = 'email-taken' | 'email-malformed' | 'weak-password';

/** Firebase's minimum password length; the spec sets none of its own. */
export const PASSWORD_MIN_LENGTH = 6;

export const accountRefusalMessages: Readonly<Record<AccountRefusalReason, string>> = {
  'email-taken': 'This email already has an account',
  'email-malformed': 'Enter an email address like name@company.com',
  'weak-password': `Use at least ${PASSWORD_MIN_LENGTH} characters for the password`,
};

/** What either identity adapter throws when the sign-in service refuses a new account. */
export class AccountRefusal extends Error {
  override readonly name = 'AccountRefusal';

  constructor(readonly reason: AccountRefusalReason) {
    super(accountRefusalMessages[reason]);
  }
}

/** The field the buyer corrects for each refusal. */
export const ACCOUNT_REFUSAL_FIELD: Readonly<Record<AccountRefusalReason, 'email' | 'password'>> = {
  'email-taken': 'email',
  'email-malformed': 'email',
  'weak-password': 'password',
};
