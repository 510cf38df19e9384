import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { centsOf } from '../../src/domain/shared/money';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpProfile } from '../../src/infrastructure/http/profile.http';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

function wireUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 17,
    email: 'dana@greenscape.example',
    name: 'Dana',
    lastName: 'Reyes',
    role: 'dealer',
    photo: 'https://cdn.test/dana.jpg',
    approved: true,
    isLocalDealer: true,
    company: 'Greenscape Lighting',
    wallet: { balance: '10000.00', creditDue: 250.5 },
    ...overrides,
  };
}

const { log, server, answer: answerPath } = mockBackend();
const answer = (body: unknown, init?: ResponseInit) => answerPath('/user', body, init);

function profileWith(identity = new FakeIdentity()) {
  return new HttpProfile(createHttpClient(API, identity));
}

describe('GET /user', () => {
  it('is a GET to /user with no query, carrying the Bearer token', async () => {
    answer(wireUser());
    await profileWith().getProfile();
    expect(log.seen).toHaveLength(1);
    expect(log.last()).toEqual({ method: 'GET', path: '/user', query: {}, authorization: 'Bearer token-123' });
  });

  it('goes without Authorization when signed out', async () => {
    answer(wireUser());
    await profileWith(new FakeIdentity(null)).getProfile();
    expect(log.last().authorization).toBeNull();
  });

  it('parses a realistic profile', async () => {
    answer(wireUser());
    const profile = await profileWith().getProfile();
    expect(profile).toMatchObject({
      id: '17',
      email: 'dana@greenscape.example',
      name: 'Dana',
      lastName: 'Reyes',
      role: 'DEALER',
      photo: 'https://cdn.test/dana.jpg',
      approved: true,
      isLocalDealer: true,
      company: 'Greenscape Lighting',
    });
    expect(centsOf(profile.wallet.balance)).toBe(1_000_000);
    expect(centsOf(profile.wallet.creditDue)).toBe(25_050);
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
    const profile = await profileWith().getProfile();
    expect(profile).toMatchObject({
      id: 'u-1',
      email: 'new@example.com',
      name: '',
      lastName: '',
      role: 'USER',
      photo: null,
      approved: false,
      isLocalDealer: false,
      company: '',
    });
  });

  it.each<[string, unknown]>([
    ['null body', null],
    ['an array', [wireUser()]],
    ['no email', wireUser({ email: undefined })],
    ['no id', wireUser({ id: undefined })],
    ['a balance "abc"', wireUser({ wallet: { balance: 'abc', creditDue: '0' } })],
    ['a balance as an object', wireUser({ wallet: { balance: { amount: 100 }, creditDue: '0' } })],
    ['approved as a string', wireUser({ approved: 'yes' })],
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
