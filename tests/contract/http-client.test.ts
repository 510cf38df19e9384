import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { createHttpClient, type HttpClient } from '../../src/infrastructure/http/http-client';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { server, answer, answerWrite } = mockBackend();
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

function refuseEverything() {
  server.use(http.all(`${API}/*`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })));
}

describe('a 401 answer (the backend no longer accepts the session)', () => {
  it.each(requests)('on a %s with a token calls onUnauthorized exactly once', async (_method, send) => {
    refuseEverything();
    const { client, onUnauthorized } = clientWith(new FakeIdentity());
    const error = await expectKind(send(client), 'unauthorized');
    expect(error.message).toBe('Token expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(requests)('on a %s sent without a token does not call it', async (_method, send) => {
    refuseEverything();
    const { client, onUnauthorized } = clientWith(new FakeIdentity(null));
    await expectKind(send(client), 'unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([403, 404, 500])('is the only status that calls it, not %i', async (status) => {
    const { client, onUnauthorized } = clientWith(new FakeIdentity());
    answer('/user', { message: 'No' }, { status });
    await expect(client.get('/user', anything)).rejects.toThrow('No');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls it once per refused request', async () => {
    const { client, onUnauthorized } = clientWith(new FakeIdentity());
    answer('/user', {}, { status: 401 });
    await expectKind(client.get('/user', anything), 'unauthorized');
    await expectKind(client.get('/user', anything), 'unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
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
