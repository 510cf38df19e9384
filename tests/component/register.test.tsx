// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IdentityUser } from '../../src/application/ports/identity.port';
import { BackendError } from '../../src/application/shared/backend-error';
import { AccountRefusal } from '../../src/domain/accounts/account-refusal';
import { renderApp } from './support/render-app';

const openRegister = async () => {
  const app = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return app;
};

/** A label as shown, the required marker (" *") aside. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}[\\s*]*$`);
const section = (name: string) => screen.getByRole('group', { name });
const createButton = () => screen.getByRole('button', { name: /^Create Account|^Creating Account/ });

/** Sets a field's value in one change event: typing key by key re-renders this big form per key, too slow in jsdom. */
function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Every required field, with padded names to show they are trimmed. (By label: role queries are slow on a form this size.) */
function fillRequired({ password = 'Secret123!', confirm = password }: { password?: string; confirm?: string } = {}) {
  const basic = within(section('Basic Information'));
  enter(basic.getByLabelText(label('First Name')), '  Dana ');
  enter(basic.getByLabelText(label('Last Name')), ' Fields  ');
  enter(basic.getByLabelText(label('Email')), 'dana@glow.example');
  enter(basic.getByLabelText(label('Phone')), '503-555-0127');
  const company = within(section('Company Information'));
  enter(company.getByLabelText(label('Company Name')), 'Glow Landscapes');
  enter(company.getByLabelText(label('Company Address')), 'Store #4');
  enter(company.getByLabelText(label('Company Website')), 'https://glow.example');
  enter(company.getByLabelText(label('Sales Rep')), 'In-house');
  const billing = within(section('Billing Address'));
  enter(billing.getByLabelText(label('Street Address')), '940 SE Division St');
  enter(billing.getByLabelText(label('City')), 'Portland');
  enter(billing.getByLabelText(label('State')), 'OR');
  enter(billing.getByLabelText(label('ZIP Code')), '97202');
  const login = within(section('Login Details'));
  enter(login.getByLabelText(label('Password')), password);
  enter(login.getByLabelText(label('Confirm Password')), confirm);
}

const pdf = (name = 'resale.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('register: checks before anything is sent', () => {
  it('says Please fill in all required fields in the red box, marks every empty required field, focuses the first, and sends nothing', async () => {
    const { user, createAccount } = await openRegister();
    await user.click(createButton());

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Please fill in all required fields');
    const firstName = screen.getByLabelText(label('First Name'));
    await waitFor(() => expect(firstName).toHaveFocus());
    const marked = [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name'));
    expect(marked).toEqual([
      'name', 'lastName', 'email', 'phone', 'company', 'companyAddress', 'companyWebsite', 'salesRep',
      'billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'password', 'confirmPassword',
    ]);
    expect(firstName).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(label('Sales Rep'))).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('EIN (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(createAccount).not.toHaveBeenCalled();
  }, 60_000);

  it('marks only the required fields left empty, focuses the first of them, and drops a mark once its field is filled', async () => {
    const { user } = await openRegister();
    fillRequired();
    const phone = screen.getByLabelText(label('Phone'));
    const billingCity = within(section('Billing Address')).getByLabelText(label('City'));
    enter(phone, '  ');
    enter(billingCity, '');
    await user.click(createButton());

    await waitFor(() => expect(phone).toHaveFocus());
    expect([...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name'))).toEqual(['phone', 'billingCity']);
    enter(phone, '503-555-0127');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(billingCity).toHaveAttribute('aria-invalid', 'true');
  }, 60_000);

  it('marks the required fields and leaves the check to the shop, not the browser', async () => {
    await openRegister();
    const basic = within(section('Basic Information'));
    expect(basic.getByRole('textbox', { name: 'First Name' })).toBeRequired();
    expect(basic.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(section('Company Information')).getByRole('textbox', { name: 'EIN (optional)' })).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Create Account' }).closest('form')).toHaveAttribute('novalidate');
  });

  it('says Passwords do not match and keeps both passwords to correct', async () => {
    const { user, createAccount } = await openRegister();
    fillRequired({ password: 'Secret123!', confirm: 'Secret124!' });
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(createAccount).not.toHaveBeenCalled();
    expect(screen.getByLabelText(label('Confirm Password'))).toHaveValue('Secret124!');
  });

  it('refuses a resale form that is not a PDF, JPG or PNG, and does not send it', async () => {
    const { completeRegistration } = await openRegister();
    // The browser's file dialog filters by `accept`; a drop or "All files" does not.
    const user = userEvent.setup({ applyAccept: false });
    fillRequired();
    await user.upload(screen.getByLabelText(label('Resale Tax Exempt Form (optional)')), new File(['x'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByText('Please upload a PDF, JPG, or PNG file for the resale tax exempt form')).toBeInTheDocument();
    await user.click(createButton());
    await waitFor(() => expect(completeRegistration).toHaveBeenCalled());
    expect(completeRegistration.mock.calls[0]![1]).toBeNull();
  });

  it('refuses a resale form named and typed as a PDF whose content is not a PDF, JPG or PNG, and does not send it', async () => {
    const { user, completeRegistration } = await openRegister();
    fillRequired();
    const program = new File(['MZ\x90\x00 not a certificate'], 'resale.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(label('Resale Tax Exempt Form (optional)')), program);

    expect(await screen.findByText('Please upload a PDF, JPG, or PNG file for the resale tax exempt form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
    await user.click(createButton());
    await waitFor(() => expect(completeRegistration).toHaveBeenCalled());
    expect(completeRegistration.mock.calls[0]![1]).toBeNull();
  });

  it('refuses an empty resale form', async () => {
    const { user } = await openRegister();
    await user.upload(screen.getByLabelText(label('Resale Tax Exempt Form (optional)')), new File([], 'resale.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The chosen file is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
  });

  it('refuses a resale form of 5MB or more', async () => {
    const { user } = await openRegister();
    await user.upload(screen.getByLabelText(label('Resale Tax Exempt Form (optional)')), pdf('big.pdf', 5 * 1024 * 1024));
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
  });

  it('offers Account Type Dealer, Distributor, Contractor (Dealer first) and Gender defaulting to Prefer not to say', async () => {
    await openRegister();
    const accountType = screen.getByRole('combobox', { name: 'Account Type' });
    expect(accountType).toHaveValue('DEALER');
    expect(within(accountType).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Dealer',
      'Distributor',
      'Contractor',
    ]);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Prefer not to say');
  });
});

describe('register: same as billing address', () => {
  it('copies billing street, city, state and ZIP into the disabled shipping fields and keeps them in step', async () => {
    const { user } = await openRegister();
    fillRequired();
    const shipping = within(section('Shipping Address'));
    await user.click(shipping.getByRole('checkbox', { name: 'Same as billing address' }));

    const expected = { 'Street Address': '940 SE Division St', City: 'Portland', State: 'OR', 'ZIP Code': '97202' };
    for (const [label, value] of Object.entries(expected)) {
      const field = shipping.getByRole('textbox', { name: label });
      expect(field).toHaveValue(value);
      expect(field).toBeDisabled();
    }

    enter(within(section('Billing Address')).getByRole('textbox', { name: 'City' }), 'Salem');
    expect(shipping.getByRole('textbox', { name: 'City' })).toHaveValue('Salem');

    await user.click(shipping.getByRole('checkbox', { name: 'Same as billing address' }));
    expect(shipping.getByRole('textbox', { name: 'City' })).toBeEnabled();
  });
});

describe('register: sending', () => {
  it('creates the account and sends trimmed names, the ISO birth date, the copied shipping address and the file', async () => {
    const { user, createAccount, completeRegistration } = await openRegister();
    fillRequired();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account Type' }), 'DISTRIBUTOR');
    fireEvent.change(screen.getByLabelText(label('Birth Date')), { target: { value: '1990-04-12' } });
    enter(within(section('Company Information')).getByRole('textbox', { name: 'EIN (optional)' }), '93-4418260');
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    const file = pdf();
    await user.upload(screen.getByLabelText(label('Resale Tax Exempt Form (optional)')), file);
    await user.click(createButton());

    expect(await screen.findByRole('dialog', { name: 'Registration Successful!' })).toBeInTheDocument();
    expect(createAccount).toHaveBeenCalledWith('dana@glow.example', 'Secret123!');
    const [fields, sentFile] = completeRegistration.mock.calls[0]!;
    expect(fields).toEqual({
      name: 'Dana',
      lastName: 'Fields',
      email: 'dana@glow.example',
      phone: '503-555-0127',
      role: 'DISTRIBUTOR',
      gender: 'Prefer not to say',
      birthDate: '1990-04-12T00:00:00.000Z',
      company: 'Glow Landscapes',
      companyAddress: 'Store #4',
      companyWebsite: 'https://glow.example',
      salesRep: 'In-house',
      ein: '93-4418260',
      billingAddress: '940 SE Division St',
      billingCity: 'Portland',
      billingState: 'OR',
      billingZipCode: '97202',
      street: '940 SE Division St',
      city: 'Portland',
      country: 'OR',
      zip: '97202',
    });
    expect(fields).not.toHaveProperty('password');
    expect(sentFile).toBe(file);
    // The passwords are not kept once the account exists.
    expect(screen.getByLabelText(label('Password'))).toHaveValue('');
    expect(screen.getByLabelText(label('Confirm Password'))).toHaveValue('');
  });

  it('explains the approval wait in the dialog; Got it closes it and goes home', async () => {
    const { user, location } = await openRegister();
    fillRequired();
    await user.click(createButton());

    const dialog = await screen.findByRole('dialog', { name: 'Registration Successful!' });
    expect(dialog).toHaveTextContent(/waiting for approval/);
    expect(dialog).toHaveTextContent(/explore our products/);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));

    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes home after 2 seconds with the dialog still open over the home page', async () => {
    const { user, location } = await openRegister();
    fillRequired();
    await user.click(createButton());
    await screen.findByRole('dialog', { name: 'Registration Successful!' });
    expect(location()).toBe('/register');

    await waitFor(() => expect(location()).toBe('/'), { timeout: 4000 });
    expect(screen.getByRole('dialog', { name: 'Registration Successful!' })).toBeInTheDocument();
  });

  it('reads Creating Account... and is disabled while busy; a double click creates one account', async () => {
    let finish: (user: IdentityUser) => void = () => undefined;
    const app = renderApp('/register', {
      createAccount: () => new Promise<IdentityUser>((resolve) => (finish = resolve)),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    fillRequired();
    await app.user.dblClick(createButton());

    expect(createButton()).toHaveTextContent('Creating Account...');
    expect(createButton()).toBeDisabled();
    expect(app.createAccount).toHaveBeenCalledTimes(1);
    finish({ uid: 'u-new', email: 'dana@glow.example' });
    await screen.findByRole('dialog', { name: 'Registration Successful!' });
  });

  it('on failure shows Failed to create an account in the box only (no toast as well), and keeps what was typed, passwords too', async () => {
    const { user } = renderApp('/register', {
      completeRegistration: async () => {
        throw new BackendError('http', 'PATCH /user failed', 500);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    fillRequired();
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    await user.click(createButton());

    const box = (await screen.findByText('Failed to create an account')).closest('[role="alert"]');
    expect(box).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Failed to create account')).not.toBeInTheDocument();
    expect(createButton()).toHaveTextContent('Create Account');
    expect(createButton()).toBeEnabled();
    const basic = within(section('Basic Information'));
    expect(basic.getByRole('textbox', { name: 'First Name' })).toHaveValue('  Dana ');
    expect(basic.getByRole('textbox', { name: 'Email' })).toHaveValue('dana@glow.example');
    expect(within(section('Company Information')).getByRole('textbox', { name: 'Sales Rep' })).toHaveValue('In-house');
    expect(within(section('Shipping Address')).getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    expect(screen.getByRole('checkbox', { name: 'Same as billing address' })).toBeChecked();
    expect(screen.getByLabelText(label('Password'))).toHaveValue('Secret123!');
    expect(screen.getByLabelText(label('Confirm Password'))).toHaveValue('Secret123!');
  });

  it('an email that already has an account: says so once with links to sign in and to reset the password, marks the email, wipes nothing', async () => {
    const { user } = renderApp('/register', {
      createAccount: async () => {
        throw new AccountRefusal('email-taken');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    fillRequired();
    await user.click(createButton());

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('This email already has an account. Sign in or reset your password.');
    expect(box).toHaveFocus();
    expect(within(box).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(box).getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const email = screen.getByLabelText(label('Email'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email already has an account');
    expect(email).toHaveValue('dana@glow.example');
    expect(screen.getByLabelText(label('Password'))).toHaveValue('Secret123!');
    expect(screen.getByLabelText(label('Confirm Password'))).toHaveValue('Secret123!');

    // Another email: the mark goes as the buyer types.
    enter(email, 'dana.fields@glow.example');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('register: the form of each field, before anything is sent (issue 39)', () => {
  it('says what is wrong once the field is left, then follows the typing', async () => {
    await openRegister();
    const email = screen.getByLabelText(label('Email'));
    enter(email, 'not-an-email');
    // Not while the buyer is still typing in it for the first time.
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@company.com');
    enter(email, 'dana@glow.example');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');

    const cases = [
      [screen.getByLabelText(label('Phone')), 'abc', 'Enter a phone number with its area code, like 512-555-0100'],
      [within(section('Billing Address')).getByLabelText(label('ZIP Code')), 'ABCDE', 'Enter a 5-digit ZIP code, like 78701'],
      [screen.getByLabelText(label('Company Website')), 'samlighting', 'Enter a website address, like www.company.com'],
      [screen.getByLabelText(label('Password')), 'Lamp5', 'Use at least 6 characters for the password'],
    ] as const;
    for (const [field, value, message] of cases) {
      enter(field, value);
      fireEvent.blur(field);
      expect(field).toHaveAccessibleDescription(message);
    }
    // A required field left empty says so once left.
    const lastName = screen.getByLabelText(label('Last Name'));
    fireEvent.blur(lastName);
    expect(lastName).toHaveAccessibleDescription('This field is required');
  });

  it('on Create Account marks every field in the wrong form, focuses the first, keeps what was typed, and sends nothing', async () => {
    const { user, createAccount } = await openRegister();
    fillRequired();
    enter(screen.getByLabelText(label('Email')), 'not-an-email');
    enter(screen.getByLabelText(label('Phone')), 'abc');
    enter(within(section('Billing Address')).getByLabelText(label('ZIP Code')), 'ABCDE');
    enter(screen.getByLabelText(label('Company Website')), 'samlighting');
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    await waitFor(() => expect(screen.getByLabelText(label('Email'))).toHaveFocus());
    expect([...document.querySelectorAll('[aria-invalid="true"]')].map((field) => [field.getAttribute('name'), field.getAttribute('value')])).toEqual([
      ['email', 'not-an-email'],
      ['phone', 'abc'],
      ['companyWebsite', 'samlighting'],
      ['billingZipCode', 'ABCDE'],
    ]);
    expect(screen.getByLabelText(label('Password'))).toHaveValue('Secret123!');
    expect(createAccount).not.toHaveBeenCalled();
  }, 60_000);
});

describe('register: page', () => {
  it('asks for the sign-in service as it opens, so Create Account need not wait for it', async () => {
    const { prepareSignIn } = await openRegister();
    // An effect: it runs once the page has painted.
    await waitFor(() => expect(prepareSignIn).toHaveBeenCalled());
  });

  it('gives every field the right autofill purpose, with billing and shipping sections', async () => {
    await openRegister();
    const labelled = label;
    const autocomplete = (scope: string, text: string) =>
      within(section(scope)).getByLabelText(labelled(text)).getAttribute('autocomplete');
    expect(autocomplete('Basic Information', 'First Name')).toBe('given-name');
    expect(autocomplete('Basic Information', 'Last Name')).toBe('family-name');
    expect(autocomplete('Basic Information', 'Phone')).toBe('tel');
    expect(autocomplete('Basic Information', 'Birth Date')).toBe('bday');
    expect(autocomplete('Company Information', 'Company Name')).toBe('organization');
    expect(autocomplete('Company Information', 'Company Website')).toBe('url');
    expect(autocomplete('Billing Address', 'Street Address')).toBe('billing street-address');
    expect(autocomplete('Billing Address', 'ZIP Code')).toBe('billing postal-code');
    expect(autocomplete('Shipping Address', 'State')).toBe('shipping address-level1');
    expect(autocomplete('Login Details', 'Confirm Password')).toBe('new-password');
  });

  it('shows and hides each password on its own', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText(label('Confirm Password'))).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(label('Password'))).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toBeInTheDocument();
  });

  it('links to sign in and names the page in the tab title', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Create Account | Lumen Trade'));
  });
});
