import { describe, expect, it } from 'vitest';
import { contactProblem, fieldMessages, profileEditProblems } from '../../../src/application/profile/contact-rules';
import { registrationFieldProblems, registrationSubmitProblem } from '../../../src/application/registration/registration-checks';
import { profileEditFrom } from '../../../src/domain/accounts/profile-edit';
import { emptyRegistrationForm, type RegistrationForm } from '../../../src/domain/accounts/registration';
import { aProfile } from '../../support/mothers';

const EMAIL = 'Enter an email address like name@company.com';
const PHONE = 'Enter a phone number with its area code, like 512-555-0100';
const ZIP = 'Enter a 5-digit ZIP code, like 78701';
const WEBSITE = 'Enter a website address, like www.company.com';
const PASSWORD = 'Use at least 6 characters for the password';

function aFilledForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return {
    ...emptyRegistrationForm,
    name: 'Dana',
    lastName: 'Reyes',
    email: 'dana@brightpath.example',
    phone: '512-555-0100',
    company: 'Brightpath Landscape Supply',
    companyAddress: 'Store 14',
    companyWebsite: 'https://brightpath.example',
    salesRep: 'N/A',
    billingAddress: '12 Elm St',
    billingCity: 'Austin',
    billingState: 'TX',
    billingZipCode: '78701',
    password: 'Lantern2026!',
    confirmPassword: 'Lantern2026!',
    ...overrides,
  };
}

describe('the form of a field (issue 39: the demo took "not-an-email", "abc", "ABCDE" and "samlighting")', () => {
  it.each([
    ['email', 'not-an-email', EMAIL],
    ['email', 'dana@brightpath', EMAIL],
    ['email', 'dana@@brightpath.example', EMAIL],
    ['email', 'dana @brightpath.example', EMAIL],
    ['phone', 'abc', PHONE],
    ['phone', '555-0100', PHONE],
    ['phone', '512-555-01OO', PHONE],
    ['phone', '+1 512 555 0100 1234 5678', PHONE],
    ['zip', 'ABCDE', ZIP],
    ['zip', '7870', ZIP],
    ['zip', '78701-12', ZIP],
    ['website', 'samlighting', WEBSITE],
    ['website', 'https://', WEBSITE],
    ['website', 'www.sam lighting.com', WEBSITE],
    ['website', 'ftp://samlighting.com', WEBSITE],
    ['password', 'Lamp5', PASSWORD],
  ] as const)('refuses the %s "%s"', (rule, value, message) => {
    expect(contactProblem(rule, value)).toBe(message);
  });

  it.each([
    ['email', ' Dana.Reyes+trade@brightpath.example '],
    ['phone', '512-555-0100'],
    ['phone', '(512) 555-0100'],
    ['phone', '+1 512.555.0100'],
    ['phone', '+44 20 7946 0958'],
    ['zip', '78701'],
    ['zip', '78701-1234'],
    ['website', 'samlighting.com'],
    ['website', 'www.samlighting.com'],
    ['website', 'https://sam-lighting.co.uk/trade?ref=1'],
    ['website', 'HTTP://SAMLIGHTING.COM'],
    ['password', 'Lamp56'],
    ['password', '      '],
  ] as const)('accepts the %s "%s"', (rule, value) => {
    expect(contactProblem(rule, value)).toBeNull();
  });

  it('leaves a blank field to the required check', () => {
    expect(contactProblem('email', '  ')).toBeNull();
    expect(contactProblem('password', '')).toBeNull();
  });
});

describe('registration field problems', () => {
  it('a filled-in form has none and may be sent', () => {
    expect(registrationFieldProblems(aFilledForm())).toEqual({});
    expect(registrationSubmitProblem(aFilledForm())).toBeNull();
  });

  it("names each field's problem: required before form, the confirmation after the password", () => {
    const form = aFilledForm({
      name: ' ',
      email: 'not-an-email',
      phone: 'abc',
      billingZipCode: 'ABCDE',
      companyWebsite: 'samlighting',
      password: 'Lamp5',
      confirmPassword: 'Lamp6',
    });
    expect(registrationFieldProblems(form)).toEqual({
      name: fieldMessages.required,
      email: EMAIL,
      phone: PHONE,
      billingZipCode: ZIP,
      companyWebsite: WEBSITE,
      password: PASSWORD,
      confirmPassword: 'Passwords do not match',
    });
    expect(registrationSubmitProblem(form)).toBe('Please fill in all required fields');
    expect(registrationSubmitProblem({ ...form, name: 'Dana' })).toBe('Please correct the highlighted fields');
  });

  it('judges an optional shipping ZIP only when filled in, and not while it is copied from billing', () => {
    expect(registrationFieldProblems(aFilledForm({ zip: '' }))).toEqual({});
    // The role has its default: never a required field of its own.
    expect(registrationFieldProblems(aFilledForm({ role: '' as RegistrationForm['role'] }))).toEqual({});
    expect(registrationFieldProblems(aFilledForm({ zip: '7870' }))).toEqual({ zip: ZIP });
    expect(registrationFieldProblems(aFilledForm({ zip: 'ABCDE', billingZipCode: 'ABCDE', sameAsBilling: true }))).toEqual({ billingZipCode: ZIP });
  });

  it('says Passwords do not match when that is all that is wrong', () => {
    const form = aFilledForm({ confirmPassword: 'Lantern2025!' });
    expect(registrationFieldProblems(form)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(registrationSubmitProblem(form)).toBe('Passwords do not match');
  });
});

describe('Edit Profile field problems', () => {
  it('the seeded profile has none', () => {
    expect(profileEditProblems(profileEditFrom(aProfile()))).toEqual({});
  });

  it('judges phone, website and both ZIPs only when filled in (blank ones are not sent)', () => {
    const edit = { ...profileEditFrom(aProfile()), phone: 'abc', companyWebsite: 'samlighting', billingZipCode: 'ABCDE', zip: '' };
    expect(profileEditProblems(edit)).toEqual({ phone: PHONE, companyWebsite: WEBSITE, billingZipCode: ZIP });
  });
});
