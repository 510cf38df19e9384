import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { waitFor } from 'xstate';
import { refusalProblem, registrationFieldProblems } from '../../src/application/registration/registration-checks';
import type { RegistrationSubmission } from '../../src/application/registration/registration.machine';
import type { RegistrationActor } from '../../src/application/registration/start-registration';
import { roleLabel } from '../../src/domain/accounts/role';
import { emptyRegistrationForm, registrationMessages } from '../../src/domain/accounts/registration';
import { readChosenFile } from '../../src/application/profile/read-chosen-file';
import { startDemoShop, type DemoShop } from '../support/demo-shop';
import { cell } from '../support/tables';
import type { ShopWorld } from '../support/world';

/** The form's labels as an analyst writes them, and the form field each one fills. */
const FORM_FIELDS: Record<string, keyof RegistrationSubmission> = {
  'first name': 'name',
  'last name': 'lastName',
  email: 'email',
  phone: 'phone',
  'account type': 'role',
  'birth date': 'birthDate',
  company: 'company',
  'company location': 'companyAddress',
  'company website': 'companyWebsite',
  'sales rep': 'salesRep',
  EIN: 'ein',
  'billing street': 'billingAddress',
  'billing city': 'billingCity',
  'billing state': 'billingState',
  'billing ZIP': 'billingZipCode',
  'shipping street': 'street',
  'shipping city': 'city',
  'shipping state': 'country',
  'shipping ZIP': 'zip',
  password: 'password',
  'password confirmation': 'confirmPassword',
};

/** The profile's fields as an analyst names them. */
const PROFILE_FIELDS: Record<string, string> = {
  'first name': 'name',
  'birth date': 'birthDate',
  'shipping street': 'street',
  'shipping city': 'city',
  'shipping state': 'country',
  'shipping ZIP': 'zip',
  'account type': 'role',
  approved: 'approved',
};

/** What a browser reports as the type of a file with this ending. */
const BROWSER_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** How a file of each kind begins (what the shop checks), as the analyst names the content. */
const FILE_CONTENTS: Record<string, readonly number[]> = {
  'a PDF': [...'%PDF-1.7'].map((character) => character.charCodeAt(0)),
  'a JPEG photo': [0xff, 0xd8, 0xff, 0xe0],
  'a PNG image': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'a GIF image': [...'GIF89a'].map((character) => character.charCodeAt(0)),
  'a Word file': [0x50, 0x4b, 0x03, 0x04],
  'a Windows program': [0x4d, 0x5a, 0x90, 0x00],
  nothing: [],
};
const CONTENT_OF_EXTENSION: Record<string, string> = { pdf: 'a PDF', jpg: 'a JPEG photo', png: 'a PNG image', gif: 'a GIF image', docx: 'a Word file' };

/** The file as the browser hands it over and the page reads its first bytes: named, typed by its extension, `size` bytes long. */
async function attach(world: ShopWorld, name: string, content: string, size: number) {
  const start = FILE_CONTENTS[content];
  assert.ok(start, `no file content named ${content}`);
  const body = new Uint8Array(Math.max(size, start.length));
  body.set(start);
  const type = BROWSER_FILE_TYPES[name.split('.').pop() ?? ''] ?? '';
  world.registrationForm = { ...world.registrationForm, resaleFile: await readChosenFile(new File([body], name, { type })) };
}

function formField(label: string): keyof RegistrationSubmission {
  const field = FORM_FIELDS[label];
  if (!field) throw new Error(`The Create Account form has no "${label}" field`);
  return field;
}

function shop(world: ShopWorld): DemoShop {
  world.demoShop ??= startDemoShop(world.shippingPolicy);
  return world.demoShop;
}

function withField(world: ShopWorld, label: string, value: string): void {
  const field = formField(label);
  world.registrationForm = { ...world.registrationForm, [field]: field === 'role' ? value.toUpperCase() : value };
}

/** What the buyer has on screen: the red box's message, or the success dialog's title. */
function shownMessage(registration: RegistrationActor): string | null {
  const snapshot = registration.getSnapshot();
  if (snapshot.matches('registered')) return registrationMessages.successTitle;
  return snapshot.context.error;
}

Given('a buyer has filled in the Create Account form:', function (this: ShopWorld, table: DataTable) {
  this.registrationForm = { ...emptyRegistrationForm, resaleFile: null };
  for (const row of table.hashes()) withField(this, cell(row, 'field'), cell(row, 'value'));
});

Given('an account already exists for {string}', async function (this: ShopWorld, email: string) {
  await shop(this).createAccount(email, 'Someone-else-1!');
});

When('the buyer empties the {string} field', function (this: ShopWorld, label: string) {
  withField(this, label, '');
});

When('the buyer writes {string} in the {string} field', function (this: ShopWorld, value: string, label: string) {
  withField(this, label, value);
});

When('the buyer ticks {string}', function (this: ShopWorld, box: string) {
  assert.equal(box, 'Same as billing address');
  this.registrationForm = { ...this.registrationForm, sameAsBilling: true };
});

When('the buyer attaches the resale form {string} of {float} MB', async function (this: ShopWorld, name: string, megabytes: number) {
  await attach(this, name, CONTENT_OF_EXTENSION[name.split('.').pop() ?? ''] ?? 'nothing', Math.round(megabytes * 1024 * 1024));
});

When('the buyer attaches the resale form {string} holding {string}', async function (this: ShopWorld, name: string, content: string) {
  await attach(this, name, content, content === 'nothing' ? 0 : 1024 * 1024);
});

async function sendForm(world: ShopWorld): Promise<RegistrationActor> {
  // Loaded as the Create Account page loads it.
  const registration = await shop(world).services.registration.load();
  registration.send({ type: 'SUBMIT', form: world.registrationForm });
  await waitFor(registration, (snapshot) => snapshot.matches('idle') || snapshot.matches({ registered: 'waiting' }));
  const shown = shownMessage(registration);
  if (shown) world.messages.push(shown);
  return registration;
}

When('the buyer sends the form', async function (this: ShopWorld) {
  await sendForm(this);
});

Given('the buyer has registered', async function (this: ShopWorld) {
  const registration = await sendForm(this);
  assert.equal(shownMessage(registration), registrationMessages.successTitle);
  registration.send({ type: 'GOT_IT' });
});

Given('the admin team has approved {string}', async function (this: ShopWorld, email: string) {
  await shop(this).services.demoControls?.approve(email);
});

When('the buyer signs in as {string} with {string}', async function (this: ShopWorld, email: string, password: string) {
  const { session } = shop(this).services;
  session.send({ type: 'SIGN_IN', email, password });
  await waitFor(session, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('underReview') || snapshot.matches('signedOut'));
});

Then('the {string} field says {string}', async function (this: ShopWorld, label: string, message: string) {
  const { refusal } = (await shop(this).services.registration.load()).getSnapshot().context;
  const problems = { ...registrationFieldProblems(this.registrationForm), ...(refusal ? refusalProblem(refusal) : {}) };
  assert.equal(problems[formField(label) as keyof typeof problems], message);
});

Then('no account is created', async function (this: ShopWorld) {
  const accounts = this.demoShop;
  assert.ok(accounts);
  assert.deepEqual(accounts.registrations, []);
  assert.equal(await accounts.services.demoControls?.pendingAccounts().then((list) => list.some((a) => a.email === this.registrationForm.email)), false);
});

Then('the buyer is signed out', async function (this: ShopWorld) {
  assert.equal(await shop(this).isSignedIn(), false);
  assert.ok(shop(this).services.session.getSnapshot().matches('signedOut'), 'the session shows the buyer signed out');
});

Then('{int} seconds later the buyer is taken to the home page', function (this: ShopWorld, seconds: number) {
  const { timers, wentHome } = shop(this);
  const before = wentHome.length;
  timers.increment(seconds * 1000 - 1);
  assert.equal(wentHome.length, before, `not before ${seconds} seconds`);
  timers.increment(1);
  assert.equal(wentHome.length, before + 1);
});

Then('the buyer sees the {string} notice', function (this: ShopWorld, notice: string) {
  assert.equal(notice, 'Account Under Review');
  assert.ok(shop(this).services.session.getSnapshot().matches('underReview'));
});

Then('{int} seconds later the buyer is signed out', async function (this: ShopWorld, seconds: number) {
  const { timers, services } = shop(this);
  timers.increment(seconds * 1000 - 1);
  assert.ok(services.session.getSnapshot().matches('underReview'), `still shown before ${seconds} seconds`);
  timers.increment(1);
  await waitFor(services.session, () => true);
  assert.equal(await shop(this).isSignedIn(), false);
});

Then('the buyer is signed in as a {word}', function (this: ShopWorld, role: string) {
  const snapshot = shop(this).services.session.getSnapshot();
  assert.ok(snapshot.matches('signedIn'), `expected signed in, the session is ${JSON.stringify(snapshot.value)}`);
  assert.equal(roleLabel(snapshot.context.profile?.role ?? ''), role);
});

Then("the new account's profile holds:", function (this: ShopWorld, table: DataTable) {
  const [sent] = shop(this).registrations;
  assert.ok(sent, 'no profile update reached the backend');
  for (const row of table.hashes()) {
    const label = cell(row, 'field');
    const key = PROFILE_FIELDS[label];
    if (!key) throw new Error(`The profile has no "${label}" field in this table`);
    const answer: Record<string, unknown> = { ...sent.answer };
    const value: string = key === 'approved' ? (sent.answer.approved ? 'yes' : 'no') : String(answer[key]);
    assert.equal(value, cell(row, 'value'), label);
  }
});

Then('the password was not sent with the profile', function (this: ShopWorld) {
  const [sent] = shop(this).registrations;
  assert.ok(sent);
  assert.ok(!Object.values(sent.fields).includes(this.registrationForm.password));
});
