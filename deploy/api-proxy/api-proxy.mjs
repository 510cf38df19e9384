// The shop's API on its own origin: Firebase Hosting passes `/api/*` to this service (a Cloud Run rewrite keeps
// the path), which sends each call on to the hosted backend without the prefix. Same-origin calls need no CORS
// preflight and no second connection, so a signed-in buyer's first calls leave one round trip sooner (docs/hosting.md,
// The API proxy). No dependencies: only Node's own http and https.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Headers of one hop only (RFC 9110 §7.6.1), and HTTP/2's pseudo-headers, which are never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
const passedOn = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !name.startsWith(':')));

/**
 * Every call the shop makes (src/infrastructure/http/*.http.ts), by method and path below the prefix; nothing else
 * reaches the backend. The backend has admin routes a buyer's token can reach (`GET /user/users`, `POST
 * /user/admin/:id`), its own API documentation (`/api`, `/api-json`, `/api-yaml`) and a router that ignores letter
 * case: a path is matched here exactly, as the shop writes it, so `/API` or `/User/users` is simply not on the list.
 * tests/unit/hosting/api-proxy.test.ts checks this table against the adapters' calls, both ways.
 */
export const SHOP_CALLS = [
  ['GET', '/category'],
  ['GET', '/products'],
  ['GET', '/products/home-preview'],
  ['GET', '/products/:id'],
  ['GET', '/coupons/my-coupons'],
  ['POST', '/coupons/validate'],
  ['GET', '/user'],
  ['PATCH', '/user'],
  ['POST', '/user/forgot-password'],
  ['GET', '/wallet/:uid'],
  ['POST', '/wallet/repay-dues'],
  ['PATCH', '/wallet/verify-payment/:sessionId/:gateway'],
  ['POST', '/orders'],
  ['GET', '/orders/my-orders'],
  ['GET', '/orders/:id'],
  ['GET', '/saved-orders/my'],
  ['POST', '/saved-orders'],
  ['GET', '/saved-orders/:id'],
  ['PATCH', '/saved-orders/:id'],
  ['DELETE', '/saved-orders/:id'],
  ['GET', '/transactions/my-transactions'],
];

/**
 * What a path parameter may hold: ids are numbers (the adapters' `numericId`); the account's uid and the payment's
 * session and gateway are letters, digits, `-` and `_` (`isSafePathSegment`), so no `.`, `..` or encoded `/`.
 */
const PARAMETERS = { id: '[0-9]{1,15}', uid: '[A-Za-z0-9_-]{1,128}', sessionId: '[A-Za-z0-9_-]{1,200}', gateway: '[A-Za-z0-9_-]{1,40}' };

const ALLOWED = SHOP_CALLS.map(([method, pattern]) => ({
  method,
  pattern,
  path: new RegExp(`^${pattern.replace(/:([A-Za-z]+)/g, (_, name) => `(?:${PARAMETERS[name]})`)}$`),
}));

/** The table's entry for `method` and `path` (the path below the prefix, without its query), or undefined. */
export function shopCall(method, path) {
  return ALLOWED.find((call) => call.method === method && call.path.test(path));
}

/**
 * Each call's overall deadline, from its first byte in to the backend's answer (its body, the backend's wait and any
 * GET /user of PATCH /user together): the buyer then sees the shop's message for a failed call (504), and no
 * stalled client or backend holds the proxy's connections for ever.
 */
export const DEADLINE_MS = 30_000;
/** PATCH /user carries uploads of up to 5 MiB: as long as the shop waits for one (UPLOAD_TIMEOUT_MS). */
export const UPLOAD_DEADLINE_MS = 120_000;

/**
 * Headers a client may send to say where a call came from, or to have it taken for another method: the proxy
 * says itself what it saw (X-Forwarded-For, X-Forwarded-Proto) and passes none of the client's on.
 */
const CLIENT_CLAIMS = (name) =>
  name === 'forwarded' || name.startsWith('x-forwarded-') || name === 'x-real-ip' || name === 'x-http-method-override' || name === 'x-http-method' || name === 'x-method-override' ||
  // The body is read whole before it is sent on: no 100-continue to wait for.
  name === 'expect';

/**
 * A request handler for `prefix` ("/api"): `/api/products?take=40` is sent to `${backendUrl}/products?take=40`,
 * with its method, headers (the buyer's token among them) and body, and the backend's answer comes back as it is.
 * A path outside the prefix, or a call the shop never makes (SHOP_CALLS), answers 404; a body over the limit, 413;
 * a backend that cannot be reached, 502; one that does not answer by the deadline, 504; all as JSON, as the backend
 * answers. Failures are logged by `log` with the call's method and table pattern only: no token, query or id.
 */
export function createApiProxy({
  backendUrl,
  prefix = '/api',
  deadlineMs = DEADLINE_MS,
  uploadDeadlineMs = UPLOAD_DEADLINE_MS,
  bodyLimitBytes = BODY_LIMIT_BYTES,
  log = (line) => console.error(line),
}) {
  const backend = new URL(backendUrl);
  if (backend.protocol !== 'https:' && backend.protocol !== 'http:') throw new Error(`BACKEND_URL: not an http(s) URL (${backendUrl})`);
  const basePath = backend.pathname.replace(/\/+$/, '');
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;
  return (request, response) => {
    const path = request.url ?? '/';
    const rest = path.slice(prefix.length);
    const backendPath = rest.startsWith('/') ? rest : `/${rest}`;
    const call = underPrefix(prefix, path) ? shopCall(request.method, backendPath.split('?')[0]) : undefined;
    if (!call || (call.pattern === '/wallet/:uid' && backendPath.split('?')[0] !== `/wallet/${tokenUid(request.headers.authorization)}`)) {
      answerJson(response, 404, { statusCode: 404, message: 'Not Found' });
      return;
    }
    if (namesAccountWithoutToken(request.headers.authorization)) {
      answerJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
      return;
    }
    const name = `${call.method} ${call.pattern}`;
    const deadline = isProfileUpdate(call) ? uploadDeadlineMs : deadlineMs;
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), deadline);
    stop.signal.addEventListener('abort', () => {
      if (response.writableFinished || stop.signal.reason === CLIENT_LEFT) return;
      log(`api proxy: ${name}: no answer within ${deadline} ms`);
      if (!response.headersSent) answerJson(response, 504, { statusCode: 504, message: 'Gateway Timeout' }, { connection: 'close' });
      else response.destroy();
    });
    // Done, or the buyer left mid-call: the deadline is cleared, and the backend's side closed.
    response.on('close', () => {
      clearTimeout(timer);
      if (!response.writableFinished && !stop.signal.aborted) stop.abort(CLIENT_LEFT);
    });
    passOn(request, response, call, backendPath, stop.signal).catch((error) => {
      if (stop.signal.aborted) return;
      log(`api proxy: ${name}: ${failureOf(error)}`);
      if (!response.headersSent) answerJson(response, 502, { statusCode: 502, message: 'Bad Gateway' });
      else response.destroy();
    });
  };

  async function passOn(request, response, call, backendPath, signal) {
    const body = await readBody(request, bodyLimitBytes, signal);
    if (body === TOO_LARGE) {
      answerJson(response, 413, { statusCode: 413, message: 'Payload Too Large' }, { connection: 'close' });
      return;
    }
    const headers = Object.fromEntries(Object.entries(passedOn(request.headers)).filter(([name]) => !CLIENT_CLAIMS(name)));
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = request.socket.encrypted ? 'https' : 'http';
    let sent = body;
    if (isProfileUpdate(call)) {
      const readAccount = () => accountOf(backend.origin + basePath, request.headers.authorization, signal);
      const checked = await checkedProfileUpdate(request.headers, body, readAccount);
      if ('refusal' in checked) {
        answerJson(response, checked.status, { statusCode: checked.status, message: checked.refusal, error: checked.error });
        return;
      }
      sent = checked.body;
      headers['content-type'] = checked.contentType;
    }
    if (sent.length > 0 || request.headers['content-length'] !== undefined) headers['content-length'] = String(sent.length);
    else delete headers['content-length'];
    const ownOrder = call.pattern === '/orders/:id';
    // The order is read here before it is passed on: as it is, not compressed.
    if (ownOrder) headers['accept-encoding'] = 'identity';
    await new Promise((resolve, reject) => {
      const upstream = send(
        { protocol: backend.protocol, hostname: backend.hostname, port: backend.port, method: request.method, path: basePath + backendPath, headers, signal },
        (answer) => {
          const answerHeaders = passedOn(answer.headers);
          // A buyer's prices and orders must never be kept by the hosting's CDN for someone else.
          if (!answerHeaders['cache-control']) answerHeaders['cache-control'] = 'private, no-store';
          if ((answer.statusCode ?? 502) >= 500) log(`api proxy: ${call.method} ${call.pattern}: the backend answered ${answer.statusCode}`);
          if (ownOrder && answer.statusCode >= 200 && answer.statusCode < 300) {
            passOnOwnOrder(answer, answerHeaders, tokenUid(request.headers.authorization), response).then(resolve, reject);
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
          answer.on('end', resolve);
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(sent);
    });
  }
}

/** The reason the call is stopped when the buyer leaves mid-call: nothing to answer, and no deadline was missed. */
const CLIENT_LEFT = 'client left';

/**
 * The backend (FirebaseService.getUserProfile) takes an Authorization whose token, read as it reads it (the first
 * `Bearer ` taken out), starts with `id` as `id <uid>`: that account, with no token or signature at all. The shop
 * sends only `Bearer <ID token>` (a JWT, `eyJ…`): such a header is refused here, never passed on.
 */
export const namesAccountWithoutToken = (authorization) => typeof authorization === 'string' && authorization.replace('Bearer ', '').startsWith('id');

/**
 * GET /orders/{id} answers any order to any signed-in caller, naming its owner (`user.id`) without checking it: the
 * order goes on only to the account the token names; any other's, or one naming no owner, answers 404.
 */
async function passOnOwnOrder(answer, answerHeaders, uid, response) {
  const chunks = [];
  for await (const chunk of answer) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  let owner;
  try {
    owner = JSON.parse(body.toString('utf8'))?.user?.id;
  } catch {
    owner = undefined;
  }
  if (uid === null || owner !== uid) {
    answerJson(response, 404, { statusCode: 404, message: 'Order not found' });
    return;
  }
  response.writeHead(answer.statusCode, { ...answerHeaders, 'content-length': String(body.length) });
  response.end(body);
}

/**
 * The account id (`user_id`, else `sub`) an ID token names, read without checking its signature: enough to keep a
 * call to the caller's own records, since the backend checks the token itself and refuses a forged one. The
 * backend's GET /wallet/{userId} and GET /orders/{id} answer any account's to any signed-in caller; the shop asks only
 * for its own.
 */
export function tokenUid(authorization) {
  const [, payload] = /^Bearer ([^.\s]+)\.([^.\s]+)\.[^.\s]*$/.exec(authorization ?? '')?.slice(1) ?? [];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const uid = claims?.user_id ?? claims?.sub;
    return typeof uid === 'string' && uid !== '' ? uid : null;
  } catch {
    return null;
  }
}

const isProfileUpdate = (call) => call.method === 'PATCH' && call.pattern === '/user';

/** What went wrong, by its code (ECONNREFUSED, ETIMEDOUT…) or kind: never a message, which may carry a URL. */
function failureOf(error) {
  const code = error?.code ?? error?.cause?.code;
  return typeof code === 'string' ? code : (error?.name ?? 'failed');
}

/**
 * The largest body passed on: the shop's biggest is PATCH /user with a photo or resale form under 5 MiB
 * (MAX_UPLOAD_BYTES in src/domain/accounts/upload.ts) and some twenty text fields.
 */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

const TOO_LARGE = Symbol('too large');

/** The request's body, or TOO_LARGE (read no further) once it is, or says it is, over `limit` bytes. */
function readBody(request, limit, signal) {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        request.pause();
        request.removeAllListeners('data');
        resolve(TOO_LARGE);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The text fields of PATCH /user the shop sends: registration's (registrationFields in
 * src/domain/accounts/registration.ts) and Edit Profile's (EDITABLE_PROFILE_FIELDS in
 * src/domain/accounts/profile-edit.ts); the test checks both lists against these.
 */
export const PROFILE_TEXT_FIELDS = [
  'name', 'lastName', 'email', 'phone', 'role', 'gender', 'birthDate', 'company', 'companyAddress', 'companyWebsite',
  'salesRep', 'ein', 'billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'street', 'city', 'country',
  'zip', 'additionalDetails',
];
/** Its files: Edit Profile's photo, registration's resale tax exempt form (src/infrastructure/http/profile.http.ts). */
export const PROFILE_FILE_FIELDS = ['photo', 'resaleFile'];
/** The roles registration offers (REGISTRATION_ROLES): never ADMIN. */
export const BUYER_ROLES = ['DEALER', 'DISTRIBUTOR', 'CONTRACTOR'];

const badRequest = (refusal) => ({ status: 400, error: 'Bad Request', refusal });

/**
 * PATCH /user as the shop sends it, or why not: a multipart form of PROFILE_TEXT_FIELDS and PROFILE_FILE_FIELDS,
 * each once; `role` one of BUYER_ROLES, and changed only while the account (GET /user with the caller's token,
 * `readAccount`) is not yet approved: the backend's own check takes any role it knows, ADMIN among them, and its
 * prices and admin guard trust the stored role. The form passed on is the one checked, encoded afresh, so the
 * backend's parser cannot read a part this one did not.
 */
export async function checkedProfileUpdate(headers, body, readAccount) {
  const type = headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return badRequest('PATCH /user takes a multipart form');
  let form;
  try {
    form = await new Request('http://api-proxy.invalid/user', { method: 'PATCH', headers: { 'content-type': type }, body }).formData();
  } catch {
    return badRequest('The form could not be read');
  }
  const checked = new FormData();
  for (const [name, value] of form) {
    const allowed = typeof value === 'string' ? PROFILE_TEXT_FIELDS : PROFILE_FILE_FIELDS;
    if (!allowed.includes(name)) return badRequest(`The field ${name} is not taken`);
    if (checked.has(name)) return badRequest(`The field ${name} is sent more than once`);
    checked.append(name, value);
  }
  const role = checked.get('role');
  if (role !== null) {
    if (!BUYER_ROLES.includes(role)) return badRequest('The role is not one a buyer may choose');
    const account = await readAccount();
    if ('status' in account) return { status: account.status, error: account.error, refusal: 'The account could not be read' };
    if (account.approved === true && account.role !== role) return badRequest('An approved account\'s role is not changed here');
  }
  const encoded = new Request('http://api-proxy.invalid/user', { method: 'PATCH', body: checked });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

/** GET /user with `authorization`: the account's `{ approved, role }`, or the backend's refusal `{ status }`. */
async function accountOf(backendBase, authorization, signal) {
  const answer = await fetch(`${backendBase}/user`, {
    headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
    signal,
  });
  if (!answer.ok) return { status: answer.status === 401 || answer.status === 403 ? answer.status : 502, error: 'The account could not be read' };
  const profile = await answer.json();
  return { approved: profile?.approved, role: profile?.role };
}

/** `/api`, `/api/…` and `/api?…` are the API's; `/apiary` is not. */
export function underPrefix(prefix, path) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

function answerJson(response, status, body, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}
