import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH, accountRefusalMessages } from '../../domain/accounts/account-refusal';
import type { EditableProfileField, ProfileEdit } from '../../domain/accounts/profile-edit';

/** What a field says under itself when the buyer can tell before sending that it is wrong. */
export const fieldMessages = {
  required: 'This field is required',
  email: accountRefusalMessages['email-malformed'],
  phone: 'Enter a phone number with its area code, like 512-555-0100',
  zip: 'Enter a 5-digit ZIP code, like 78701',
  website: 'Enter a website address, like www.company.com',
  password: accountRefusalMessages['weak-password'],
} as const;

export type ContactRule = 'email' | 'phone' | 'zip' | 'website' | 'password';

// A US number with its area code (10 digits), or an international one of up to 15 (E.164), in the usual separators.
const phone = z.string().check(
  z.regex(/^\+?[\d\s().-]+$/),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }),
);

const RULES: Readonly<Record<ContactRule, z.ZodMiniType<string>>> = {
  email: z.email(),
  phone,
  // 78701 or ZIP+4 78701-1234.
  zip: z.string().check(z.regex(/^\d{5}(-\d{4})?$/)),
  // A host with a dot in it ("samlighting" is a name, not an address), the scheme optional.
  website: z.string().check(z.regex(/^(https?:\/\/)?([a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i)),
  // Firebase's own minimum, so a password it would refuse is never sent.
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH)),
};

/** The message for a value the rule refuses, or null; a blank value is for the required check, not this one. */
export function contactProblem(rule: ContactRule, value: string): string | null {
  const text = rule === 'password' ? value : value.trim();
  if (text === '') return null;
  return RULES[rule].safeParse(text).success ? null : fieldMessages[rule];
}

/** Edit Profile's fields with a form to check; a blank one is not sent (spec §5), so only what is filled in is judged. */
const PROFILE_FORMATS = {
  phone: 'phone',
  companyWebsite: 'website',
  billingZipCode: 'zip',
  zip: 'zip',
} as const satisfies Partial<Record<EditableProfileField, ContactRule>>;

export function profileEditProblems(edit: ProfileEdit): Partial<Record<EditableProfileField, string>> {
  const problems: Partial<Record<EditableProfileField, string>> = {};
  for (const [field, rule] of Object.entries(PROFILE_FORMATS) as [keyof typeof PROFILE_FORMATS, ContactRule][]) {
    const problem = contactProblem(rule, edit[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
