import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { clientErrorMessageOf, createHttpClient, SERVER_MESSAGE_MAX_LENGTH, type HttpClient } from '../../src/infrastructure/http/http-client';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../../src/infrastructure/http/request-timeouts';
import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_PROPERTY, type EarlyCall } from '../../src/infrastructure/http/early-calls';
import { API, FakeIdentity, backendErrorOf, expectKind, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';

const { log, server, answer, answerWrite, replay } = mockBackend();
const anything = z.unknown();

function clientWith(identity: FakeIdentity, onUnauthorized = vi.fn()) {
  return { client: createHttpClient(API, identity, { onUnauthorized }), onUnauthorized };
}

/** The three kinds of request the adapters make. */
const requests: [string, (http: HttpClient) => Promise<unknown>][] = [
  ['GET', (http) => http.get('/user', anything)],
  ['POST', (http) => http.postJson('/orders', {})],
  ['PATCH', (http) => http.patchForm('/user', new FormData(), anything)],
];

function refuseEverything(status = 401) {
  server.use(http.all(`${API}/*`, () => HttpResponse.json({ message: 'Token expired' }, { status })));
}

describe('a refused token (401, or this backend’s 403 "Forbidden resource")', () => {
  it.each(requests)('on a %s with a token: one retry with a forced refresh, then onUnauthorized exactly once', async (_method, send) => {
    refuseEverything();
    const identity = new FakeIdentity();
    const { client, onUnauthorized } = clientWith(identity);
    const error = await expectKind(send(client), 'unauthorized');
    expect(error.message).toBe('Token expired');
    expect(identity.forcedRefreshes).toBe(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a real 403 "Forbidden resource" to a request with a token, refused again after the refresh, signs out with its message', async () => {
    replay('user-bad-token');
    const identity = new FakeIdentity('stale-token', 'fresh-token');
    const { client, onUnauthorized } = clientWith(identity);
    const error = await expectKind(client.get('/user', anything), 'unauthorized');
    expect({ message: error.message, status: error.status, serverMessage: error.serverMessage }).toEqual({
      message: 'Forbidden resource',
      status: 403,
      serverMessage: 'Forbidden resource',
    });
    expect(log.seen.map((request) => request.authorization)).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])('a %i cured by the refreshed token is answered as if nothing happened', async (status) => {
    server.use(
      http.get(`${API}/user`, ({ request }) => {
        log.record(request);
        return request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({ id: 'u-1' })
          : HttpResponse.json(realAnswer('user-bad-token').body as never, { status });
      }),
    );
    const { client, onUnauthorized } = clientWith(new FakeIdentity('stale-token', 'fresh-token'));
    expect(await client.get('/user', anything)).toEqual({ id: 'u-1' });
    expect(log.seen.map((request) => request.authorization)).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refresh that finds nobody signed in reports the refusal without a retry', async () => {
    refuseEverything(403);
    const { client, onUnauthorized } = clientWith(new FakeIdentity('stale-token', null));
    await expectKind(client.get('/user', anything), 'unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a refresh that cannot reach the sign-in service keeps the session: the refusal is reported as an error only', async () => {
    refuseEverything(403);
    const identity = new FakeIdentity();
    identity.idToken = async (options) => {
      if (options?.forceRefresh) throw new Error('auth/network-request-failed');
      return 'token-123';
    };
    const { client, onUnauthorized } = clientWith(identity);
    await expectKind(client.get('/user', anything), 'unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('the multipart body is sent again on the retry', async () => {
    const bodies: string[] = [];
    server.use(
      http.patch(`${API}/user`, async ({ request }) => {
        bodies.push(String((await request.formData()).get('name')));
        return request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({ id: 'u-1' })
          : HttpResponse.json({}, { status: 403 });
      }),
    );
    const form = new FormData();
    form.append('name', 'Dana');
    const { client } = clientWith(new FakeIdentity('stale-token', 'fresh-token'));
    await client.patchForm('/user', form, anything);
    expect(bodies).toEqual(['Dana', 'Dana']);
  });

  it.each(requests)('on a %s sent without a token: no refresh, no onUnauthorized', async (_method, send) => {
    refuseEverything(403);
    const identity = new FakeIdentity(null);
    const { client, onUnauthorized } = clientWith(identity);
    await expectKind(send(client), 'unauthorized');
    expect(identity.forcedRefreshes).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([400, 404, 500])('is never called for a %i', async (status) => {
    const identity = new FakeIdentity();
    const { client, onUnauthorized } = clientWith(identity);
    answer('/user', { message: 'No' }, { status });
    await backendErrorOf(client.get('/user', anything));
    expect(identity.forcedRefreshes).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls it once per refused request', async () => {
    const { client, onUnauthorized } = clientWith(new FakeIdentity());
    answer('/user', {}, { status: 403 });
    await expectKind(client.get('/user', anything), 'unauthorized');
    await expectKind(client.get('/user', anything), 'unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('timeouts', () => {
  // Shortened as the shop's are in proportion: REQUEST_TIMEOUT_MS 20 s, UPLOAD_TIMEOUT_MS 120 s.
  const slowBackend = (ms: number) =>
    server.use(
      http.all(`${API}/*`, async () => {
        await delay(ms);
        return HttpResponse.json({ id: 'u-1' });
      }),
    );
  const client = () => createHttpClient(API, new FakeIdentity(), { timeoutMs: 100, uploadTimeoutMs: 2_000 });

  it('gives a multipart upload longer than other calls: an answer after the ordinary timeout still arrives', async () => {
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    slowBackend(400);
    await expect(client().patchForm('/user', new FormData(), anything)).resolves.toEqual({ id: 'u-1' });
    await expectKind(client().patchJson('/user', {}), 'network');
    await expectKind(client().get('/user', anything), 'network');
  });

  it('still gives up on a multipart upload that never answers', async () => {
    slowBackend(3_000);
    await expectKind(client().patchForm('/user', new FormData(), anything), 'network');
  });
});

describe('error messages: Nest’s serialised exception envelope', () => {
  it('a validation 400 is read from response.message, never "Bad Request Exception"', async () => {
    replay('orders-create-productid-string');
    const { client } = clientWith(new FakeIdentity());
    const error = await expectKind(client.postJson('/orders', {}), 'http');
    expect({ message: error.message, status: error.status, serverMessage: error.serverMessage }).toEqual({
      message: 'items.0.productId must be a number conforming to the specified constraints',
      status: 400,
      serverMessage: 'items.0.productId must be a number conforming to the specified constraints',
    });
  });

  it('a list of messages is joined with "; "', async () => {
    answerWrite('post', '/orders', { response: { message: [' a must be a number ', 'b should not be empty'], error: 'Bad Request', statusCode: 400 }, message: 'Bad Request Exception' }, { status: 400 });
    const { client } = clientWith(new FakeIdentity());
    const error = await expectKind(client.postJson('/orders', {}), 'http');
    expect(error.serverMessage).toBe('a must be a number; b should not be empty');
  });

  it(`a message longer than ${SERVER_MESSAGE_MAX_LENGTH} characters is cut there`, async () => {
    answerWrite('post', '/orders', { response: { message: 'x'.repeat(1000), statusCode: 400 } }, { status: 400 });
    const { client } = clientWith(new FakeIdentity());
    const error = await expectKind(client.postJson('/orders', {}), 'http');
    expect(error.serverMessage).toBe(`${'x'.repeat(SERVER_MESSAGE_MAX_LENGTH - 1)}…`);
  });

  it('a 404 envelope gives kind not-found with its message', async () => {
    replay('wallet-unknown-user');
    const { client } = clientWith(new FakeIdentity());
    const error = await expectKind(client.get('/wallet/no-such-user', anything), 'not-found');
    expect(error.serverMessage).toBe('Wallet not found');
  });

  it('a 500’s text is never a server message (it can be a driver’s or an SQL error)', async () => {
    replay('wallet-verify-stripe');
    const { client } = clientWith(new FakeIdentity());
    const error = await expectKind(client.patchJson('/wallet/verify-payment/cs_test_unknown_session/STRIPE'), 'http');
    expect({ message: error.message, serverMessage: error.serverMessage }).toEqual({ message: 'The backend answered 500', serverMessage: undefined });
    answer('/user', { response: { message: 'duplicate key value violates unique constraint', statusCode: 500 }, message: 'x' }, { status: 500 });
    expect((await backendErrorOf(client.get('/user', anything))).serverMessage).toBeUndefined();
  });
});

describe('postJson', () => {
  it('sends the body as JSON and hands back a JSON answer as it came without a schema', async () => {
    const request = answerWrite('post', '/coupons/validate', { valid: true });
    const { client } = clientWith(new FakeIdentity());
    expect(await client.postJson('/coupons/validate', { code: 'WELCOME10', orderAmount: '120.00' })).toEqual({ valid: true });
    expect(request.sent().headers.get('content-type')).toMatch(/^application\/json/);
    expect(await request.sent().json()).toEqual({ code: 'WELCOME10', orderAmount: '120.00' });
  });

  it('parses the answer with a schema when given one', async () => {
    answerWrite('post', '/coupons/validate', { valid: 'yes' });
    const { client } = clientWith(new FakeIdentity());
    await expectKind(client.postJson('/coupons/validate', {}, z.object({ valid: z.boolean() })), 'malformed');
  });
});

describe("the signed-in buyer's first calls, already sent by the page's first script", () => {
  const earlyCalls = new Map<string, EarlyCall>();
  beforeEach(() => {
    earlyCalls.clear();
    (globalThis as Record<string, unknown>)[EARLY_CALLS_PROPERTY] = earlyCalls;
    return () => delete (globalThis as Record<string, unknown>)[EARLY_CALLS_PROPERTY];
  });
  const early = (url: string, token: string, answer: Promise<Response>, sentAt = performance.now()) => earlyCalls.set(url, { token, sentAt, answer });

  it('a GET with the same URL and token takes that answer, once: the next one goes to the backend', async () => {
    answer('/user', { id: 'from-the-backend' });
    early(`${API}/user`, 'token-123', Promise.resolve(Response.json({ id: 'from-the-first-script' })));
    const { client } = clientWith(new FakeIdentity());
    expect(await client.get('/user', anything)).toEqual({ id: 'from-the-first-script' });
    expect(log.seen).toHaveLength(0);
    expect(await client.get('/user', anything)).toEqual({ id: 'from-the-backend' });
    expect(log.seen).toHaveLength(1);
  });

  it('a call sent with another token is not taken: the request goes with its own', async () => {
    answer('/user', { id: 'from-the-backend' });
    early(`${API}/user`, 'an-older-token', Promise.resolve(Response.json({ id: 'someone-before' })));
    const { client } = clientWith(new FakeIdentity());
    expect(await client.get('/user', anything)).toEqual({ id: 'from-the-backend' });
    expect(log.seen.map((request) => request.authorization)).toEqual(['Bearer token-123']);
  });

  it("an answer older than the page's start (15 s) is not taken: the request goes afresh", async () => {
    answer('/user', { id: 'from-the-backend' });
    early(`${API}/user`, 'token-123', Promise.resolve(Response.json({ id: 'long-ago' })), performance.now() - EARLY_CALL_MAX_AGE_MS - 1);
    const { client } = clientWith(new FakeIdentity());
    expect(await client.get('/user', anything)).toEqual({ id: 'from-the-backend' });
    expect(log.seen).toHaveLength(1);
    expect(earlyCalls.size).toBe(0);
  });

  it('an answer exactly 15 s old is still taken', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(100_000);
    early(`${API}/user`, 'token-123', Promise.resolve(Response.json({ id: 'from-the-first-script' })), 100_000 - EARLY_CALL_MAX_AGE_MS);
    const { client } = clientWith(new FakeIdentity());
    try {
      expect(await client.get('/user', anything)).toEqual({ id: 'from-the-first-script' });
    } finally {
      vi.restoreAllMocks();
    }
    expect(log.seen).toHaveLength(0);
  });

  it('an early call that did not get through is sent again', async () => {
    answer('/user', { id: 'from-the-backend' });
    early(`${API}/user`, 'token-123', Promise.reject(new TypeError('Failed to fetch')));
    const { client } = clientWith(new FakeIdentity());
    expect(await client.get('/user', anything)).toEqual({ id: 'from-the-backend' });
    expect(log.seen).toHaveLength(1);
  });

  it('an early answer refusing the token gets the usual retry with a refreshed one', async () => {
    answer('/user', { id: 'u-1' });
    early(`${API}/user`, 'stale-token', Promise.resolve(Response.json({ message: 'Forbidden resource', statusCode: 403 }, { status: 403 })));
    const identity = new FakeIdentity('stale-token', 'fresh-token');
    const { client, onUnauthorized } = clientWith(identity);
    expect(await client.get('/user', anything)).toEqual({ id: 'u-1' });
    expect(log.seen.map((request) => request.authorization)).toEqual(['Bearer fresh-token']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('only a GET takes one', async () => {
    const request = answerWrite('post', '/user', { saved: true });
    early(`${API}/user`, 'token-123', Promise.resolve(Response.json({ id: 'from-the-first-script' })));
    const { client } = clientWith(new FakeIdentity());
    expect(await client.postJson('/user', {})).toEqual({ saved: true });
    expect(request.sent().method).toBe('POST');
  });
});

describe('what each request carries', () => {
  it('asks for JSON; a PATCH without a body sends no body and no Content-Type', async () => {
    const request = answerWrite('patch', '/wallet/verify-payment/cs_1/STRIPE', { success: true });
    const { client } = clientWith(new FakeIdentity());
    await client.patchJson('/wallet/verify-payment/cs_1/STRIPE');
    expect(request.sent().headers.get('accept')).toBe('application/json');
    expect(request.sent().headers.get('content-type')).toBeNull();
    expect(await request.sent().text()).toBe('');
  });

  it('joins the base URL and the path with one slash, whatever slashes either brings', async () => {
    answer('/orders/my-orders', []);
    const client = createHttpClient(`${API}//`, new FakeIdentity());
    await client.get('orders/my-orders', anything);
    await client.get('//orders/my-orders', anything);
    expect(log.seen.map((request) => request.path)).toEqual(['/orders/my-orders', '/orders/my-orders']);
  });
});

describe('a request that fails before it reaches the backend, or is refused without words', () => {
  it('a token that cannot be read is "The request could not be sent" (network): nothing was sent', async () => {
    const identity = new FakeIdentity();
    identity.idToken = async () => {
      throw new Error('auth/internal-error');
    };
    const error = await expectKind(createHttpClient(API, identity).get('/user', anything), 'network');
    expect(error.message).toBe('The request could not be sent');
    expect(log.seen).toHaveLength(0);
  });

  it.each([
    [404, 'not-found', 'Not found'],
    [401, 'unauthorized', 'Not signed in'],
    [403, 'unauthorized', 'Not signed in'],
    [400, 'http', 'The backend answered 400'],
  ] as const)('a %i with no message of its own reads as %s, "%s"', async (status, kind, message) => {
    answer('/user', { message: '  ' }, { status });
    const error = await expectKind(createHttpClient(API, new FakeIdentity(null)).get('/user', anything), kind);
    expect({ message: error.message, status: error.status, serverMessage: error.serverMessage }).toEqual({ message, status, serverMessage: undefined });
  });

  it('a record the route says does not exist is "Not found", whatever the backend said', async () => {
    answer('/orders/7', { message: 'Cannot read properties of null' }, { status: 500 });
    const error = await expectKind(
      createHttpClient(API, new FakeIdentity()).get('/orders/7', anything, undefined, { notFoundWhen: (status) => status === 500 }),
      'not-found',
    );
    expect({ message: error.message, status: error.status }).toEqual({ message: 'Not found', status: 500 });
  });

  it('a client made without onUnauthorized still reports a session nobody can refresh as unauthorized', async () => {
    refuseEverything(403);
    const client = createHttpClient(API, new FakeIdentity('stale-token', null));
    const error = await expectKind(client.get('/user', anything), 'unauthorized');
    expect(error.message).toBe('Token expired');
  });

  it('a retry on a refreshed token that fails otherwise (a 500) is that failure, not a refused session', async () => {
    server.use(
      http.get(`${API}/user`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ message: 'Forbidden resource' }, { status: 403 }),
      ),
    );
    const { client, onUnauthorized } = clientWith(new FakeIdentity('stale-token', 'fresh-token'));
    const error = await expectKind(client.get('/user', anything), 'http');
    expect(error.message).toBe('The backend answered 500');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('clientErrorMessageOf: the server’s own words for a 4xx', () => {
  it.each([
    ['a bare message', { message: 'Wallet not found' }, 'Wallet not found'],
    ['the envelope’s message', { response: { message: 'Coupon expired' }, message: 'Bad Request Exception' }, 'Coupon expired'],
    ['an envelope that is a text', { response: 'Saved order not found', message: 'x' }, 'Saved order not found'],
    ['a list, its blank parts left out', { response: { message: ['  ', 'name should not be empty', 7] } }, 'name should not be empty'],
    ['only blanks', { message: ['', ' '] }, undefined],
    ['an empty text', { message: '' }, undefined],
    ['no body (null)', null, undefined],
    ['no body (undefined)', undefined, undefined],
    ['a text body', 'Bad Gateway', undefined],
    ['a list body', [{ message: 'x' }], undefined],
  ])('%s: %j', (_case, body, message) => {
    expect(clientErrorMessageOf(body)).toBe(message);
  });

  it(`keeps a message of exactly ${SERVER_MESSAGE_MAX_LENGTH} characters whole`, () => {
    expect(clientErrorMessageOf({ message: 'x'.repeat(SERVER_MESSAGE_MAX_LENGTH) })).toBe('x'.repeat(SERVER_MESSAGE_MAX_LENGTH));
  });
});
