import type { ProfileFields, ProfilePort, UploadFile } from '../../application/ports/profile.port';
import { BackendError } from '../../application/shared/backend-error';
import { profileSchema, type RawProfile } from '../http/profile.schema';
import { DemoAccounts, profileOf, type StoredAccount } from './demo-accounts';
import type { DemoIdentity } from './demo-identity';

/**
 * What the backend takes from PATCH /user: the text fields and a registration role, never approval or wallet.
 * Their lists come with the forms' rules, which every signed-in page would otherwise load with this adapter.
 */
async function acceptedFields(fields: ProfileFields): Promise<Partial<RawProfile>> {
  const [{ EDITABLE_PROFILE_FIELDS }, { REGISTRATION_ROLES }] = await Promise.all([
    import('../../domain/accounts/profile-edit'),
    import('../../domain/accounts/registration'),
  ]);
  const accepted: Record<string, string> = {};
  for (const field of EDITABLE_PROFILE_FIELDS) if (fields[field] !== undefined) accepted[field] = fields[field];
  const role = fields.role?.trim().toUpperCase();
  if (role && (REGISTRATION_ROLES as readonly string[]).includes(role)) accepted.role = role;
  return accepted;
}

/** A data: URL, so the photo survives a reload without a file server; Blob.arrayBuffer also works in Node. */
async function dataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: spreading a whole photo into one call would pass the engine's argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export class DemoProfile implements ProfilePort {
  private readonly accounts: DemoAccounts;

  constructor(
    private readonly identity: DemoIdentity,
    storage: Storage = window.localStorage,
  ) {
    this.accounts = new DemoAccounts(storage);
  }

  async getProfile() {
    return profileSchema.parse(profileOf(this.signedInAccount()));
  }

  /** The resale form is recorded by name only: the demo keeps no files. */
  async completeRegistration(fields: ProfileFields, resaleFile: UploadFile | null) {
    const link = resaleFile ? `demo-uploads/${encodeURIComponent(resaleFile.name)}` : null;
    return this.update(fields, link ? { taxExemptFormLink: link } : {});
  }

  async updateProfile(fields: ProfileFields, photo: UploadFile | null) {
    return this.update(fields, photo ? { photo: await dataUrl(photo) } : {});
  }

  private async update(fields: ProfileFields, files: Partial<RawProfile>) {
    const accepted = await acceptedFields(fields);
    const account = this.signedInAccount();
    const profile: RawProfile = { ...profileOf(account), ...accepted, ...files };
    this.accounts.save({ ...account, profile });
    return profileSchema.parse(profile);
  }

  private signedInAccount(): StoredAccount {
    const user = this.identity.current();
    const account = user && this.accounts.byUid(user.uid);
    if (!account) throw new BackendError('unauthorized', 'Not signed in', 401);
    return account;
  }
}
