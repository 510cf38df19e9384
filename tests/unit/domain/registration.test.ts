import { describe, expect, it } from 'vitest';
import { dateInputValue, isoBirthDate } from '../../../src/domain/accounts/birth-date';
import {
  REQUIRED_REGISTRATION_FIELDS,
  emptyRegistrationForm,
  missingRegistrationFields,
  registrationFields,
  registrationProblem,
  resaleFileProblem,
  withShippingFromBilling,
  type RegistrationForm,
} from '../../../src/domain/accounts/registration';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/accounts/upload';

const MB = 1024 * 1024;

function aFilledForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return {
    ...emptyRegistrationForm,
    name: 'Dana',
    lastName: 'Reyes',
    email: 'dana@brightpath.example',
    phone: '555-0100',
    company: 'Brightpath Landscape Supply',
    companyAddress: 'Store 14',
    companyWebsite: 'https://brightpath.example',
    salesRep: 'N/A',
    billingAddress: '12 Elm St',
    billingCity: 'Austin',
    billingState: 'TX',
    billingZipCode: '78701',
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
    ...overrides,
  };
}

describe('registration rules (spec §5)', () => {
  it('defaults to a dealer who prefers not to say their gender', () => {
    expect(emptyRegistrationForm.role).toBe('DEALER');
    expect(emptyRegistrationForm.gender).toBe('Prefer not to say');
  });

  it.each(REQUIRED_REGISTRATION_FIELDS)('%s left blank or as spaces is a missing required field', (field) => {
    expect(registrationProblem(aFilledForm({ [field]: '' }))).toBe('Please fill in all required fields');
    expect(missingRegistrationFields(aFilledForm({ [field]: '   ' }))).toEqual([field]);
  });

  it('needs nothing optional: EIN, shipping address, details, birth date, resale form', () => {
    expect(registrationProblem(aFilledForm())).toBeNull();
  });

  it.each(['N/A', 'In-house', 'Jamie Cole'])('accepts %s as the sales rep', (salesRep) => {
    expect(registrationProblem(aFilledForm({ salesRep }))).toBeNull();
  });

  it('says the passwords do not match, after the required fields', () => {
    expect(registrationProblem(aFilledForm({ confirmPassword: 'Secret123' }))).toBe('Passwords do not match');
    expect(registrationProblem(aFilledForm({ confirmPassword: 'x', phone: '' }))).toBe('Please fill in all required fields');
  });

  // First bytes as a browser reads them: each kind's signature, and a Windows program (MZ) renamed.
  const PDF = bytes('%PDF-1.7'), JPEG = [0xff, 0xd8, 0xff, 0xe0], PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const GIF = bytes('GIF89a'), PROGRAM = bytes('MZ\x90\x00');
  it.each([
    [{ name: 'form.pdf', type: 'application/pdf', size: MB, firstBytes: PDF }, null],
    [{ name: 'form.jpg', type: 'image/jpeg', size: MB, firstBytes: JPEG }, null],
    [{ name: 'form.png', type: 'image/png', size: MAX_UPLOAD_BYTES - 1, firstBytes: PNG }, null],
    [{ name: 'form.PDF', type: '', size: MB, firstBytes: PDF }, null],
    [{ name: 'form.gif', type: 'image/gif', size: MB, firstBytes: GIF }, 'Please upload a PDF, JPG, or PNG file for the resale tax exempt form'],
    [{ name: 'form.docx', type: 'application/msword', size: MB, firstBytes: bytes('PK\x03\x04') }, 'Please upload a PDF, JPG, or PNG file for the resale tax exempt form'],
    [{ name: 'form.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES, firstBytes: PDF }, 'File size must be less than 5MB'],
    [{ name: 'form.pdf', type: 'application/pdf', size: 6 * MB, firstBytes: PDF }, 'File size must be less than 5MB'],
  ])('resale form %o: %s', (file, message) => {
    const upload = { ...file, firstBytes: Uint8Array.from(file.firstBytes) };
    expect(resaleFileProblem(upload)).toBe(message);
    expect(registrationProblem(aFilledForm({ resaleFile: upload }))).toBe(message);
  });

  it.each([
    ['a program renamed .pdf, reported as a PDF', { name: 'form.pdf', type: 'application/pdf', firstBytes: PROGRAM }],
    ['a GIF reported as a PNG', { name: 'form.png', type: 'image/png', firstBytes: GIF }],
    ['a text file named .jpg with no reported type', { name: 'form.jpg', type: '', firstBytes: bytes('hello') }],
    ['a PDF cut short before its signature ends', { name: 'form.pdf', type: 'application/pdf', firstBytes: bytes('%PD') }],
  ])('refuses a resale form whose content is not a PDF, JPEG or PNG: %s', (_, file) => {
    const upload = { ...file, size: MB, firstBytes: Uint8Array.from(file.firstBytes) };
    expect(resaleFileProblem(upload)).toBe('Please upload a PDF, JPG, or PNG file for the resale tax exempt form');
  });

  it('accepts a resale form by its content whatever kind of the three it is named as', () => {
    expect(resaleFileProblem({ name: 'scan.pdf', type: 'application/pdf', size: MB, firstBytes: Uint8Array.from(JPEG) })).toBeNull();
  });

  it('refuses an empty resale form', () => {
    const empty = { name: 'form.pdf', type: 'application/pdf', size: 0, firstBytes: new Uint8Array() };
    expect(resaleFileProblem(empty)).toBe('The chosen file is empty');
    expect(registrationProblem(aFilledForm({ resaleFile: empty }))).toBe('The chosen file is empty');
  });

  it('same as billing copies street, city, state and ZIP into shipping', () => {
    const copied = withShippingFromBilling(aFilledForm({ street: 'old', city: 'old', country: 'old', zip: 'old' }));
    expect([copied.street, copied.city, copied.country, copied.zip]).toEqual(['12 Elm St', 'Austin', 'TX', '78701']);
  });
});

describe('what PATCH /user carries after registering (spec §3)', () => {
  it('trims names, sends the birth date as ISO, copies billing to shipping when asked, and never the password', () => {
    const fields = registrationFields(
      aFilledForm({
        name: '  Dana ',
        lastName: ' Reyes  ',
        birthDate: '1985-04-12',
        sameAsBilling: true,
        street: 'ignored',
        ein: '12-3456789',
        role: 'DISTRIBUTOR',
      }),
    );
    expect(fields).toEqual({
      name: 'Dana',
      lastName: 'Reyes',
      email: 'dana@brightpath.example',
      phone: '555-0100',
      role: 'DISTRIBUTOR',
      gender: 'Prefer not to say',
      company: 'Brightpath Landscape Supply',
      companyAddress: 'Store 14',
      companyWebsite: 'https://brightpath.example',
      salesRep: 'N/A',
      billingAddress: '12 Elm St',
      billingCity: 'Austin',
      billingState: 'TX',
      billingZipCode: '78701',
      street: '12 Elm St',
      city: 'Austin',
      country: 'TX',
      zip: '78701',
      ein: '12-3456789',
      birthDate: '1985-04-12T00:00:00.000Z',
    });
    expect(JSON.stringify(fields)).not.toContain('Secret123!');
  });

  it('trims every field it sends, and an unchosen gender goes as Prefer not to say', () => {
    const spaced = (text: string) => `  ${text} `;
    const fields = registrationFields(
      aFilledForm({
        email: spaced('dana@brightpath.example'),
        phone: spaced('555-0100'),
        gender: '',
        company: spaced('Brightpath Landscape Supply'),
        companyAddress: spaced('Store 14'),
        companyWebsite: spaced('https://brightpath.example'),
        salesRep: spaced('N/A'),
        billingAddress: spaced('12 Elm St'),
        billingCity: spaced('Austin'),
        billingState: spaced('TX'),
        billingZipCode: spaced('78701'),
        street: spaced('4 Oak Ave'),
        city: spaced('Dallas'),
        country: spaced('US'),
        zip: spaced('75201'),
        ein: spaced('12-3456789'),
        additionalDetails: spaced('Dock 3'),
      }),
    );
    expect(fields).toEqual({
      name: 'Dana',
      lastName: 'Reyes',
      email: 'dana@brightpath.example',
      phone: '555-0100',
      role: 'DEALER',
      gender: 'Prefer not to say',
      company: 'Brightpath Landscape Supply',
      companyAddress: 'Store 14',
      companyWebsite: 'https://brightpath.example',
      salesRep: 'N/A',
      billingAddress: '12 Elm St',
      billingCity: 'Austin',
      billingState: 'TX',
      billingZipCode: '78701',
      street: '4 Oak Ave',
      city: 'Dallas',
      country: 'US',
      zip: '75201',
      ein: '12-3456789',
      additionalDetails: 'Dock 3',
    });
  });

  it('leaves blank optional fields out', () => {
    const fields = registrationFields(aFilledForm());
    for (const optional of ['street', 'city', 'country', 'zip', 'ein', 'additionalDetails', 'birthDate']) {
      expect(fields).not.toHaveProperty(optional);
    }
  });
});

describe('birth dates', () => {
  it.each([
    ['1985-04-12', '1985-04-12T00:00:00.000Z'],
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['2001-02-29', null],
    ['12/04/1985', null],
    ['', null],
  ])('%s as ISO is %s', (input, iso) => {
    expect(isoBirthDate(input)).toBe(iso);
  });

  it('shows a stored date-time in a date input without a timezone shift', () => {
    expect(dateInputValue('1985-04-12T00:00:00.000Z')).toBe('1985-04-12');
    expect(dateInputValue('')).toBe('');
  });
});

function bytes(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}
