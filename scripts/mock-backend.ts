// A stand-in for the hosted backend, serving the demo seed over HTTP with the
// calls of spec §7, so the HTTP adapters can be driven in a real browser.
// Run: node --import tsx scripts/mock-backend.ts <port>. Prints "ready <port>".
// /user calls check the Bearer token against the Firebase Auth emulator (AUTH_EMULATOR_URL).
// Test hooks: GET /__calls, GET /__last-profile-update, GET /__password-resets,
// POST /__approve {email}, POST /__profiles {email, profile}, POST /__expire-tokens, POST /__restore-tokens.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { seedCategories, seedProducts } from '../src/infrastructure/demo/catalog.seed';

const port = Number(process.argv[2] ?? 4599);
const authEmulator = process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';

type Profile = Record<string, unknown> & { email: string };
interface FilePart {
  readonly field: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

const calls: string[] = [];
/** By the emulator's uid. */
const profiles = new Map<string, Profile>();
/** Seeded by email for accounts whose first GET /user has not come yet. */
const presets = new Map<string, Profile>();
let lastProfileUpdate: { fields: Record<string, string>; files: FilePart[] } | null = null;
const passwordResets: string[] = [];
let tokensExpired = false;

/** PATCH /user never changes these: approval and credit are the admin's. */
const PROTECTED_FIELDS = new Set(['id', 'email', 'approved', 'isLocalDealer', 'wallet']);

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await bodyOf(request)).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Multipart parsed by the platform's own Fetch implementation. */
async function formOf(request: IncomingMessage): Promise<FormData> {
  const headers = { 'Content-Type': request.headers['content-type'] ?? '' };
  return new Response(Uint8Array.from(await bodyOf(request)), { headers }).formData();
}

/** The emulator's user for the Bearer token, or null for a missing, invalid or (by test hook) expired one. */
async function signedInUser(request: IncomingMessage): Promise<{ uid: string; email: string } | null> {
  const idToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!idToken || tokensExpired) return null;
  const lookup = await fetch(`${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  }).catch(() => null);
  if (!lookup?.ok) return null;
  const user = ((await lookup.json()) as { users?: { localId: string; email?: string }[] }).users?.[0];
  return user ? { uid: user.localId, email: user.email ?? '' } : null;
}

/** The hosted backend creates a pending profile the first time it sees an account. */
function profileFor(uid: string, email: string): Profile {
  let profile = profiles.get(uid);
  if (!profile) {
    const preset = presets.get(email);
    presets.delete(email);
    profile = preset
      ? { id: uid, ...preset, email }
      : { id: uid, email, role: 'DEALER', approved: false, wallet: { balance: '0.00', creditDue: '0.00' } };
    profiles.set(uid, profile);
  }
  return profile;
}

function profileByEmail(email: string): Profile | undefined {
  return [...profiles.values()].find((profile) => profile.email === email) ?? presets.get(email);
}

async function updateProfile(profile: Profile, form: FormData): Promise<Profile> {
  const fields: Record<string, string> = {};
  const files: FilePart[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, size: value.size, type: value.type });
  }
  lastProfileUpdate = { fields, files };
  for (const [field, value] of Object.entries(fields)) {
    if (!PROTECTED_FIELDS.has(field)) profile[field] = field === 'role' ? value.toUpperCase() : value;
  }
  const resaleFile = form.get('resaleFile');
  if (resaleFile instanceof File) {
    profile.taxExemptFormLink = `http://127.0.0.1:${port}/uploads/${encodeURIComponent(resaleFile.name)}`;
  }
  const photo = form.get('photo');
  if (photo instanceof File) {
    profile.photo = `data:${photo.type};base64,${Buffer.from(await photo.arrayBuffer()).toString('base64')}`;
  }
  return profile;
}

async function testHook(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  if (path === '/__calls') return send(response, 200, calls.splice(0));
  if (path === '/__last-profile-update') return send(response, 200, lastProfileUpdate);
  if (path === '/__password-resets') return send(response, 200, passwordResets);
  if (path === '/__expire-tokens' || path === '/__restore-tokens') {
    tokensExpired = path === '/__expire-tokens';
    return send(response, 200, { tokensExpired });
  }
  const { email, profile } = await jsonOf(request);
  if (typeof email !== 'string') return send(response, 400, { message: 'email is required' });
  if (path === '/__approve') {
    const approved = profileByEmail(email);
    if (!approved) return send(response, 404, { message: `No profile for ${email}` });
    approved.approved = true;
    return send(response, 200, approved);
  }
  if (path === '/__profiles') {
    // The profile the next account with this email gets; an earlier account's (tests recreate accounts) is dropped.
    const seeded = { ...(profile as Record<string, unknown>), email };
    for (const [uid, candidate] of profiles) if (candidate.email === email) profiles.delete(uid);
    presets.set(email, seeded);
    return send(response, 200, seeded);
  }
  return send(response, 404, { message: 'Not found' });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'OPTIONS') return send(response, 204, null);
  if (url.pathname.startsWith('/__')) return testHook(request, response, url.pathname);
  calls.push(`${request.method} ${url.pathname}${url.search}`);

  if (url.pathname === '/user/forgot-password' && request.method === 'POST') {
    const { email } = await jsonOf(request);
    if (typeof email !== 'string' || !email.trim()) return send(response, 400, { message: 'Email is required' });
    passwordResets.push(email);
    return send(response, 200, { success: true });
  }
  if (url.pathname === '/user') {
    const user = await signedInUser(request);
    if (!user) return send(response, 401, { message: 'Unauthorized' });
    const profile = profileFor(user.uid, user.email);
    if (request.method === 'GET') return send(response, 200, profile);
    if (request.method === 'PATCH') return send(response, 200, await updateProfile(profile, await formOf(request)));
  }

  if (url.pathname === '/category') return send(response, 200, seedCategories);
  if (url.pathname === '/products') {
    const categoryId = url.searchParams.get('categoryId');
    const q = url.searchParams.get('q')?.toLowerCase();
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const take = Number(url.searchParams.get('take') ?? 40);
    const matching = seedProducts.filter(
      (product) =>
        product.state === url.searchParams.get('state') &&
        (!categoryId || product.categoryId === categoryId) &&
        (!q || product.name.toLowerCase().includes(q) || (product.description ?? '').toLowerCase().includes(q)),
    );
    return send(response, 200, matching.slice(skip, skip + take));
  }
  const productId = /^\/products\/([^/]+)$/.exec(url.pathname)?.[1];
  const product = productId && seedProducts.find((candidate) => candidate.id === decodeURIComponent(productId));
  if (product) return send(response, 200, product);
  return send(response, 404, { message: 'Not found' });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
});

server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
