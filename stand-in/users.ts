// Accounts (the backend's user module): profiles with their wallet, registration's and Edit Profile's
// multipart PATCH /user, the password reset, and the admin's search and approval.
import type { IncomingMessage } from 'node:http';
import { asNumber, scaled } from './money.ts';
import { check, created, HttpError, jsonBody, NOT_MINE, oneOf, rawBody, ServerFault, notEmpty, type Call, type Rule } from './nest.ts';
import { listening } from './listening.ts';
import { seedAccounts } from './seed.ts';
import { signedIn } from './tokens.ts';
import { record } from './transactions.ts';

export interface Wallet {
  id: number;
  createdAt: string;
  updateAt: string;
  balance: number; // cents
  creditDue: number; // cents
}

export type User = Record<string, unknown> & { id: string; email: string; wallet: Wallet };

export const users = new Map<string, User>();
/**
 * Seeded or preset profiles by email, bound to the first uid that signs in with that email. A seeded account's
 * wallet has the id the seed script's insert gave it (the admin's is 1), however late it is first seen.
 */
const presets = new Map<string, { profile: Record<string, unknown>; balance: number; creditDue: number; walletId?: number }>(
  seedAccounts.map((account, index) => [account.email, { profile: account.profile, balance: account.balance, creditDue: 0, walletId: index + 1 }]),
);
/** GET /user answers, kept 2 minutes per uid; an order does not refresh them. */
const profileCache = new Map<string, { at: number; profile: unknown }>();
const PROFILE_CACHE_MS = 2 * 60 * 1000;

export let lastProfileUpdate: { fields: Record<string, string>; files: { field: string; name: string; size: number; type: string }[] } | null = null;
export const passwordResets: string[] = [];
let nextWalletId = seedAccounts.length + 1;

const USER_FIELDS = [
  'name', 'lastName', 'photo', 'phone', 'email', 'approved', 'allowCredit', 'street', 'country', 'city', 'zip',
  'additionalDetails', 'company', 'companyWebsite', 'companyAddress', 'howYouHearAboutUs', 'birthDate', 'gender', 'role',
  'billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'salesRep', 'ein', 'taxExemptFormLink', 'isLocalDealer',
] as const;

function newUser(uid: string, email: string, fields: Record<string, unknown>, balance: number, creditDue = 0, walletId = nextWalletId++): User {
  const now = new Date().toISOString();
  const blank = Object.fromEntries(USER_FIELDS.map((field) => [field, null]));
  const user: User = {
    id: uid,
    createdAt: now,
    updateAt: now,
    deletedAt: null,
    ...blank,
    allowCredit: false,
    role: 'user',
    salesRep: 'N/A',
    isLocalDealer: false,
    ...fields,
    email,
    wallet: { id: walletId, createdAt: now, updateAt: now, balance, creditDue },
  };
  users.set(uid, user);
  if (balance > 0) record(uid, 'CREDIT_ADDED', balance, 'Credited by admin: admin@truscapes.test', null, null);
  return user;
}

/** The account's row: a seeded or preset one is bound on first sight; others exist once GET /user made them. */
export function userRow(uid: string, email: string): User | undefined {
  const known = users.get(uid);
  if (known) return known;
  const preset = presets.get(email);
  if (!preset) return undefined;
  presets.delete(email);
  return newUser(uid, email, preset.profile, preset.balance, preset.creditDue, preset.walletId);
}

export function walletJson(wallet: Wallet) {
  return { id: wallet.id, createdAt: wallet.createdAt, updateAt: wallet.updateAt, deletedAt: null, balance: asNumber(wallet.balance), creditDue: asNumber(wallet.creditDue) };
}

export function rawUser(user: User) {
  const { wallet: _wallet, ...fields } = user;
  return fields;
}

function profileJson(user: User) {
  return { ...rawUser(user), name: `${user.name}'s ${user.companyAddress}`, wallet: walletJson(user.wallet) };
}

export function invalidateProfile(uid: string) {
  profileCache.delete(uid);
}

export function accountOf(request: IncomingMessage): User {
  const { uid, email } = signedIn(request);
  const user = userRow(uid, email);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

function getProfile(request: IncomingMessage) {
  const { uid, email } = signedIn(request);
  const cached = profileCache.get(uid);
  if (cached && Date.now() - cached.at < PROFILE_CACHE_MS) return cached.profile;
  // The first call of an account the backend has not seen creates it, waiting for approval.
  const user = userRow(uid, email) ?? newUser(uid, email, {}, 0);
  const profile = JSON.parse(JSON.stringify(profileJson(user))) as unknown;
  profileCache.set(uid, { at: Date.now(), profile });
  return profile;
}

const GENDERS = ['Male', 'Female', 'Prefer not to say'];
const ROLES = ['CONTRACTOR', 'DEALER', 'DISTRIBUTOR', 'ADMIN', 'user'];
const SAVED_FIELDS = [
  'name', 'gender', 'birthDate', 'phone', 'company', 'city', 'country', 'companyAddress', 'companyWebsite', 'role', 'zip',
  'additionalDetails', 'lastName', 'billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'street', 'ein', 'salesRep', 'howYouHearAboutUs',
];

async function updateProfile(request: IncomingMessage) {
  const { uid, email } = signedIn(request);
  if (!String(request.headers['content-type']).startsWith('multipart/form-data')) {
    // Without multipart there are no uploaded files to read: the handler throws.
    await rawBody(request);
    throw new ServerFault({});
  }
  const headers = { 'Content-Type': request.headers['content-type'] ?? '' };
  const form = await new Response(Uint8Array.from(await rawBody(request)), { headers }).formData();
  const fields: Record<string, string> = {};
  const files: { field: string; name: string; size: number; type: string }[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, size: value.size, type: value.type });
  }
  lastProfileUpdate = { fields, files };
  const messages = [...check(fields.gender, 'gender', [oneOf(GENDERS)], true), ...check(fields.role, 'role', [oneOf(ROLES)], true)];
  if (messages.length > 0) throw new HttpError(400, messages);
  const user = userRow(uid, email) ?? newUser(uid, email, {}, 0);
  for (const field of SAVED_FIELDS) {
    if (fields[field] === undefined) continue;
    user[field] = field === 'birthDate' ? new Date(fields[field]).toISOString() : fields[field];
  }
  const resaleFile = form.get('resaleFile');
  if (resaleFile instanceof File) user.taxExemptFormLink = `${listening.origin()}/uploads/${encodeURIComponent(resaleFile.name)}`;
  const photo = form.get('photo');
  if (photo instanceof File) user.photo = `data:${photo.type};base64,${Buffer.from(await photo.arrayBuffer()).toString('base64')}`;
  user.updateAt = new Date().toISOString();
  invalidateProfile(uid);
  return getProfile(request);
}

async function forgotPassword(request: IncomingMessage) {
  const { email } = await jsonBody(request);
  const isEmail: Rule = (value) => (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Please provide a valid email address');
  const messages = check(email, 'email', [notEmpty, isEmail]);
  if (messages.length > 0) throw new HttpError(400, messages);
  const known = [...users.values()].some((user) => user.email === email) || presets.has(String(email));
  if (!known) throw new HttpError(404, 'User with this email address not found');
  passwordResets.push(String(email));
  return { message: 'Password reset link sent successfully to your email address' };
}

function requireAdmin(request: IncomingMessage) {
  const { uid, email } = signedIn(request);
  const user = userRow(uid, email);
  if (!user) throw new HttpError(401, 'User not found');
  if (user.role !== 'ADMIN') throw new HttpError(401, 'User is not an admin');
}

/** GET /user/users?query=: the admin's search (name, email or company containing the text, case-sensitive). */
function searchUsers(request: IncomingMessage, url: URL) {
  requireAdmin(request);
  const query = url.searchParams.get('query');
  return [...users.values()]
    .filter((user) => !query || ['name', 'email', 'company', 'companyWebsite', 'companyAddress'].some((field) => String(user[field] ?? '').includes(query)))
    .reverse()
    .map((user) => ({ ...rawUser(user), name: `${user.name}'s ${user.companyAddress}`, wallet: walletJson(user.wallet) }));
}

/** POST /user/users/{id}/approve: any signed-in caller may (the backend has no admin check there). */
function approve(request: IncomingMessage, id: string) {
  signedIn(request);
  const user = users.get(id);
  if (!user) throw new ServerFault({});
  user.approved = true;
  invalidateProfile(id);
  return { ...rawUser(user), wallet: walletJson(user.wallet) };
}

/** The test hooks' approval, by email: the profile approved, or undefined when no account has that email. */
export function approveByEmail(email: string) {
  const user = [...users.values()].find((candidate) => candidate.email === email);
  if (!user) return undefined;
  user.approved = true;
  invalidateProfile(user.id);
  return rawUser(user);
}

/** The profile the next account with this email gets (tests recreate accounts): an earlier one is dropped. */
export function presetProfile(email: string, given: unknown) {
  const { wallet, ...profile } = (given ?? {}) as Record<string, unknown> & { wallet?: { balance?: string | number; creditDue?: string | number } };
  for (const [uid, user] of users) {
    if (user.email === email) {
      users.delete(uid);
      invalidateProfile(uid);
    }
  }
  presets.set(email, { profile, balance: scaled(wallet?.balance ?? 0, 2), creditDue: scaled(wallet?.creditDue ?? 0, 2) });
  return { email, ...profile };
}

export async function userRoutes({ request, url, is }: Call): Promise<unknown> {
  let match: RegExpExecArray | null;
  if (is('POST', /^\/user\/forgot-password$/)) return created(await forgotPassword(request));
  if (is('GET', /^\/user$/)) return getProfile(request);
  if (is('PATCH', /^\/user$/)) return updateProfile(request);
  if (is('GET', /^\/user\/users$/)) return searchUsers(request, url);
  if ((match = is('POST', /^\/user\/users\/([^/]+)\/approve$/))) return created(approve(request, decodeURIComponent(match[1]!)));
  if ((match = is('GET', /^\/user\/([^/]+)$/))) {
    signedIn(request);
    const user = users.get(decodeURIComponent(match[1]!));
    return user ? { ...rawUser(user), wallet: walletJson(user.wallet) } : undefined;
  }
  return NOT_MINE;
}
