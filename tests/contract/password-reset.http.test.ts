import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { BackendError } from '../../src/application/shared/backend-error';
import { HttpPasswordReset, isUnknownAddressAnswer } from '../../src/infrastructure/http/password-reset.http';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { log, server, answerWrite, replay } = mockBackend();
const answer = (body: unknown, init?: ResponseInit) => answerWrite('post', '/user/forgot-password', body, init);

function resetWith(identity = new FakeIdentity(null)) {
  return new HttpPasswordReset(createHttpClient(API, identity));
}

describe('POST /user/forgot-password', () => {
  it('posts {email} as JSON to /user/forgot-password; signed out it carries no token', async () => {
    const request = answer({ success: true });
    await resetWith().sendPasswordReset('dana@greenscape.example');
    expect(log.seen).toHaveLength(1);
    expect(log.last()).toEqual({ method: 'POST', path: '/user/forgot-password', query: {}, authorization: null });
    expect(request.sent().headers.get('content-type')).toMatch(/^application\/json/);
    expect(await request.sent().json()).toEqual({ email: 'dana@greenscape.example' });
  });

  it('carries the Bearer token when sent from the profile', async () => {
    answer({ success: true });
    await resetWith(new FakeIdentity()).sendPasswordReset('dana@greenscape.example');
    expect(log.last().authorization).toBe('Bearer token-123');
  });

  it.each<[string, unknown]>([
    ['{ success: true }', { success: true }],
    ['an empty object', {}],
    ['null', null],
  ])('succeeds on a 2xx answering %s', async (_label, body) => {
    answer(body);
    await expect(resetWith().sendPasswordReset('dana@greenscape.example')).resolves.toBeUndefined();
  });

  it('fails when the body says success: false, keeping its message', async () => {
    answer({ success: false, message: 'Too many requests for this address' });
    const error = await expectKind(resetWith().sendPasswordReset('dana@greenscape.example'), 'http');
    expect(error.message).toBe('Too many requests for this address');
  });

  it.each([400, 429])('keeps the server message of a %i answer', async (status) => {
    answer({ message: 'Email is required' }, { status });
    const error = await expectKind(resetWith().sendPasswordReset(''), 'http');
    expect(error.message).toBe('Email is required');
    expect(error.status).toBe(status);
  });

  it('never passes on the text of a 500 answer', async () => {
    answer({ message: 'SMTP relay refused' }, { status: 500 });
    const error = await expectKind(resetWith().sendPasswordReset('dana@greenscape.example'), 'http');
    expect({ message: error.message, serverMessage: error.serverMessage }).toEqual({ message: 'The backend answered 500', serverMessage: undefined });
  });

  it('the real answer for a known address succeeds', async () => {
    replay('forgot-password-known');
    await expect(resetWith().sendPasswordReset('dealer@truscapes.test')).resolves.toBeUndefined();
  });

  it('the real 404 for an unknown address is a success too: the spec’s neutral message shows for any address', async () => {
    const request = replay('forgot-password-unknown');
    expect(request.captured.status).toBe(404);
    await expect(resetWith().sendPasswordReset('nobody@truscapes.test')).resolves.toBeUndefined();
    expect(await request.sent().json()).toEqual({ email: 'nobody@truscapes.test' });
  });

  it('the real 400 for an address that is not one keeps its envelope message', async () => {
    replay('forgot-password-invalid-email');
    const error = await expectKind(resetWith().sendPasswordReset('not-an-email'), 'http');
    expect(error.serverMessage).toBe('Please provide a valid email address');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.post(`${API}/user/forgot-password`, () => HttpResponse.error()));
    await expectKind(resetWith().sendPasswordReset('dana@greenscape.example'), 'network');
  });
});

describe('what counts as an unknown address', () => {
  it.each<[string, unknown, boolean]>([
    ['a 404 not found', new BackendError('not-found', 'User with this email address not found', 404), true],
    ['a not found with no status (refused before any call)', new BackendError('not-found', 'Not found'), false],
    ['a 404 that is not a not found', new BackendError('http', 'Not Found', 404), false],
    ['another error that says 404', Object.assign(new Error('x'), { kind: 'not-found', status: 404 }), false],
  ])('%s: %j', (_label, error, unknown) => {
    expect(isUnknownAddressAnswer(error)).toBe(unknown);
  });

  it('a {success: false} whose message is not text fails with the shop’s own words', async () => {
    answerWrite('post', '/user/forgot-password', { success: false, message: 42 });
    const error = await expectKind(resetWith().sendPasswordReset('buyer@example.com'), 'http');
    expect(error.message).toBe('The reset email was not sent');
  });
});
