import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { centsOf } from '../../src/domain/shared/money';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpProfile } from '../../src/infrastructure/http/profile.http';
import { nameWithoutStoreSuffix } from '../../src/infrastructure/http/profile.schema';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';

/** A profile as the backend sends it, every spec §3 field present. */
function wireUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 17,
    email: 'dana@greenscape.example',
    name: 'Dana',
    lastName: 'Reyes',
    role: 'dealer',
    photo: 'https://cdn.test/dana.jpg',
    phone: '(512) 555-0142',
    approved: true,
    isLocalDealer: true,
    company: 'Greenscape Lighting',
    companyWebsite: 'https://greenscape.example',
    companyAddress: 'Store #12',
    birthDate: '1984-03-17T00:00:00.000Z',
    gender: 'Female',
    street: '2210 Riverside Dr',
    city: 'Austin',
    country: 'TX',
    zip: '78741',
    billingAddress: '4100 Industrial Blvd',
    billingCity: 'Round Rock',
    billingState: 'TX',
    billingZipCode: '78664',
    salesRep: 'Megan Holt',
    ein: '74-3829105',
    taxExemptFormLink: 'https://cdn.test/resale.pdf',
    additionalDetails: 'Dock at the rear',
    wallet: { balance: '10000.00', creditDue: 250.5 },
    ...overrides,
  };
}

const { log, server, answer: answerPath, answerWrite, replay } = mockBackend();
/** Answers GET /user; GET /wallet/{uid} answers the real "Wallet not found" unless a test says otherwise, so the profile's own figures stand. */
const answer = (body: unknown, init?: ResponseInit) => {
  answerPath('/wallet/:uid', realAnswer('wallet-unknown-user').body, { status: 404 });
  answerPath('/user', body, init);
};
const answerPatch = (body: unknown, init?: ResponseInit) => answerWrite('patch', '/user', body, init);

/** `signedInUid`: none known by default, so the wallet is read by the profile's id, after it. */
function profileWith(identity = new FakeIdentity(), signedInUid: () => Promise<string | null> = async () => null) {
  return new HttpProfile(createHttpClient(API, identity), signedInUid);
}

/** The text parts of a multipart body, and its file parts by field name. */
async function partsOf(request: Request) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  const files: Record<string, { name: string; type: string; size: number }> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = { name: value.name, type: value.type, size: value.size };
  });
  return { fields, files };
}

const registrationFields = {
  name: 'Dana',
  lastName: 'Reyes',
  email: 'dana@greenscape.example',
  phone: '(512) 555-0142',
  role: 'DEALER',
  gender: 'Prefer not to say',
  company: 'Greenscape Lighting',
  companyAddress: 'Store #12',
  companyWebsite: 'https://greenscape.example',
  salesRep: 'N/A',
  billingAddress: '4100 Industrial Blvd',
  billingCity: 'Round Rock',
  billingState: 'TX',
  billingZipCode: '78664',
  birthDate: '1984-03-17T00:00:00.000Z',
};

describe('GET /user', () => {
  it('is a GET to /user with no query, then GET /wallet/{uid}, both carrying the Bearer token', async () => {
    answer(wireUser());
    await profileWith().getProfile();
    expect(log.seen).toEqual([
      { method: 'GET', path: '/user', query: {}, authorization: 'Bearer token-123' },
      { method: 'GET', path: '/wallet/17', query: {}, authorization: 'Bearer token-123' },
    ]);
  });

  // Issue 16: the wallet was asked for only once GET /user had answered, a second round trip before any signed-in page.
  it('with the signed-in id known, asks for the wallet alongside GET /user, not after its answer', async () => {
    let walletAsked!: () => void;
    const walletAskedBeforeUserAnswered = new Promise<boolean>((resolve) => {
      walletAsked = () => resolve(true);
      setTimeout(() => resolve(false), 2000);
    });
    server.use(
      http.get(`${API}/user`, async () => {
        await walletAskedBeforeUserAnswered;
        return HttpResponse.json(realAnswer('user-dealer').body as Record<string, unknown>);
      }),
      http.get(`${API}/wallet/:uid`, () => {
        walletAsked();
        return HttpResponse.json(realAnswer('wallet-dealer-after-order').body as Record<string, unknown>);
      }),
    );
    const { wallet } = await profileWith(new FakeIdentity(), async () => '2hL2i83VQbbtvVWIxIuHzxb2SNPd').getProfile();
    expect(await walletAskedBeforeUserAnswered).toBe(true);
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 898_952, creditDue: 101_048 });
  });

  it('a new account, whose wallet GET /user makes: the early read answers 404, the wallet is read again after GET /user', async () => {
    let walletMade = false;
    const walletReads: string[] = [];
    server.use(
      http.get(`${API}/wallet/:uid`, ({ params }) =>
        walletReads.push(String(params.uid)) && walletMade ? HttpResponse.json({ balance: 0, creditDue: 0 }) : HttpResponse.json(realAnswer('wallet-unknown-user').body as Record<string, unknown>, { status: 404 }),
      ),
      http.get(`${API}/user`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        walletMade = true;
        return HttpResponse.json(wireUser({ id: 'new-uid', wallet: undefined }));
      }),
    );
    const { wallet } = await profileWith(new FakeIdentity(), async () => 'new-uid').getProfile();
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 0, creditDue: 0 });
    expect(walletReads).toEqual(['new-uid', 'new-uid']);
  });

  it('a signed-in id that is not the profile’s: the wallet is read again by the profile’s id', async () => {
    answer(wireUser());
    answerPath('/wallet/17', { balance: 42.5, creditDue: 7 });
    const { wallet } = await profileWith(new FakeIdentity(), async () => 'another-id').getProfile();
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 4250, creditDue: 700 });
    expect(log.seen.map(({ path }) => path)).toEqual(expect.arrayContaining(['/user', '/wallet/another-id', '/wallet/17']));
  });

  it('a signed-in id that is not the profile’s: another account’s wallet read early is never shown', async () => {
    answer(wireUser());
    answerPath('/wallet/17', { balance: 42.5, creditDue: 7 });
    answerPath('/wallet/another-id', { balance: 999, creditDue: 999 });
    const { wallet } = await profileWith(new FakeIdentity(), async () => 'another-id').getProfile();
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 4250, creditDue: 700 });
  });

  it('the signed-in id that is the profile’s: its wallet is read once, alongside GET /user', async () => {
    answer(wireUser());
    answerPath('/wallet/17', { balance: 42.5, creditDue: 7 });
    const { wallet } = await profileWith(new FakeIdentity(), async () => '17').getProfile();
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 4250, creditDue: 700 });
    expect(log.seen.map(({ path }) => path).sort()).toEqual(['/user', '/wallet/17']);
  });

  it('a signed-in id that cannot be read: no early wallet read, the wallet is read by the profile’s id', async () => {
    answer(wireUser());
    answerPath('/wallet/17', { balance: 42.5, creditDue: 7 });
    const { wallet } = await profileWith(new FakeIdentity(), () => Promise.reject(new Error('auth/internal-error'))).getProfile();
    expect(centsOf(wallet.balance)).toBe(4250);
    expect(log.seen.map(({ path }) => path)).toEqual(['/user', '/wallet/17']);
  });

  it('reads the real profile: the name without the backend’s "’s <companyAddress>" suffix', async () => {
    answer(realAnswer('user-dealer').body);
    const profile = await profileWith().getProfile();
    expect(realAnswer('user-dealer').body).toMatchObject({ name: "Dana's Store 12", companyAddress: 'Store 12' });
    expect(profile).toMatchObject({ id: '2hL2i83VQbbtvVWIxIuHzxb2SNPd', name: 'Dana', lastName: 'Dealer', role: 'DEALER', companyAddress: 'Store 12' });
  });

  it('for a screen that shows no wallet: GET /user alone, its own (cached) figures kept', async () => {
    answer(realAnswer('user-dealer-after-order').body);
    answerPath('/wallet/:uid', realAnswer('wallet-dealer-after-order').body);
    const { wallet } = await profileWith(new FakeIdentity(), async () => '2hL2i83VQbbtvVWIxIuHzxb2SNPd').getProfile({ freshWallet: false });
    expect(log.seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /user']);
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 1_000_000, creditDue: 0 });
  });

  it('the wallet comes from GET /wallet/{uid}: GET /user is cached and still shows the figures before the order', async () => {
    replay('user-dealer-after-order');
    replay('wallet-dealer-after-order');
    const { wallet } = await profileWith().getProfile();
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 898_952, creditDue: 101_048 });
  });

  it.each<[string, (path: string) => void]>([
    ['a 500', (path) => answerPath(path, {}, { status: 500 })],
    ['an answer that is not a wallet', (path) => answerPath(path, { balance: 'lots' })],
    ['no answer', (path) => server.use(http.get(`${API}${path}`, () => HttpResponse.error()))],
  ])('when the wallet read fails (%s) the profile’s own figures stand', async (_label, failWallet) => {
    answer(realAnswer('user-dealer').body);
    failWallet('/wallet/2hL2i83VQbbtvVWIxIuHzxb2SNPd');
    const { wallet } = await profileWith().getProfile();
    expect({ balance: centsOf(wallet.balance), creditDue: centsOf(wallet.creditDue) }).toEqual({ balance: 1_000_000, creditDue: 0 });
  });

  it('goes without Authorization when signed out', async () => {
    answer(wireUser());
    await profileWith(new FakeIdentity(null)).getProfile();
    expect(log.last().authorization).toBeNull();
  });

  it('parses a realistic profile with every spec §3 field', async () => {
    answer(wireUser());
    const { wallet, ...profile } = await profileWith().getProfile();
    expect(profile).toEqual({
      id: '17',
      email: 'dana@greenscape.example',
      name: 'Dana',
      lastName: 'Reyes',
      role: 'DEALER',
      photo: 'https://cdn.test/dana.jpg',
      phone: '(512) 555-0142',
      approved: true,
      isLocalDealer: true,
      company: 'Greenscape Lighting',
      companyWebsite: 'https://greenscape.example',
      companyAddress: 'Store #12',
      birthDate: '1984-03-17T00:00:00.000Z',
      gender: 'Female',
      street: '2210 Riverside Dr',
      city: 'Austin',
      country: 'TX',
      zip: '78741',
      billingAddress: '4100 Industrial Blvd',
      billingCity: 'Round Rock',
      billingState: 'TX',
      billingZipCode: '78664',
      salesRep: 'Megan Holt',
      ein: '74-3829105',
      taxExemptFormLink: 'https://cdn.test/resale.pdf',
      additionalDetails: 'Dock at the rear',
    });
    expect(centsOf(wallet.balance)).toBe(1_000_000);
    expect(centsOf(wallet.creditDue)).toBe(25_050);
  });

  it('keeps a birth date as sent and ignores fields it does not know', async () => {
    answer(wireUser({ birthDate: '1984-03-17', password: 'never-kept' }));
    const profile = await profileWith().getProfile();
    expect(profile.birthDate).toBe('1984-03-17');
    expect(profile).not.toHaveProperty('password');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['empty', ''],
  ])('reads a gender that is %s as Prefer not to say', async (_label, gender) => {
    answer(wireUser({ gender }));
    expect((await profileWith().getProfile()).gender).toBe('Prefer not to say');
  });

  it.each([
    ['dealer', 'DEALER'],
    [' Contractor ', 'CONTRACTOR'],
    ['distributor', 'DISTRIBUTOR'],
    ['ADMIN', 'ADMIN'],
  ])('upper-cases the role %j to %j', async (role, expected) => {
    answer(wireUser({ role }));
    expect((await profileWith().getProfile()).role).toBe(expected);
  });

  it('reads a missing role as USER', async () => {
    answer(wireUser({ role: undefined }));
    expect((await profileWith().getProfile()).role).toBe('USER');
  });

  it.each<[string, unknown]>([
    ['absent', undefined],
    ['null', null],
  ])('reads a wallet that is %s as $0.00', async (_label, wallet) => {
    answer(wireUser({ wallet }));
    const profile = await profileWith().getProfile();
    expect(centsOf(profile.wallet.balance)).toBe(0);
    expect(centsOf(profile.wallet.creditDue)).toBe(0);
  });

  it('reads missing wallet amounts as $0.00', async () => {
    answer(wireUser({ wallet: { balance: null } }));
    const profile = await profileWith().getProfile();
    expect(centsOf(profile.wallet.balance)).toBe(0);
    expect(centsOf(profile.wallet.creditDue)).toBe(0);
  });

  it('gives missing optional fields their defaults', async () => {
    answer({ id: 'u-1', email: 'new@example.com' });
    const { wallet, ...profile } = await profileWith().getProfile();
    expect(profile).toEqual({
      id: 'u-1',
      email: 'new@example.com',
      name: '',
      lastName: '',
      role: 'USER',
      photo: null,
      phone: '',
      approved: false,
      isLocalDealer: false,
      company: '',
      companyWebsite: '',
      companyAddress: '',
      birthDate: '',
      gender: 'Prefer not to say',
      street: '',
      city: '',
      country: '',
      zip: '',
      billingAddress: '',
      billingCity: '',
      billingState: '',
      billingZipCode: '',
      salesRep: '',
      ein: '',
      taxExemptFormLink: null,
      additionalDetails: '',
    });
    expect(centsOf(wallet.balance)).toBe(0);
  });

  it('reads null text fields as empty', async () => {
    answer(wireUser({ phone: null, ein: null, taxExemptFormLink: null, birthDate: null, photo: null }));
    expect(await profileWith().getProfile()).toMatchObject({ phone: '', ein: '', taxExemptFormLink: null, birthDate: '', photo: null });
  });

  it.each<[string, unknown]>([
    ['null body', null],
    ['an array', [wireUser()]],
    ['no email', wireUser({ email: undefined })],
    ['no id', wireUser({ id: undefined })],
    ['a balance "abc"', wireUser({ wallet: { balance: 'abc', creditDue: '0' } })],
    ['a balance as an object', wireUser({ wallet: { balance: { amount: 100 }, creditDue: '0' } })],
    ['approved as a string', wireUser({ approved: 'yes' })],
    ['a phone as an object', wireUser({ phone: { number: '555' } })],
    ['a birth date as a number', wireUser({ birthDate: 19840317 })],
  ])('rejects %s as malformed', async (_label, body) => {
    answer(body);
    const error = await expectKind(profileWith().getProfile(), 'malformed');
    expect(error.message).toContain('/user');
  });

  it('rejects an HTML page as malformed', async () => {
    server.use(http.get(`${API}/user`, () => HttpResponse.html('<!doctype html><html><body>Sign in</body></html>')));
    await expectKind(profileWith().getProfile(), 'malformed');
  });

  it('maps 401 to kind unauthorized', async () => {
    answer({ message: 'Invalid token' }, { status: 401 });
    const error = await expectKind(profileWith().getProfile(), 'unauthorized');
    expect(error.status).toBe(401);
  });
});

describe('the real backend’s profiles (captured)', () => {
  /** What the account screens show of a profile: who, role, approval, collection, and the wallet in cents. */
  const shown = (profile: Awaited<ReturnType<HttpProfile['getProfile']>>) => [
    profile.id,
    profile.email,
    profile.name,
    profile.lastName,
    profile.role,
    profile.approved,
    profile.isLocalDealer,
    profile.companyAddress,
    centsOf(profile.wallet.balance),
    centsOf(profile.wallet.creditDue),
  ];

  it.each<[string, unknown[]]>([
    ['user-dealer', ['2hL2i83VQbbtvVWIxIuHzxb2SNPd', 'dealer@truscapes.test', 'Dana', 'Dealer', 'DEALER', true, false, 'Store 12', 1_000_000, 0]],
    ['user-dealer-after-patch', ['2hL2i83VQbbtvVWIxIuHzxb2SNPd', 'dealer@truscapes.test', 'Danielle', 'Dealer', 'DEALER', true, false, 'Store 12', 898_952, 101_048]],
    ['user-distributor', ['xcp2dw1cE2X215fShE4nDmTskkYT', 'distributor@truscapes.test', 'Priya', 'Buyer', 'DISTRIBUTOR', true, false, 'Store 7', 5_000_000, 0]],
    ['user-local-dealer', ['cJhug6JIIfUBQd0pXWR0lQbzlECs', 'local.dealer@truscapes.test', 'Lee', 'Buyer', 'DEALER', true, true, 'Store 7', 250_000, 0]],
    ['user-pending', ['zIdJhMaEXK1ydxeCNSZjqeWvyGgi', 'pending@truscapes.test', '', '', 'USER', false, false, '', 0, 0]],
    ['user-new-account-first-get', ['vv7OfUFchiiAJUKE9Ixu1P92eSSW', 'newbuyer@truscapes.test', '', '', 'USER', false, false, '', 0, 0]],
  ])('%s: the profile the account screens show (GET /user alone)', async (name, profile) => {
    replay(name);
    expect(shown(await profileWith().getProfile({ freshWallet: false }))).toEqual(profile);
  });

  it.each<[string, number, number]>([
    ['wallet-dealer', 1_000_000, 0],
    ['wallet-dealer-final', 898_952, 101_048],
  ])('%s: the wallet read by the signed-in id', async (name, balance, creditDue) => {
    replay('user-dealer');
    replay(name);
    const { wallet } = await profileWith(new FakeIdentity(), async () => '2hL2i83VQbbtvVWIxIuHzxb2SNPd').getProfile();
    expect([centsOf(wallet.balance), centsOf(wallet.creditDue)]).toEqual([balance, creditDue]);
  });

  it('a new account’s wallet not made yet: the real 404 "Wallet not found", the profile’s own figures stand', async () => {
    replay('user-new-account-first-get');
    replay('wallet-unknown-user', '/wallet/:uid');
    const { wallet } = await profileWith(new FakeIdentity(), async () => 'vv7OfUFchiiAJUKE9Ixu1P92eSSW').getProfile();
    expect([centsOf(wallet.balance), centsOf(wallet.creditDue)]).toEqual([0, 0]);
    expect(log.seen.map(({ path }) => path)).toEqual(expect.arrayContaining(['/user', '/wallet/vv7OfUFchiiAJUKE9Ixu1P92eSSW']));
  });

  it('signed out, the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('user-none');
    const error = await expectKind(profileWith(new FakeIdentity(null)).getProfile(), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
  });

  it('a token the backend cannot read, still refused after one forced refresh: kind unauthorized', async () => {
    replay('user-bad-token');
    const identity = new FakeIdentity('not-a-token');
    const error = await expectKind(profileWith(identity).getProfile({ freshWallet: false }), 'unauthorized');
    expect([error.status, error.serverMessage, identity.forcedRefreshes]).toEqual([403, 'Forbidden resource', 1]);
  });

  it('the real registration answer: the contractor as registered, not approved yet', async () => {
    const { captured, sent } = replay('user-new-account-register-patch');
    const fields = (captured.request.body as { multipart: Record<string, string> }).multipart;
    const profile = await profileWith().completeRegistration(fields as never, null);
    expect((await partsOf(sent())).fields).toEqual(fields);
    expect([profile.name, profile.lastName, profile.role, profile.approved, profile.companyAddress, profile.phone, profile.zip]).toEqual([
      'Nora', 'Newbuyer', 'CONTRACTOR', false, 'Unit 3', '555-0199', '80202',
    ]);
  });
});

describe('PATCH /user after registering (completeRegistration)', () => {
  it('is a multipart PATCH to /user carrying the Bearer token, each field a text part', async () => {
    const patch = answerPatch(wireUser({ approved: false }));
    await profileWith().completeRegistration(registrationFields, null);
    expect(log.seen).toHaveLength(1);
    expect(log.last()).toEqual({ method: 'PATCH', path: '/user', query: {}, authorization: 'Bearer token-123' });
    expect(patch.sent().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const { fields, files } = await partsOf(patch.sent());
    expect(fields).toEqual(registrationFields);
    expect(files).toEqual({});
  });

  it('sends the resale tax exempt form as the resaleFile part, with its name and type', async () => {
    const patch = answerPatch(wireUser({ approved: false }));
    const resale = new File(['%PDF-1.7 resale certificate'], 'resale-certificate.pdf', { type: 'application/pdf' });
    await profileWith().completeRegistration(registrationFields, resale);
    const { fields, files } = await partsOf(patch.sent());
    expect(fields).toEqual(registrationFields);
    expect(files).toEqual({ resaleFile: { name: 'resale-certificate.pdf', type: 'application/pdf', size: resale.size } });
  });

  it.each<[string, (user: Record<string, unknown>) => unknown]>([
    ['the profile itself', (user) => user],
    ['{ user }', (user) => ({ user })],
  ])('reads the updated profile from %s', async (_label, wrap) => {
    answerPatch(wrap(wireUser({ approved: false, name: 'Danielle' })));
    const profile = await profileWith().completeRegistration(registrationFields, null);
    expect(profile).toMatchObject({ id: '17', name: 'Danielle', approved: false, role: 'DEALER' });
  });

  it.each([400, 422])('keeps the server message of a %i answer', async (status) => {
    answerPatch({ message: 'Sales rep is required' }, { status });
    const error = await expectKind(profileWith().completeRegistration(registrationFields, null), 'http');
    expect(error.message).toBe('Sales rep is required');
    expect(error.status).toBe(status);
  });

  it('never passes on the text of a 500', async () => {
    answerPatch({ message: 'null value in column "salesRep" violates not-null constraint' }, { status: 500 });
    const error = await expectKind(profileWith().completeRegistration(registrationFields, null), 'http');
    expect({ message: error.message, serverMessage: error.serverMessage }).toEqual({ message: 'The backend answered 500', serverMessage: undefined });
  });

  it('rejects an answer that is not a profile as malformed', async () => {
    answerPatch({ success: true });
    const error = await expectKind(profileWith().completeRegistration(registrationFields, null), 'malformed');
    expect(error.message).toContain('/user');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.patch(`${API}/user`, () => HttpResponse.error()));
    await expectKind(profileWith().completeRegistration(registrationFields, null), 'network');
  });
});

describe('PATCH /user from Edit Profile (updateProfile)', () => {
  const edit = { name: 'Danielle', phone: '(512) 555-0199', city: 'Austin', country: 'TX' };

  it('is a multipart PATCH to /user with the fields and no file part when the photo is kept', async () => {
    const patch = answerPatch(wireUser());
    await profileWith().updateProfile(edit, null);
    expect(log.last()).toEqual({ method: 'PATCH', path: '/user', query: {}, authorization: 'Bearer token-123' });
    expect(await partsOf(patch.sent())).toEqual({ fields: edit, files: {} });
  });

  it('sends a new photo as the photo part, with its name and type', async () => {
    const patch = answerPatch(wireUser({ photo: 'https://cdn.test/new.png' }));
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    const profile = await profileWith().updateProfile(edit, photo);
    expect((await partsOf(patch.sent())).files).toEqual({ photo: { name: 'me.png', type: 'image/png', size: 4 } });
    expect(profile.photo).toBe('https://cdn.test/new.png');
  });

  it('keeps the server message of a failed update', async () => {
    answerPatch({ message: 'Image too large' }, { status: 413 });
    const error = await expectKind(profileWith().updateProfile(edit, null), 'http');
    expect(error.message).toBe('Image too large');
  });

  it('rejects a malformed answer', async () => {
    answerPatch({ user: { id: 17 } });
    await expectKind(profileWith().updateProfile(edit, null), 'malformed');
  });

  it('the real answer to a new name carries the suffix again: read without it, so a second save does not compound it', async () => {
    replay('user-patch-name-dealer');
    const profile = await profileWith().updateProfile({ name: 'Danielle' }, null);
    expect(profile.name).toBe('Danielle');
  });
});

describe('nameWithoutStoreSuffix', () => {
  it.each<[string, string, string]>([
    ["Dana's Store 12", 'Store 12', 'Dana'],
    ["Dana's Store 12's Store 12", 'Store 12', "Dana's Store 12"],
    ["Dana's Store 12", '', "Dana's Store 12"],
    ["Dana's Store 1", 'Store 12', "Dana's Store 1"],
    ["O'Brien's Store 12 East", 'Store 12', "O'Brien's Store 12 East"],
    ["'s Store 12", 'Store 12', "'s Store 12"],
    ['Dana', 'Store 12', 'Dana'],
    // The backend joins what it does not have as "null".
    ["null's null", '', ''],
    ["null's Store 12", 'Store 12', ''],
    ["Dana's null", '', 'Dana'],
  ])('%j with companyAddress %j reads as %j', (name, companyAddress, expected) => {
    expect(nameWithoutStoreSuffix(name, companyAddress)).toBe(expected);
  });
});
