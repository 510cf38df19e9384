// The shop's API on its own origin: Firebase Hosting passes `/api/*` to this service (a Cloud Run rewrite keeps
// the path), which sends each call on to the hosted backend without the prefix. Same-origin calls need no CORS
// preflight and no second connection, so a signed-in buyer's first calls leave one round trip sooner (README,
// Hosting). No dependencies: only Node's own http and https.
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

/** The backend may be slow, never silent for ever: after this the buyer sees the shop's message for a failed call. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * A request handler for `prefix` ("/api"): `/api/products?take=40` is sent to `${backendUrl}/products?take=40`,
 * with its method, headers (the buyer's token among them) and body, and the backend's answer comes back as it is.
 * A path outside the prefix, or a call the shop never makes (SHOP_CALLS), answers 404; a backend that cannot be reached, 502;
 * both as JSON, as the backend answers.
 */
export function createApiProxy({ backendUrl, prefix = '/api', timeoutMs = UPSTREAM_TIMEOUT_MS }) {
  const backend = new URL(backendUrl);
  if (backend.protocol !== 'https:' && backend.protocol !== 'http:') throw new Error(`BACKEND_URL: not an http(s) URL (${backendUrl})`);
  const basePath = backend.pathname.replace(/\/+$/, '');
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;
  return (request, response) => {
    const path = request.url ?? '/';
    const rest = path.slice(prefix.length);
    const backendPath = rest.startsWith('/') ? rest : `/${rest}`;
    if (!underPrefix(prefix, path) || !shopCall(request.method, backendPath.split('?')[0])) {
      answerJson(response, 404, { statusCode: 404, message: 'Not Found' });
      return;
    }
    const headers = {
      ...passedOn(request.headers),
      'x-forwarded-for': [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', '),
      'x-forwarded-proto': request.headers['x-forwarded-proto'] ?? (request.socket.encrypted ? 'https' : 'http'),
    };
    const upstream = send(
      { protocol: backend.protocol, hostname: backend.hostname, port: backend.port, method: request.method, path: basePath + backendPath, headers, timeout: timeoutMs },
      (answer) => {
        const answerHeaders = passedOn(answer.headers);
        // A buyer's prices and orders must never be kept by the hosting's CDN for someone else.
        if (!answerHeaders['cache-control']) answerHeaders['cache-control'] = 'private, no-store';
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('the backend did not answer in time')));
    upstream.on('error', () => {
      if (!response.headersSent) answerJson(response, 502, { statusCode: 502, message: 'Bad Gateway' });
      else response.destroy();
    });
    // A buyer who leaves mid-call: the backend's side is closed too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}

/** `/api`, `/api/…` and `/api?…` are the API's; `/apiary` is not. */
export function underPrefix(prefix, path) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

function answerJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
