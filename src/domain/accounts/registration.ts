import { isoBirthDate } from './birth-date';
import { DEFAULT_GENDER } from './profile';
import { EMPTY_UPLOAD_MESSAGE, hasAllowedType, hasContentOf, isEmptyUpload, withinUploadLimit, type Upload } from './upload';

/** Spec §6: the roles offered at registration; DEALER is the default. */
export const REGISTRATION_ROLES = ['DEALER', 'DISTRIBUTOR', 'CONTRACTOR'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

export const registrationMessages = {
  required: 'Please fill in all required fields',
  passwordsDiffer: 'Passwords do not match',
  resaleFileType: 'Please upload a PDF, JPG, or PNG file for the resale tax exempt form',
  resaleFileSize: 'File size must be less than 5MB',
  resaleFileEmpty: EMPTY_UPLOAD_MESSAGE,
  /** The shop's own: a field is filled in but in a form that cannot be right (its message is under it). */
  fixFields: 'Please correct the highlighted fields',
  failedInline: 'Failed to create an account',
  successTitle: 'Registration Successful!',
} as const;

/** The Create Account form as the buyer fills it in. */
export interface RegistrationForm {
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly role: RegistrationRole;
  readonly gender: string;
  /** yyyy-mm-dd from a date input, or ''. */
  readonly birthDate: string;
  readonly company: string;
  readonly companyAddress: string;
  readonly companyWebsite: string;
  readonly salesRep: string;
  readonly ein: string;
  readonly billingAddress: string;
  readonly billingCity: string;
  readonly billingState: string;
  readonly billingZipCode: string;
  readonly sameAsBilling: boolean;
  readonly street: string;
  readonly city: string;
  /** The shipping STATE (spec §3: the profile's country field holds it). */
  readonly country: string;
  readonly zip: string;
  readonly additionalDetails: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly resaleFile: Upload | null;
}

export const emptyRegistrationForm: RegistrationForm = {
  name: '',
  lastName: '',
  email: '',
  phone: '',
  role: 'DEALER',
  gender: DEFAULT_GENDER,
  birthDate: '',
  company: '',
  companyAddress: '',
  companyWebsite: '',
  salesRep: '',
  ein: '',
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingZipCode: '',
  sameAsBilling: false,
  street: '',
  city: '',
  country: '',
  zip: '',
  additionalDetails: '',
  password: '',
  confirmPassword: '',
  resaleFile: null,
};

/** Spec §5: required non-blank. The sales rep may be 'N/A' or 'In-house', but not blank. */
export const REQUIRED_REGISTRATION_FIELDS = [
  'name',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'role',
  'company',
  'companyAddress',
  'companyWebsite',
  'salesRep',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingZipCode',
] as const satisfies readonly (keyof RegistrationForm)[];

export type RequiredRegistrationField = (typeof REQUIRED_REGISTRATION_FIELDS)[number];

export function missingRegistrationFields(form: RegistrationForm): RequiredRegistrationField[] {
  return REQUIRED_REGISTRATION_FIELDS.filter((field) => String(form[field] ?? '').trim() === '');
}

/** Spec §5: PDF, JPEG or PNG under 5MB, by its reported type and by its content; null when the file is acceptable. */
export function resaleFileProblem(file: Upload): string | null {
  if (isEmptyUpload(file)) return registrationMessages.resaleFileEmpty;
  if (
    !hasAllowedType(file, ['application/pdf', 'image/jpeg', 'image/png'], ['pdf', 'jpg', 'jpeg', 'png']) ||
    !hasContentOf(file, ['pdf', 'jpeg', 'png'])
  ) {
    return registrationMessages.resaleFileType;
  }
  if (!withinUploadLimit(file)) return registrationMessages.resaleFileSize;
  return null;
}

/** The first rule the form breaks, in the order the buyer is told: required, passwords, file. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (missingRegistrationFields(form).length > 0) return registrationMessages.required;
  if (form.password !== form.confirmPassword) return registrationMessages.passwordsDiffer;
  if (form.resaleFile) return resaleFileProblem(form.resaleFile);
  return null;
}

/** Ticking Same as billing address copies these billing fields into the shipping ones. */
export function withShippingFromBilling<F extends RegistrationForm>(form: F): F {
  return { ...form, street: form.billingAddress, city: form.billingCity, country: form.billingState, zip: form.billingZipCode };
}

/** The text fields of PATCH /user after registering (spec §3), file apart. */
export type RegistrationFields = Readonly<Record<string, string>>;

/**
 * Names trimmed, shipping copied when asked, birth date as ISO; optional fields
 * left out when blank. The password goes to the identity service only, never here.
 */
export function registrationFields(form: RegistrationForm): RegistrationFields {
  const source = form.sameAsBilling ? withShippingFromBilling(form) : form;
  const fields: Record<string, string> = {
    name: source.name.trim(),
    lastName: source.lastName.trim(),
    email: source.email.trim(),
    phone: source.phone.trim(),
    role: source.role,
    gender: source.gender || DEFAULT_GENDER,
    company: source.company.trim(),
    companyAddress: source.companyAddress.trim(),
    companyWebsite: source.companyWebsite.trim(),
    salesRep: source.salesRep.trim(),
    billingAddress: source.billingAddress.trim(),
    billingCity: source.billingCity.trim(),
    billingState: source.billingState.trim(),
    billingZipCode: source.billingZipCode.trim(),
  };
  const optional: Record<string, string> = {
    street: source.street.trim(),
    city: source.city.trim(),
    country: source.country.trim(),
    zip: source.zip.trim(),
    ein: source.ein.trim(),
    additionalDetails: source.additionalDetails.trim(),
    birthDate: isoBirthDate(source.birthDate) ?? '',
  };
  for (const [key, value] of Object.entries(optional)) if (value) fields[key] = value;
  return fields;
}
