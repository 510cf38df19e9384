// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import type { UserProfile } from '../../src/domain/accounts/profile';
import { aProfile } from './support/fixtures';
import { renderApp, type RenderAppOptions } from './support/render-app';

const DANA: Partial<UserProfile> = {
  name: 'Dana',
  lastName: 'Fields',
  email: 'dana@glow.example',
  phone: '(503) 555-0127',
  gender: 'Female',
  birthDate: '1988-01-29T00:00:00.000Z',
  company: 'Glow Landscapes',
  companyAddress: 'Store #4',
  companyWebsite: 'https://glowlandscapes.example',
  ein: '',
  salesRep: 'N/A',
  billingAddress: '940 SE Division St',
  billingCity: 'Portland',
  billingState: 'OR',
  billingZipCode: '97214',
  street: '',
  city: '',
  country: '',
  zip: '',
  additionalDetails: '',
};

async function openEdit(options: RenderAppOptions = {}) {
  const app = renderApp('/profile/edit', { role: 'DEALER', ...options, profile: DANA });
  await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
  return app;
}

const section = (name: string) => within(screen.getByRole('group', { name }));
const saveButton = () => screen.getByRole('button', { name: /^Save Changes|^Saving/ });
const image = (name: string, type: string, size?: number) => {
  const file = new File(['GIF89a'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  // jsdom has no object URLs.
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('edit profile form', () => {
  it('starts from the profile, birth date as a calendar day, with the email shown but disabled', async () => {
    await openEdit();
    const personal = section('Personal Information');
    expect(personal.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
    expect(personal.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    expect(personal.getByLabelText('Birth Date')).toHaveValue('1988-01-29');
    const email = personal.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('dana@glow.example');
    expect(email).toBeDisabled();
    expect(section('Company Information').getByRole('textbox', { name: 'Sales Rep' })).toHaveValue('N/A');
    expect(section('Billing Address').getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('97214');
    expect(screen.getByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Additional Details' })).toBeInTheDocument();
  });

  it('Cancel goes back to the profile', async () => {
    const { user, location } = await openEdit();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Dana Fields' });
    expect(location()).toBe('/profile');
  });
});

describe('edit profile saving', () => {
  it('sends the non-empty fields, never the email, toasts and shows the saved profile', async () => {
    const { user, updateProfile, location } = await openEdit();
    const phone = section('Personal Information').getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '503-555-0199');
    await user.type(section('Shipping Address').getByRole('textbox', { name: 'City' }), 'Salem');
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Dana Fields' });
    expect(location()).toBe('/profile');
    const [fields, photo] = updateProfile.mock.calls[0]!;
    expect(fields).toMatchObject({ phone: '503-555-0199', city: 'Salem', birthDate: '1988-01-29T00:00:00.000Z' });
    expect(fields).not.toHaveProperty('email');
    expect(fields).not.toHaveProperty('street');
    expect(photo).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('503-555-0199');
  });

  it('reads Saving... and is disabled while saving', async () => {
    let finish: (profile: UserProfile) => void = () => undefined;
    const { user, updateProfile } = await openEdit({
      updateProfile: () => new Promise<UserProfile>((resolve) => (finish = resolve)),
    });
    await user.dblClick(saveButton());
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(saveButton()).toBeDisabled();
    expect(updateProfile).toHaveBeenCalledTimes(1);
    finish(aProfile('DEALER', DANA));
    await screen.findByRole('heading', { level: 1, name: 'Dana Fields' });
  });

  it('on failure toasts Failed to update profile and keeps every value typed', async () => {
    const { user, location } = await openEdit({
      updateProfile: async () => {
        throw new Error('500');
      },
    });
    const company = section('Company Information').getByRole('textbox', { name: 'Company Name' });
    await user.clear(company);
    await user.type(company, 'Glow Outdoor');
    fireEvent.change(section('Personal Information').getByLabelText('Birth Date'), { target: { value: '1990-04-12' } });
    await user.click(saveButton());

    // The toast is an alert: a screen reader announces the failure.
    expect((await screen.findByText('Failed to update profile')).closest('[role="alert"]')).not.toBeNull();
    expect(location()).toBe('/profile/edit');
    expect(section('Company Information').getByRole('textbox', { name: 'Company Name' })).toHaveValue('Glow Outdoor');
    expect(section('Personal Information').getByLabelText('Birth Date')).toHaveValue('1990-04-12');
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(saveButton()).toBeEnabled();
  });
});

describe('edit profile photo', () => {
  it('refuses a photo of 5MB or more and does not send it', async () => {
    const { user, updateProfile } = await openEdit();
    await user.upload(screen.getByLabelText('Change Photo'), image('big.png', 'image/png', 5 * 1024 * 1024));

    expect(await screen.findByText('Image size should be less than 5MB')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await user.click(saveButton());
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(updateProfile.mock.calls[0]![1]).toBeNull();
  });

  it('refuses a photo named and typed as a PNG whose content is not a JPG, PNG or GIF, and does not send it', async () => {
    const { user, updateProfile } = await openEdit();
    const page = new File(['<svg onload="alert(1)">'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Change Photo'), page);

    expect(await screen.findByText('Please choose a JPG, PNG or GIF image')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await user.click(saveButton());
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(updateProfile.mock.calls[0]![1]).toBeNull();
  });

  it('refuses an empty photo', async () => {
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('Change Photo'), new File([], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The chosen file is empty')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('previews a new photo, sends it, and lets go of the preview when the page goes', async () => {
    const { user, updateProfile } = await openEdit();
    const photo = image('me.gif', 'image/gif');
    await user.upload(screen.getByLabelText('Change Photo'), photo);

    await waitFor(() => expect(document.querySelector('img[src="blob:preview-1"]')).not.toBeNull());
    expect(screen.getByText('New photo: me.gif')).toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByRole('heading', { level: 1, name: 'Dana Fields' });
    expect(updateProfile.mock.calls[0]![1]).toBe(photo);
    // The preview is let go when the edit page unmounts, which may follow the profile's heading.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
  });

  it('a photo the backend has no room for (413; the demo: a full browser storage) says so, and keeps the photo and every value', async () => {
    const { user, location } = await openEdit({
      updateProfile: async () => {
        throw new BackendError('http', 'The demo backend could not save: the browser storage is full', 413);
      },
    });
    await user.upload(screen.getByLabelText('Change Photo'), image('large.png', 'image/png', 4 * 1024 * 1024));
    const company = section('Company Information').getByRole('textbox', { name: 'Company Name' });
    await user.clear(company);
    await user.type(company, 'Glow Outdoor');
    await user.click(saveButton());

    const toast = await screen.findByText('This image is too large to save. Please choose a smaller image.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Failed to update profile')).toBeNull();
    expect(location()).toBe('/profile/edit');
    expect(screen.getByText('New photo: large.png')).toBeInTheDocument();
    expect(section('Company Information').getByRole('textbox', { name: 'Company Name' })).toHaveValue('Glow Outdoor');
  });

  it('a 413 without a photo is the plain Failed to update profile', async () => {
    const { user } = await openEdit({
      updateProfile: async () => {
        throw new BackendError('http', 'Payload Too Large', 413);
      },
    });
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
