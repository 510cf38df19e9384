import { z } from 'zod/mini';
import type { ProfileFields, ProfilePort, ProfileRead, UploadFile } from '../../application/ports/profile.port';
import type { UserProfile } from '../../domain/accounts/profile';
import type { HttpClient } from './http-client';
import { profileSchema, walletSchema } from './profile.schema';

/** PATCH /user answers the profile itself or wraps it as { user }. */
const updatedProfileSchema = z.union([
  z.pipe(z.object({ user: profileSchema }), z.transform((answer) => answer.user)),
  profileSchema,
]);

function multipart(fields: ProfileFields, fileField: string, file: UploadFile | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, file, file.name);
  return form;
}

export class HttpProfile implements ProfilePort {
  constructor(
    private readonly http: HttpClient,
    /** The signed-in account's id as the sign-in service knows it: the backend keys the profile by the same id. */
    private readonly signedInUid: () => Promise<string | null>,
  ) {}

  /**
   * The wallet's figures from GET /wallet/{uid}, fresh after a payment; the profile's own when that read fails or
   * is not wanted. Asked for alongside GET /user, by the signed-in id, rather than a network round trip after it.
   */
  async getProfile(read: ProfileRead = { freshWallet: true }): Promise<UserProfile> {
    if (!read.freshWallet) return this.http.get('/user', profileSchema);
    const uid = await this.signedInUid().catch(() => null);
    const walletByUid = uid === null ? null : this.wallet(uid);
    const profile = await this.http.get('/user', profileSchema);
    const early = walletByUid !== null && profile.id === uid ? await walletByUid : null;
    // Read again after GET /user when the early read failed (a new account's wallet is made by that GET: the real
    // backend answered the early read 404) or the backend keys the profile by another id.
    const wallet = early ?? (await this.wallet(profile.id));
    return wallet ? { ...profile, wallet } : profile;
  }

  private wallet(uid: string): Promise<UserProfile['wallet'] | null> {
    // Stryker disable next-line ArrowFunction: its callers read undefined as they read null (`??`, a truthiness test)
    return this.http.get(`/wallet/${encodeURIComponent(uid)}`, walletSchema).catch(() => null);
  }

  completeRegistration(fields: ProfileFields, resaleFile: UploadFile | null) {
    return this.http.patchForm('/user', multipart(fields, 'resaleFile', resaleFile), updatedProfileSchema);
  }

  /** Spec §7 leaves the edit path unstated; PATCH /user is the one profile update the backend is known to take. */
  updateProfile(fields: ProfileFields, photo: UploadFile | null) {
    return this.http.patchForm('/user', multipart(fields, 'photo', photo), updatedProfileSchema);
  }
}
