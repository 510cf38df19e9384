import type { UserProfile } from '../../domain/accounts/profile';
import type { Upload } from '../../domain/accounts/upload';

/** A file as the adapters send it: a browser File, or any Blob with a name. */
export interface UploadFile extends Blob {
  readonly name: string;
}

/** A file the buyer chose, with its first bytes read (the upload rules check its content by them); `file` is what is sent. */
export interface ChosenFile extends Upload {
  readonly file: UploadFile;
}

/** Text fields of a multipart profile update; blank ones are left out before they get here. */
export type ProfileFields = Readonly<Record<string, string>>;

/** How a profile read takes the wallet's figures. */
export interface ProfileRead {
  /**
   * The wallet's figures read fresh (the default), or as the profile carries them, for a screen that shows none:
   * the hosted backend keeps GET /user's figures two minutes, and the next screen reads the profile again (spec §1).
   */
  readonly freshWallet: boolean;
}

/** The signed-in user's profile on the backend. Adapters throw BackendError. */
export interface ProfilePort {
  /** GET /user for the signed-in identity. */
  getProfile(read?: ProfileRead): Promise<UserProfile>;
  /** PATCH /user as multipart after registering, with the optional resale tax exempt form (resaleFile). */
  completeRegistration(fields: ProfileFields, resaleFile: UploadFile | null): Promise<UserProfile>;
  /** The Edit Profile update as multipart, with an optional new photo (photo). */
  updateProfile(fields: ProfileFields, photo: UploadFile | null): Promise<UserProfile>;
}
