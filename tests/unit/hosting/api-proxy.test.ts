import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (it is deployed as it is, without a build)
import { BUYER_ROLES, createApiProxy, PROFILE_FILE_FIELDS, PROFILE_TEXT_FIELDS, SHOP_CALLS, shopCall } from '../../../deploy/api-proxy/api-proxy.mjs';
import { EDITABLE_PROFILE_FIELDS } from '../../../src/domain/accounts/profile-edit';
import { emptyRegistrationForm, REGISTRATION_ROLES, registrationFields, type RegistrationForm } from '../../../src/domain/accounts/registration';
// @ts-expect-error: a plain .mjs script without types
import { startStaticHost } from '../../../deploy/static-host.mjs';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The hosted backend, standing in: it records what reached it and answers as `answer` says. */
async function startBackend(answer: Answer) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      answer(request, response);
    });
  });
  return { url: await listen(server), received, server };
}

interface ProxyOptions {
  backendUrl: string;
  deadlineMs?: number;
  uploadDeadlineMs?: number;
  bodyLimitBytes?: number;
}

/** The proxy, its failures logged into `logged`. */
async function startProxy(options: ProxyOptions) {
  const logged: string[] = [];
  const server = createServer(createApiProxy({ prefix: '/api', log: (line: string) => logged.push(line), ...options }));
  return { url: await listen(server), server, logged };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => (_, response) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

describe('the API proxy that serves the backend on the shop\'s origin', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
  });
  async function proxyTo(answer: Answer, { basePath = '', ...options }: Omit<ProxyOptions, 'backendUrl'> & { basePath?: string } = {}) {
    const backend = await startBackend(answer);
    const proxy = await startProxy({ backendUrl: backend.url + basePath, ...options });
    servers.push(backend.server, proxy.server);
    return { backend, proxy };
  }

  it('passes a buyer\'s GET on without the prefix, with the query and the token, and brings the answer back', async () => {
    const { backend, proxy } = await proxyTo(json(200, { data: [{ id: 1, name: 'Aurora Brass Path Light' }] }));
    const response = await fetch(`${proxy.url}/api/products?state=ACTIVE&skip=0&take=40`, { headers: { Authorization: 'Bearer buyer-token', Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ id: 1, name: 'Aurora Brass Path Light' }] });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const [call] = backend.received;
    expect(call).toMatchObject({ method: 'GET', url: '/products?state=ACTIVE&skip=0&take=40' });
    expect(call!.headers.authorization).toBe('Bearer buyer-token');
    expect(call!.headers.host).toBe(new URL(backend.url).host);
    expect(call!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call!.headers['x-forwarded-proto']).toBe('http');
  });

  it('marks an answer without caching rules private, so the hosting\'s CDN never keeps a buyer\'s prices', async () => {
    const { proxy } = await proxyTo(json(200, { price: 14.5 }));
    expect((await fetch(`${proxy.url}/api/products/1`)).headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the backend\'s own caching rules', async () => {
    const { proxy } = await proxyTo(json(200, [], { 'Cache-Control': 'public, max-age=60' }));
    expect((await fetch(`${proxy.url}/api/category`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('passes a POST\'s body and the backend\'s status on as they are', async () => {
    const { backend, proxy } = await proxyTo(json(201, { id: 57, status: 'PENDING' }));
    const order = { items: [{ productId: 1, quantity: 3 }], poNumber: 'JOB-114' };
    const response = await fetch(`${proxy.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 57, status: 'PENDING' });
    expect(backend.received[0]).toMatchObject({ method: 'POST', url: '/orders', body: JSON.stringify(order) });
    expect(backend.received[0]!.headers['content-type']).toBe('application/json');
  });

  it('passes the backend\'s refusal on unchanged', async () => {
    const { proxy } = await proxyTo(json(403, { statusCode: 403, message: 'Forbidden resource' }));
    const response = await fetch(`${proxy.url}/api/user`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, message: 'Forbidden resource' });
  });

  it('adds the path of a backend served below its origin\'s root', async () => {
    const { backend, proxy } = await proxyTo(json(200, {}), { basePath: '/v1' });
    await fetch(`${proxy.url}/api/wallet/uid-7`, { headers: { Authorization: idToken('uid-7') } });
    expect(backend.received[0]!.url).toBe('/v1/wallet/uid-7');
  });

  it.each([
    ['GET', '/apiary'],
    ['GET', '/products'],
    ['GET', '/'],
    ['GET', '/api'],
    ['GET', '/api/api'],
    ['GET', '/api/API'],
    ['GET', '/api/api-json'],
    ['GET', '/api/Api-Json'],
    ['GET', '/api/api-yaml'],
    ['GET', '/api/API-YAML'],
    ['GET', '/api/api/swagger-ui.css'],
    ['GET', '/api/user/users'],
    ['GET', '/api/USER/users'],
    ['GET', '/api/User'],
    ['GET', '/api/user/'],
    ['GET', '/api/user/some-uid'],
    ['POST', '/api/user/admin/some-uid'],
    ['POST', '/api/user/users/some-uid/approve'],
    ['GET', '/api/user/export/excel'],
    ['DELETE', '/api/user'],
    ['POST', '/api/products'],
    ['GET', '/api/orders'],
    ['GET', '/api/products/../user/users'],
    ['GET', '/api/products/%2e%2e%2Fuser%2Fusers'],
    ['GET', '/api/wallet/..'],
    ['GET', '/api/wallet/a%2Fb'],
    ['GET', '/api//user'],
    ['HEAD', '/api/user'],
    ['OPTIONS', '/api/user'],
  ])('answers %s %s, a call the shop never makes, 404 without asking the backend', async (method, path) => {
    const { backend, proxy } = await proxyTo(json(200, {}));
    const response = await rawRequest(proxy.url, method, path);
    expect(response.status).toBe(404);
    if (method !== 'HEAD') expect(JSON.parse(response.body)).toEqual({ statusCode: 404, message: 'Not Found' });
    expect(backend.received).toEqual([]);
  });

  it('passes each call of the table on, with a query', async () => {
    const { backend, proxy } = await proxyTo(json(200, { user: { id: 'Xk3uid_7-a' } }));
    for (const [method, pattern] of SHOP_CALLS as [string, string][]) {
      const path = `/api${sample(pattern)}?skip=0&take=20`;
      const response = await rawRequest(proxy.url, method, path, method === 'GET' || method === 'DELETE' ? undefined : '{}', idToken('Xk3uid_7-a'));
      // PATCH /user has its own checks (a multipart form); here it is refused for its JSON body, not for its path.
      if (method === 'PATCH' && pattern === '/user') continue;
      expect(response.status, `${method} ${path}`).toBe(200);
    }
    expect(backend.received.map((call) => `${call.method} ${call.url}`)).toContain('PATCH /wallet/verify-payment/cs_test_a1/STRIPE?skip=0&take=20');
  });

  it('answers 502 when the backend cannot be reached, and logs the call by its pattern: no token, query or id', async () => {
    const down = createServer();
    const url = await listen(down);
    await close(down);
    const proxy = await startProxy({ backendUrl: url });
    servers.push(proxy.server);
    const response = await fetch(`${proxy.url}/api/orders/57?token=secret-query-token`, { headers: { Authorization: 'Bearer buyer-token' } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ statusCode: 502, message: 'Bad Gateway' });
    expect(proxy.logged).toEqual(['api proxy: GET /orders/:id: ECONNREFUSED']);
  });

  it('logs an answer of the backend\'s own failure (5xx) by the call\'s pattern, and passes it on', async () => {
    const backend = await startBackend(json(500, { statusCode: 500, message: 'Internal server error' }));
    const proxy = await startProxy({ backendUrl: backend.url });
    servers.push(backend.server, proxy.server);
    const response = await fetch(`${proxy.url}/api/wallet/Xk3uid_7-a?token=secret-query-token`, { headers: { Authorization: idToken('Xk3uid_7-a') } });
    expect(response.status).toBe(500);
    expect(proxy.logged).toEqual(['api proxy: GET /wallet/:uid: the backend answered 500']);
  });

  it('answers 504 when the backend does not answer by the call\'s deadline, and logs it without the token', async () => {
    const backend = await startBackend(() => {});
    const proxy = await startProxy({ backendUrl: backend.url, deadlineMs: 150 });
    servers.push(backend.server, proxy.server);
    const started = Date.now();
    const response = await fetch(`${proxy.url}/api/orders/my-orders?skip=0`, { headers: { Authorization: 'Bearer buyer-token' } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ statusCode: 504, message: 'Gateway Timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(proxy.logged).toEqual(['api proxy: GET /orders/my-orders: no answer within 150 ms']);
    backend.server.closeAllConnections();
  });

  it('logs nothing when the buyer leaves before the backend answers (no deadline was missed)', async () => {
    const backend = await startBackend((_, response) => setTimeout(() => response.end('[]'), 300));
    const proxy = await startProxy({ backendUrl: backend.url, deadlineMs: 5000 });
    servers.push(backend.server, proxy.server);
    await expect(fetch(`${proxy.url}/api/orders/my-orders`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(proxy.logged).toEqual([]);
    proxy.server.closeAllConnections();
  });

  it.each(['Bearer id uid-7', 'id uid-7', 'Bearer iduid-7', 'idBearer uid-7'])(
    'answers 401 to %j, which the backend takes as that account with no token, without passing it on',
    async (authorization) => {
      const { backend, proxy } = await proxyTo(json(200, { id: 'uid-7' }));
      for (const path of ['/api/user', '/api/orders/my-orders', '/api/products']) {
        const response = await fetch(`${proxy.url}${path}`, { headers: { Authorization: authorization } });
        expect(response.status, path).toBe(401);
      }
      expect(backend.received).toEqual([]);
    },
  );

  it('answers 504 to a client whose body never ends, without reaching the backend', async () => {
    const { backend, proxy } = await proxyTo(json(201, {}), { deadlineMs: 150 });
    const { hostname, port } = new URL(proxy.url);
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest({ hostname, port, method: 'POST', path: '/api/orders', headers: { 'content-type': 'application/json', 'content-length': '100' } }, (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
      });
      sent.on('error', reject);
      sent.write('{"items":');
    });
    expect(status).toBe(504);
    expect(backend.received).toEqual([]);
  });

  it('cuts an answer whose body stalls past the deadline', async () => {
    const { proxy } = await proxyTo((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"data":[');
    }, { deadlineMs: 150 });
    const response = await fetch(`${proxy.url}/api/products`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('gives PATCH /user, which carries uploads, the upload deadline', async () => {
    const { proxy } = await proxyTo((_, response) => setTimeout(() => json(200, { id: 'uid-7' })(_, response), 300), { deadlineMs: 100, uploadDeadlineMs: 3000 });
    const form = new FormData();
    form.append('name', 'Ada');
    expect((await fetch(`${proxy.url}/api/user`, { method: 'PATCH', body: form })).status).toBe(200);
  });

  it('replaces the client\'s forwarding headers with what the proxy saw, and passes no method override on', async () => {
    const { backend, proxy } = await proxyTo(json(200, {}));
    await fetch(`${proxy.url}/api/user`, {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'admin.example',
        'X-Forwarded-Port': '443',
        Forwarded: 'for=203.0.113.9;proto=https;host=admin.example',
        'X-Real-IP': '203.0.113.9',
        'X-HTTP-Method-Override': 'DELETE',
        Authorization: 'Bearer buyer-token',
      },
    });
    const { headers } = backend.received[0]!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    for (const name of ['x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip', 'x-http-method-override']) expect(headers[name], name).toBeUndefined();
    expect(headers.authorization).toBe('Bearer buyer-token');
  });

  it('answers a client that waits for 100-continue, and sends the body on whole without Expect', async () => {
    const { backend, proxy } = await proxyTo(json(201, { id: 57 }));
    const { hostname, port } = new URL(proxy.url);
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ items: [] });
      const sent = httpRequest({ hostname, port, method: 'POST', path: '/api/orders', headers: { 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' } }, (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
      });
      sent.on('continue', () => sent.end(body));
      sent.on('error', reject);
    });
    expect(status).toBe(201);
    expect(backend.received[0]).toMatchObject({ body: '{"items":[]}' });
    expect(backend.received[0]!.headers.expect).toBeUndefined();
  });

  it('passes GET /wallet/{uid} on only for the account the token names (the backend answers any account\'s wallet)', async () => {
    const { backend, proxy } = await proxyTo(json(200, { balance: 10000 }));
    expect((await fetch(`${proxy.url}/api/wallet/uid-7`, { headers: { Authorization: idToken('uid-7') } })).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/wallet/uid-7?x=1`, { headers: { Authorization: idToken('uid-7', 'sub') } })).status).toBe(200);
    for (const authorization of [idToken('uid-8'), 'Bearer not-a-token', 'Bearer a.b.c', '']) {
      const response = await fetch(`${proxy.url}/api/wallet/uid-7`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status, authorization).toBe(404);
    }
    expect(backend.received.map((call) => call.url)).toEqual(['/wallet/uid-7', '/wallet/uid-7?x=1']);
  });

  it('passes GET /orders/{id} on only when the order\'s owner is the account the token names (the backend answers any order)', async () => {
    const order = { id: 57, status: 'CONFIRMED', total: 742.76, user: { id: 'uid-7', email: 'buyer@example.com' } };
    const { backend, proxy } = await proxyTo(json(200, order));
    const own = await fetch(`${proxy.url}/api/orders/57`, { headers: { Authorization: idToken('uid-7'), 'Accept-Encoding': 'gzip' } });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(order);
    expect(backend.received[0]!.headers['accept-encoding']).toBe('identity');
    for (const authorization of [idToken('uid-8'), 'Bearer opaque', '']) {
      const other = await fetch(`${proxy.url}/api/orders/57`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(other.status, authorization).toBe(404);
      expect(await other.json()).toEqual({ statusCode: 404, message: 'Order not found' });
    }
  });

  it('answers 404 for an order that names no owner, and passes the backend\'s refusals on as they are', async () => {
    const { proxy } = await proxyTo((request, response) =>
      request.url === '/orders/1' ? json(200, { id: 1 })(request, response) : json(500, {})(request, response),
    );
    expect((await fetch(`${proxy.url}/api/orders/1`, { headers: { Authorization: idToken('uid-7') } })).status).toBe(404);
    const missing = await fetch(`${proxy.url}/api/orders/2`, { headers: { Authorization: idToken('uid-7') } });
    expect(missing.status).toBe(500);
    expect(await missing.json()).toEqual({});
  });

  it('answers 413 to a body over the limit, said or sent, without passing it on', async () => {
    const { backend, proxy } = await proxyTo(json(201, {}), { bodyLimitBytes: 1000 });
    const said = await fetch(`${proxy.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(1001) });
    expect(said.status).toBe(413);
    expect(await said.json()).toEqual({ statusCode: 413, message: 'Payload Too Large' });
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(300)));
        controller.close();
      },
    });
    const sent = await fetch(`${proxy.url}/api/orders`, { method: 'POST', body: chunks, duplex: 'half' } as RequestInit);
    expect(sent.status).toBe(413);
    expect(backend.received).toEqual([]);
    const within = await fetch(`${proxy.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(1000) });
    expect(within.status).toBe(201);
  });

  it('refuses a backend address that is not http(s)', () => {
    expect(() => createApiProxy({ backendUrl: 'ftp://backend.example' })).toThrow('BACKEND_URL: not an http(s) URL (ftp://backend.example)');
  });
});

/** An Authorization header with an ID token for `uid`, as the sign-in service's are shaped (unsigned here). */
function idToken(uid: string, claim: 'user_id' | 'sub' = 'user_id'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'RS256' })}.${part({ [claim]: uid, email: 'buyer@example.com' })}.signature`;
}

/** A table pattern with a value in each parameter, as the shop would send it. */
function sample(pattern: string): string {
  const values: Record<string, string> = { id: '57', uid: 'Xk3uid_7-a', sessionId: 'cs_test_a1', gateway: 'STRIPE' };
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name]!);
}

/** A request as a client may send it, path unnormalised (fetch would resolve `..` before sending). */
function rawRequest(base: string, method: string, path: string, body?: string, authorization?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(authorization ? { authorization } : {}) };
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, method, path, headers }, (answer) => {
      let text = '';
      answer.on('data', (chunk) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const HTTP_ADAPTERS = 'src/infrastructure/http';
const CLIENT_METHODS: Record<string, string> = { get: 'GET', postJson: 'POST', patchJson: 'PATCH', delete: 'DELETE', patchForm: 'PATCH' };
/** Client methods that send nothing: `kept` reads the device's copy of a GET the adapters also send. */
const DEVICE_ONLY_METHODS = new Set(['kept']);

/**
 * Every `this.http.<method>(path, …)` of the HTTP adapters, as `METHOD /path/:param` (a template's `${…}` a
 * parameter); a path held in a `const path` is read from its declaration above the call.
 */
function adapterCalls(): Set<string> {
  const calls = new Set<string>();
  for (const file of readdirSync(HTTP_ADAPTERS).filter((name) => name.endsWith('.http.ts'))) {
    const source = readFileSync(join(HTTP_ADAPTERS, file), 'utf8');
    for (const call of source.matchAll(/this\.http\.(\w+)(?:<[^>]*>)?\(\s*(?:(['`])([^'`]*)\2|(\w+))/g)) {
      const [, clientMethod, , literal, variable] = call;
      if (DEVICE_ONLY_METHODS.has(clientMethod!)) continue;
      let path = literal;
      if (variable) {
        const declarations = [...source.slice(0, call.index).matchAll(new RegExp(`const ${variable} = (['\`])([^'\`]*)\\1`, 'g'))];
        path = declarations.at(-1)?.[2];
      }
      expect(path, `${file}: the path of this.http.${clientMethod}`).toBeDefined();
      expect(CLIENT_METHODS[clientMethod!], `${file}: this.http.${clientMethod}`).toBeDefined();
      calls.add(`${CLIENT_METHODS[clientMethod!]} ${path!.replace(/\$\{[^}]*\}/g, ':param')}`);
    }
  }
  return calls;
}

describe('the proxy\'s table of the shop\'s calls', () => {
  it('holds every call the HTTP adapters make, and nothing they do not', () => {
    const table = new Set((SHOP_CALLS as [string, string][]).map(([method, pattern]) => `${method} ${pattern.replace(/:[A-Za-z]+/g, ':param')}`));
    const adapters = adapterCalls();
    expect(adapters.size).toBeGreaterThan(15);
    expect([...table].sort()).toEqual([...adapters].sort());
  });

  it('allows each call with its parameters filled in as the adapters fill them, and nothing in another letter case', () => {
    for (const [method, pattern] of SHOP_CALLS as [string, string][]) {
      expect(shopCall(method, sample(pattern)), `${method} ${pattern}`).toBeDefined();
      expect(shopCall(method, sample(pattern).toUpperCase()), `${method} ${pattern} upper-cased`).toBeUndefined();
      expect(shopCall(method.toLowerCase(), sample(pattern)), `${method.toLowerCase()} ${pattern}`).toBeUndefined();
    }
    expect(shopCall('GET', '/products/1.5')).toBeUndefined();
    expect(shopCall('GET', '/wallet/uid%2F..')).toBeUndefined();
  });
});

/** A registration form filled in throughout, as a buyer may send it. */
const fullRegistration: RegistrationForm = {
  ...emptyRegistrationForm,
  ...Object.fromEntries(Object.keys(emptyRegistrationForm).map((field) => [field, `${field} value`])),
  role: 'CONTRACTOR',
  gender: 'Male',
  birthDate: '1990-04-12',
  sameAsBilling: false,
  resaleFile: null,
};

/** A multipart form as HttpProfile sends it (profile.http.ts: the text fields, then the file). */
function profileForm(fields: Record<string, string>, file?: { field: string; name: string; content: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new File([file.content], file.name, { type: 'text/plain' }));
  return form;
}

/** The backend's side of PATCH /user: GET /user answers `account`; PATCH /user answers 200. */
const profileBackend = (account: { approved: boolean | null; role: string }): Answer => (request, response) => {
  if (request.method === 'GET') json(200, { id: 'uid-7', email: 'buyer@example.com', ...account })(request, response);
  else json(200, { id: 'uid-7', ...account })(request, response);
};

async function formOf(call: Received): Promise<[string, string][]> {
  const form = await new Request('http://backend.test/', { method: 'POST', headers: { 'content-type': String(call.headers['content-type']) }, body: call.body }).formData();
  return [...form].map(([name, value]) => [name, typeof value === 'string' ? value : `file ${value.name}: ${value.size} bytes`]);
}

describe('PATCH /user through the proxy: only the fields the shop sends, and a role only as registration sends it', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
  });
  async function proxyTo(account: { approved: boolean | null; role: string }) {
    const backend = await startBackend(profileBackend(account));
    const proxy = await startProxy({ backendUrl: backend.url });
    servers.push(backend.server, proxy.server);
    const patch = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${proxy.url}/api/user`, { method: 'PATCH', headers: { Authorization: 'Bearer buyer-token', ...headers }, body });
    return { backend, patch };
  }
  const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });

  it('takes exactly the text fields registration and Edit Profile send, the roles registration offers and their two files', () => {
    const sent = new Set([...Object.keys(registrationFields(fullRegistration)), ...EDITABLE_PROFILE_FIELDS]);
    expect([...PROFILE_TEXT_FIELDS].sort()).toEqual([...sent].sort());
    expect([...BUYER_ROLES].sort()).toEqual([...REGISTRATION_ROLES].sort());
    expect(BUYER_ROLES).not.toContain('ADMIN');
    expect([...PROFILE_FILE_FIELDS].sort()).toEqual(['photo', 'resaleFile']);
  });

  it('passes registration on, role and resale form as sent, once GET /user with the same token says the account is not approved', async () => {
    const { backend, patch } = await proxyTo({ approved: null, role: 'user' });
    const fields = registrationFields(fullRegistration);
    const response = await patch(profileForm(fields, { field: 'resaleFile', name: 'resale.pdf', content: '%PDF-1.4 resale' }));
    expect(response.status).toBe(200);
    expect(backend.received.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /user', 'PATCH /user']);
    expect(backend.received[0]!.headers.authorization).toBe('Bearer buyer-token');
    expect(backend.received[1]!.headers.authorization).toBe('Bearer buyer-token');
    expect(await formOf(backend.received[1]!)).toEqual([...Object.entries(fields), ['resaleFile', 'file resale.pdf: 15 bytes']]);
    expect(fields.role).toBe('CONTRACTOR');
  });

  it('passes Edit Profile on with its photo, without asking for the account (no role in it)', async () => {
    const { backend, patch } = await proxyTo({ approved: true, role: 'CONTRACTOR' });
    const response = await patch(profileForm({ name: 'Ada', phone: '555-0100', city: 'Austin' }, { field: 'photo', name: 'me.png', content: 'png bytes' }));
    expect(response.status).toBe(200);
    expect(backend.received.map((call) => call.method)).toEqual(['PATCH']);
    expect(await formOf(backend.received[0]!)).toEqual([['name', 'Ada'], ['phone', '555-0100'], ['city', 'Austin'], ['photo', 'file me.png: 9 bytes']]);
  });

  it('refuses role=ADMIN without reaching the backend', async () => {
    const { backend, patch } = await proxyTo({ approved: null, role: 'user' });
    expect(await refusal(await patch(profileForm({ name: 'Ada', role: 'ADMIN' })))).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'The role is not one a buyer may choose' },
    });
    expect(backend.received).toEqual([]);
  });

  it.each(['admin', 'user', 'USER', 'dealer', ''])('refuses role=%j, not one registration offers', async (role) => {
    const { backend, patch } = await proxyTo({ approved: null, role: 'user' });
    expect((await patch(profileForm({ role }))).status).toBe(400);
    expect(backend.received).toEqual([]);
  });

  it('refuses an approved contractor\'s role=DISTRIBUTOR (another price tier), having asked GET /user', async () => {
    const { backend, patch } = await proxyTo({ approved: true, role: 'CONTRACTOR' });
    expect(await refusal(await patch(profileForm({ role: 'DISTRIBUTOR' })))).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'An approved account\'s role is not changed here' },
    });
    expect(backend.received.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /user']);
  });

  it('passes an approved account\'s own role on (registration sent again changes nothing)', async () => {
    const { backend, patch } = await proxyTo({ approved: true, role: 'CONTRACTOR' });
    expect((await patch(profileForm({ role: 'CONTRACTOR', name: 'Ada' }))).status).toBe(200);
    expect(backend.received.map((call) => call.method)).toEqual(['GET', 'PATCH']);
  });

  it('passes on the backend\'s refusal of the token when the account cannot be read, and nothing more', async () => {
    const backend = await startBackend(json(403, { statusCode: 403, message: 'Forbidden resource' }));
    const proxy = await startProxy({ backendUrl: backend.url });
    servers.push(backend.server, proxy.server);
    const response = await fetch(`${proxy.url}/api/user`, { method: 'PATCH', body: profileForm({ role: 'DEALER' }) });
    expect(response.status).toBe(403);
    expect(backend.received.map((call) => call.method)).toEqual(['GET']);
  });

  it.each([
    ['a field the shop never sends', profileForm({ name: 'Ada', allowCredit: 'true' }), 'The field allowCredit is not taken'],
    ['a field the backend takes but the shop never sends', profileForm({ howYouHearAboutUs: 'a friend' }), 'The field howYouHearAboutUs is not taken'],
    ['a text field sent as a file', profileForm({}, { field: 'role', name: 'role.txt', content: 'ADMIN' }), 'The field role is not taken'],
    ['a file under a text field\'s name', profileForm({}, { field: 'name', name: 'n.txt', content: 'x' }), 'The field name is not taken'],
    ['a file field sent as text', profileForm({ photo: 'https://elsewhere.example/p.png' }), 'The field photo is not taken'],
    ['a role sent twice', profileForm({ role: 'DEALER' }, undefined), null],
  ])('refuses %s (400) without reaching the backend', async (_, form, message) => {
    const { backend, patch } = await proxyTo({ approved: null, role: 'user' });
    if (message === null) form.append('role', 'ADMIN');
    const response = await refusal(await patch(form));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message ?? 'The field role is sent more than once');
    expect(backend.received).toEqual([]);
  });

  it.each([
    ['JSON', JSON.stringify({ role: 'ADMIN' }), 'application/json'],
    ['a URL-encoded form', 'role=ADMIN', 'application/x-www-form-urlencoded'],
    ['a broken multipart form', '--x\r\nContent-Disposition: form-data; name="role"\r\n\r\nADMIN', 'multipart/form-data; boundary=y'],
  ])('refuses %s (400): the shop sends a multipart form', async (_, body, type) => {
    const { backend, patch } = await proxyTo({ approved: null, role: 'user' });
    expect((await patch(body, { 'Content-Type': type })).status).toBe(400);
    expect(backend.received).toEqual([]);
  });

  it('passes on the form it checked, encoded afresh, so the backend reads no part the proxy did not', async () => {
    const { backend, patch } = await proxyTo({ approved: null, role: 'user' });
    const boundary = 'shop-boundary';
    const part = (name: string, value: string) => [`--${boundary}`, `Content-Disposition: form-data; name="${name}"`, '', value];
    const form = [...part('name', 'Ada'), `--${boundary}--`, ''].join('\r\n');
    expect((await patch(form, { 'Content-Type': `multipart/form-data; boundary=${boundary}` })).status).toBe(200);
    expect(await formOf(backend.received[0]!)).toEqual([['name', 'Ada']]);
    expect(backend.received[0]!.headers['content-type']).not.toContain(boundary);
    // A part after the closing boundary, which another parser might read: refused, or left out; never passed on.
    const smuggled = [...part('name', 'Ada'), `--${boundary}--`, ...part('role', 'ADMIN'), `--${boundary}--`, ''].join('\r\n');
    const answer = await patch(smuggled, { 'Content-Type': `multipart/form-data; boundary=${boundary}` });
    expect([200, 400]).toContain(answer.status);
    expect(backend.received.map((call) => call.body).join('')).not.toContain('ADMIN');
  });
});

describe('the static host, with the API on the shop\'s origin', () => {
  let outDir: string;
  let backend: Awaited<ReturnType<typeof startBackend>>;
  let host: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'static-host-api-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>shop</title>');
    backend = await startBackend(json(200, { id: 1 }));
    host = await startStaticHost({ outDir, api: { prefix: '/api', backendUrl: backend.url } });
  });
  afterAll(async () => {
    await host.close();
    await close(backend.server);
    rmSync(outDir, { recursive: true, force: true });
  });

  it('sends /api calls to the backend through the proxy and every other path to the app', async () => {
    expect(await (await fetch(`${host.url}/api/products/1`)).json()).toEqual({ id: 1 });
    expect(backend.received.map((call) => call.url)).toEqual(['/products/1']);
    expect(await (await fetch(`${host.url}/products`)).text()).toBe('<!doctype html><title>shop</title>');
  });
});
