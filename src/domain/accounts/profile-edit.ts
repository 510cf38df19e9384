import { dateInputValue, isoBirthDate } from './birth-date';
import { EMPTY_UPLOAD_MESSAGE, hasAllowedType, hasContentOf, isEmptyUpload, withinUploadLimit, type Upload } from './upload';
import type { UserProfile } from './profile';

export const profileEditMessages = {
  photoSize: 'Image size should be less than 5MB',
  photoType: 'Please choose a JPG, PNG or GIF image',
  photoEmpty: EMPTY_UPLOAD_MESSAGE,
  saved: 'Profile updated successfully',
  failed: 'Failed to update profile',
  /** The shop's own: a field is filled in but in a form that cannot be right (its message is under it). */
  fixFields: 'Please correct the highlighted fields',
  /** The shop's own: the photo passed the 5MB rule but the backend (the demo: the browser's storage) has no room for it. */
  photoNotKept: 'This image is too large to save. Please choose a smaller image.',
} as const;

/** The Edit Profile fields; email is shown but never sent. */
export const EDITABLE_PROFILE_FIELDS = [
  'name',
  'lastName',
  'phone',
  'gender',
  'birthDate',
  'company',
  'companyAddress',
  'companyWebsite',
  'ein',
  'salesRep',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingZipCode',
  'street',
  'city',
  'country',
  'zip',
  'additionalDetails',
] as const satisfies readonly (keyof UserProfile)[];

export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];
export type ProfileEdit = Readonly<Record<EditableProfileField, string>>;

/** The form's starting values: the profile as it is, birth date as yyyy-mm-dd for a date input. */
export function profileEditFrom(profile: UserProfile): ProfileEdit {
  const edit = Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<
    EditableProfileField,
    string
  >;
  edit.birthDate = dateInputValue(profile.birthDate);
  return edit;
}

/** Spec §5: JPG, PNG or GIF, by its reported type and by its content, under 5MB; null when the photo is acceptable. */
export function photoProblem(file: Upload): string | null {
  if (isEmptyUpload(file)) return profileEditMessages.photoEmpty;
  if (
    !hasAllowedType(file, ['image/jpeg', 'image/png', 'image/gif'], ['jpg', 'jpeg', 'png', 'gif']) ||
    !hasContentOf(file, ['jpeg', 'png', 'gif'])
  ) {
    return profileEditMessages.photoType;
  }
  if (!withinUploadLimit(file)) return profileEditMessages.photoSize;
  return null;
}

/** Spec §5: empty profile fields are not sent. Values trimmed; the birth date as an ISO date-time. */
export function profileUpdateFields(edit: ProfileEdit): Readonly<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const field of EDITABLE_PROFILE_FIELDS) {
    const value = edit[field].trim();
    if (!value) continue;
    fields[field] = field === 'birthDate' ? (isoBirthDate(value) ?? value) : value;
  }
  return fields;
}
