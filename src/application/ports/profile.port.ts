import type { UserProfile } from '../../domain/accounts/profile';

export interface ProfilePort {
  /** GET /user for the signed-in identity. */
  getProfile(): Promise<UserProfile>;
}
