import { ACCOUNT_REFUSAL_FIELD, accountRefusalMessages, type AccountRefusalReason } from '../../domain/accounts/account-refusal';
import {
  REQUIRED_REGISTRATION_FIELDS,
  registrationMessages,
  registrationProblem,
  type RegistrationForm,
} from '../../domain/accounts/registration';
import { contactProblem, fieldMessages, type ContactRule } from '../profile/contact-rules';

type TextField = Exclude<keyof RegistrationForm, 'sameAsBilling' | 'resaleFile' | 'role'>;
export type RegistrationFieldProblems = Partial<Record<TextField, string>>;

/** The fields whose form the shop can check before sending. */
const FORMATS = {
  email: 'email',
  phone: 'phone',
  companyWebsite: 'website',
  billingZipCode: 'zip',
  zip: 'zip',
  password: 'password',
} as const satisfies Partial<Record<TextField, ContactRule>>;

/** What each field of the Create Account form would say under itself now: required, then its form, then the confirmation. */
export function registrationFieldProblems(form: Omit<RegistrationForm, 'resaleFile'>): RegistrationFieldProblems {
  const problems: RegistrationFieldProblems = {};
  for (const field of REQUIRED_REGISTRATION_FIELDS) {
    if (field !== 'role' && String(form[field]).trim() === '') problems[field] = fieldMessages.required;
  }
  for (const [field, rule] of Object.entries(FORMATS) as [keyof typeof FORMATS, ContactRule][]) {
    // The shipping ZIP copied from billing is judged once, on the billing field the buyer types in.
    if (problems[field] || (field === 'zip' && form.sameAsBilling)) continue;
    const problem = contactProblem(rule, form[field]);
    if (problem) problems[field] = problem;
  }
  if (!problems.confirmPassword && form.confirmPassword !== form.password) problems.confirmPassword = registrationMessages.passwordsDiffer;
  return problems;
}

/**
 * The red box's message on Create Account, or null when the form may be sent: a required field left empty
 * first (spec §5), then a field in the wrong form, then the passwords and the resale file.
 */
export function registrationSubmitProblem(form: Parameters<typeof registrationProblem>[0]): string | null {
  const problems = registrationFieldProblems(form);
  const fields = Object.keys(problems) as TextField[];
  if (fields.some((field) => problems[field] === fieldMessages.required)) return registrationMessages.required;
  if (fields.some((field) => field !== 'confirmPassword')) return registrationMessages.fixFields;
  return registrationProblem(form);
}

/** The sign-in service's refusal as the field it concerns says it (the email already has an account: on the email). */
export function refusalProblem(refusal: AccountRefusalReason): RegistrationFieldProblems {
  return { [ACCOUNT_REFUSAL_FIELD[refusal]]: accountRefusalMessages[refusal] };
}
