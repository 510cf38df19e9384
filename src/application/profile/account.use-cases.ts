import type { UserProfile } from '../../domain/accounts/profile';
import type { ProfileEdit } from '../../domain/accounts/profile-edit';
import type { PasswordResetPort } from '../ports/password-reset.port';
import type { ChosenFile, ProfilePort } from '../ports/profile.port';
import { isTooLarge } from '../shared/backend-error';

/** A failure whose message is the one to show the buyer. */
export class AccountError extends Error {
  override readonly name = 'AccountError';
}

export interface AccountUseCases {
  /** Edit Profile: checks the fields' forms and the photo, sends the non-empty fields, hands back the saved profile. */
  saveProfile(edit: ProfileEdit, photo: ChosenFile | null): Promise<UserProfile>;
  /** Forgot password and the profile's Reset Password: the backend emails the link. */
  sendPasswordReset(email: string): Promise<void>;
}

export function accountUseCases(
  profile: ProfilePort,
  passwordReset: PasswordResetPort,
  onProfileSaved: (saved: UserProfile) => void,
): AccountUseCases {
  return {
    async saveProfile(edit, photo) {
      // Loaded here, already there with Edit Profile: the first page carries no profile-edit rules.
      const [{ photoProblem, profileEditMessages, profileUpdateFields }, { profileEditProblems }] = await Promise.all([
        import('../../domain/accounts/profile-edit'),
        import('./contact-rules'),
      ]);
      if (Object.keys(profileEditProblems(edit)).length > 0) throw new AccountError(profileEditMessages.fixFields);
      const problem = photo ? photoProblem(photo) : null;
      if (problem) throw new AccountError(problem);
      let saved: UserProfile;
      try {
        saved = await profile.updateProfile(profileUpdateFields(edit), photo?.file ?? null);
      } catch (error) {
        throw new AccountError(photo && isTooLarge(error) ? profileEditMessages.photoNotKept : profileEditMessages.failed);
      }
      onProfileSaved(saved);
      return saved;
    },
    sendPasswordReset: (email) => passwordReset.sendPasswordReset(email.trim()),
  };
}
