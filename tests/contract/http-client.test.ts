import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { createHttpClient, SERVER_MESSAGE_MAX_LENGTH, type HttpClient } from '../../src/infrastructure/http/http-client';
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
