import { describe, expect, it } from 'vitest';
import { EDITABLE_PROFILE_FIELDS, photoProblem, profileEditFrom, profileUpdateFields } from '../../../src/domain/accounts/profile-edit';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/accounts/upload';
import { aProfile } from '../../support/mothers';

describe('Edit Profile rules (spec §5)', () => {
  it('starts from the profile as it is, birth date as a date input value', () => {
    const edit = profileEditFrom(aProfile({ name: 'Dana', birthDate: '1985-04-12T00:00:00.000Z', phone: '555-0100' }));
    expect(edit.name).toBe('Dana');
    expect(edit.phone).toBe('555-0100');
    expect(edit.birthDate).toBe('1985-04-12');
    expect(Object.keys(edit).sort()).toEqual([...EDITABLE_PROFILE_FIELDS].sort());
  });

  it('does not send empty fields, trims the rest, sends the birth date as ISO and never the email', () => {
    const edit = { ...profileEditFrom(aProfile()), name: ' Dana ', phone: '', ein: '   ', birthDate: '1990-01-31' };
    const fields = profileUpdateFields(edit);
    expect(fields.name).toBe('Dana');
    expect(fields.birthDate).toBe('1990-01-31T00:00:00.000Z');
    expect(fields).not.toHaveProperty('phone');
    expect(fields).not.toHaveProperty('ein');
    expect(fields).not.toHaveProperty('email');
  });

  const JPEG = [0xff, 0xd8, 0xff, 0xdb], PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const GIF87 = [...'GIF87a'].map((c) => c.charCodeAt(0)), GIF89 = [...'GIF89a'].map((c) => c.charCodeAt(0));
  const HTML = [...'<svg on'].map((c) => c.charCodeAt(0));
  it.each([
    [{ name: 'me.jpg', type: 'image/jpeg', size: 1000, firstBytes: JPEG }, null],
    [{ name: 'me.png', type: 'image/png', size: MAX_UPLOAD_BYTES - 1, firstBytes: PNG }, null],
    [{ name: 'me.gif', type: 'image/gif', size: 1000, firstBytes: GIF89 }, null],
    [{ name: 'old.gif', type: 'image/gif', size: 1000, firstBytes: GIF87 }, null],
    [{ name: 'me.png', type: 'image/png', size: MAX_UPLOAD_BYTES, firstBytes: PNG }, 'Image size should be less than 5MB'],
    [{ name: 'me.webp', type: 'image/webp', size: 1000, firstBytes: [...'RIFF'].map((c) => c.charCodeAt(0)) }, 'Please choose a JPG, PNG or GIF image'],
    [{ name: 'me.png', type: 'image/png', size: 1000, firstBytes: HTML }, 'Please choose a JPG, PNG or GIF image'],
    [{ name: 'me.jpg', type: 'image/jpeg', size: 1000, firstBytes: [...'%PDF-'].map((c) => c.charCodeAt(0)) }, 'Please choose a JPG, PNG or GIF image'],
    [{ name: 'me.gif', type: 'image/gif', size: 0, firstBytes: [] }, 'The chosen file is empty'],
  ])('photo %o: %s', (file, message) => {
    expect(photoProblem({ ...file, firstBytes: Uint8Array.from(file.firstBytes) })).toBe(message);
  });
});
