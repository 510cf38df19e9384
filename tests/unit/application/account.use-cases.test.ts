import { describe, expect, it, vi } from 'vitest';
import type { PasswordResetPort } from '../../../src/application/ports/password-reset.port';
import type { ChosenFile, ProfilePort } from '../../../src/application/ports/profile.port';
import { AccountError, accountUseCases } from '../../../src/application/profile/account.use-cases';
import { BackendError } from '../../../src/application/shared/backend-error';
import { profileEditFrom } from '../../../src/domain/accounts/profile-edit';
import { aProfile } from '../../support/mothers';

function harness(updateFails = false) {
  const saved = aProfile({ name: 'Danielle' });
  const profile: ProfilePort = {
    getProfile: vi.fn(),
    completeRegistration: vi.fn(),
    updateProfile: vi.fn(async () => {
      if (updateFails) throw new Error('500');
      return saved;
    }),
  };
  const passwordReset: PasswordResetPort = { sendPasswordReset: vi.fn(async () => undefined) };
  const onSaved = vi.fn();
  return { account: accountUseCases(profile, passwordReset, onSaved), profile, passwordReset, onSaved, saved };
}

describe('account use cases', () => {
  it('saves the non-empty fields with the photo and hands the saved profile to the session', async () => {
    const { account, profile, onSaved, saved } = harness();
    const photo = new File([PNG_START], 'me.png', { type: 'image/png' });
    const edit = { ...profileEditFrom(aProfile()), name: 'Danielle', phone: '' };
    await expect(account.saveProfile(edit, chosen(photo))).resolves.toBe(saved);
    const [fields, sentPhoto] = vi.mocked(profile.updateProfile).mock.calls[0] ?? [];
    expect(fields?.name).toBe('Danielle');
    expect(fields).not.toHaveProperty('phone');
    expect(sentPhoto).toBe(photo);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('refuses a photo of 5MB or more before calling the backend', async () => {
    const { account, profile } = harness();
    const photo = new File([PNG_START, new Uint8Array(5 * 1024 * 1024)], 'me.png', { type: 'image/png' });
    await expect(account.saveProfile(profileEditFrom(aProfile()), chosen(photo))).rejects.toEqual(
      new AccountError('Image size should be less than 5MB'),
    );
    expect(profile.updateProfile).not.toHaveBeenCalled();
  });

  it('refuses a photo whose content is not a JPEG, PNG or GIF (a page named .png) before calling the backend', async () => {
    const { account, profile } = harness();
    const page = new File(['<html><script>'], 'me.png', { type: 'image/png' });
    await expect(account.saveProfile(profileEditFrom(aProfile()), chosen(page, new TextEncoder().encode('<html><s')))).rejects.toEqual(
      new AccountError('Please choose a JPG, PNG or GIF image'),
    );
    expect(profile.updateProfile).not.toHaveBeenCalled();
  });

  it("turns a failed save into 'Failed to update profile' and leaves the session's profile alone", async () => {
    const { account, onSaved } = harness(true);
    await expect(account.saveProfile(profileEditFrom(aProfile()), null)).rejects.toThrow('Failed to update profile');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a photo the backend would not keep for its size (413) is said so', async () => {
    const { account, profile } = harness();
    vi.mocked(profile.updateProfile).mockRejectedValueOnce(new BackendError('http', 'Payload Too Large', 413));
    const photo = new File([PNG_START], 'me.png', { type: 'image/png' });
    await expect(account.saveProfile(profileEditFrom(aProfile()), chosen(photo))).rejects.toEqual(
      new AccountError('This image is too large to save. Please choose a smaller image.'),
    );
  });

  it('asks the backend for the reset email with the trimmed address', async () => {
    const { account, passwordReset } = harness();
    await account.sendPasswordReset('  dealer@demo.test ');
    expect(passwordReset.sendPasswordReset).toHaveBeenCalledWith('dealer@demo.test');
  });
});

const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The photo with its first bytes, as Edit Profile reads them on pick. */
function chosen(file: File, firstBytes: Uint8Array = PNG_START): ChosenFile {
  return { name: file.name, type: file.type, size: file.size, firstBytes, file };
}
