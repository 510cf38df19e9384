import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Coupon } from '../../src/domain/coupons/coupon';
import { centsOf } from '../../src/domain/shared/money';
import { HttpCoupons } from '../../src/infrastructure/http/coupons.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { usd } from '../support/mothers';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';

const { log, server, answer, answerWrite, replay } = mockBackend();

function couponsWith(identity = new FakeIdentity()) {
  return new HttpCoupons(createHttpClient(API, identity));
}

/** A coupon with its money in cents: dinero objects never compare equal. */
function comparable(coupon: Coupon) {
  const money = (value: Parameters<typeof centsOf>[0] | null) => (value === null ? null : centsOf(value));
  return coupon.type === 'PERCENTAGE'
    ? { ...coupon, maximumDiscountAmount: money(coupon.maximumDiscountAmount), minimumOrderAmount: money(coupon.minimumOrderAmount) }
    : { ...coupon, amount: money(coupon.amount), minimumOrderAmount: money(coupon.minimumOrderAmount) };
}

const welcome = {
  id: 3,
  code: 'WELCOME10',
  name: 'Welcome',
  description: '10% off',
  type: 'PERCENTAGE',
  value: '12.5',
  maximumDiscountAmount: '250.00',
  minimumOrderAmount: 100,
  isActive: true,
};
const save50 = { id: 'c-50', code: 'SAVE50', name: 'Save 50', description: null, type: 'FIXED_AMOUNT', value: 50, maximumDiscountAmount: null, minimumOrderAmount: '500.00', isActive: false };

describe('GET /coupons/my-coupons', () => {
  it('is a GET with the Bearer token, parsed into domain coupons', async () => {
    answer('/coupons/my-coupons', [welcome, save50]);
    const coupons = await couponsWith().myCoupons();
    expect(log.last()).toEqual({ method: 'GET', path: '/coupons/my-coupons', query: {}, authorization: 'Bearer token-123' });
    expect(coupons.map(comparable)).toEqual([
      {
        id: '3',
        code: 'WELCOME10',
        name: 'Welcome',
        description: '10% off',
        type: 'PERCENTAGE',
        percent: { amount: 125, scale: 1 },
        maximumDiscountAmount: 25_000,
        minimumOrderAmount: 10_000,
        isActive: true,
      },
      { id: 'c-50', code: 'SAVE50', name: 'Save 50', description: '', type: 'FIXED_AMOUNT', amount: 5_000, minimumOrderAmount: 50_000, isActive: false },
    ]);
  });

  it.each<[string, unknown]>([
    ['{coupons: [...]}', { coupons: [welcome] }],
    ['{data: [...]}', { data: [welcome] }],
  ])('accepts the list wrapped as %s', async (_label, body) => {
    answer('/coupons/my-coupons', body);
    expect((await couponsWith().myCoupons()).map((coupon) => coupon.code)).toEqual(['WELCOME10']);
  });

  it('reads FIXED as a fixed amount, lower-case types too, and a missing isActive as active', async () => {
    const { isActive: _omitted, ...withoutActive } = save50;
    answer('/coupons/my-coupons', [{ ...withoutActive, type: 'fixed', minimumOrderAmount: undefined }, { ...welcome, type: 'percentage' }]);
    const [fixed, percentage] = await couponsWith().myCoupons();
    expect(fixed).toMatchObject({ type: 'FIXED_AMOUNT', isActive: true, minimumOrderAmount: null });
    expect(centsOf((fixed as Extract<Coupon, { type: 'FIXED_AMOUNT' }>).amount)).toBe(5_000);
    expect(percentage?.type).toBe('PERCENTAGE');
  });

  it.each<[string, unknown]>([
    ['an unknown type', [{ ...welcome, type: 'FREE_SHIPPING' }]],
    ['a value that is not a number', [{ ...welcome, value: 'ten' }]],
    ['a negative amount', [{ ...save50, value: '-50' }]],
    ['a missing code', [{ ...welcome, code: undefined }]],
    ['an object without a list', { coupons: 'none' }],
    ['null', null],
  ])('rejects %s as malformed', async (_label, body) => {
    answer('/coupons/my-coupons', body);
    await expectKind(couponsWith().myCoupons(), 'malformed');
  });

  it('never passes on the text of a 500 answer', async () => {
    answer('/coupons/my-coupons', { message: 'Coupons are down' }, { status: 500 });
    expect((await expectKind(couponsWith().myCoupons(), 'http')).serverMessage).toBeUndefined();
  });

  it('reads the real list: string (uuid) ids kept as they are, percentages and bounds', async () => {
    replay('coupons-my-dealer');
    const coupons = await couponsWith().myCoupons();
    expect(comparable(coupons[0]!)).toMatchObject({
      id: 'd2b06cf7-9256-477c-b0f7-3a7acd4ce727',
      code: 'WELCOME10',
      type: 'PERCENTAGE',
      minimumOrderAmount: 10000,
      maximumDiscountAmount: 25000,
      isActive: true,
    });
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.get(`${API}/coupons/my-coupons`, () => HttpResponse.error()));
    await expectKind(couponsWith().myCoupons(), 'network');
  });
});

describe('POST /coupons/validate', () => {
  it('posts what ApplyCouponDto reads: {couponCode, orderAmount} with the amount a JSON number', async () => {
    const request = replay('coupons-validate-welcome10');
    await couponsWith().validate('WELCOME10', usd('742.82'));
    expect(log.last()).toEqual({ method: 'POST', path: '/coupons/validate', query: {}, authorization: 'Bearer token-123' });
    const sent: unknown = await request.sent().json();
    expect(sent).toEqual({ couponCode: 'WELCOME10', orderAmount: 742.82 });
    expect(sent).toEqual(request.captured.request.body);
  });

  it('accepts the real {isValid: true, coupon, discountAmount, message} answer', async () => {
    replay('coupons-validate-welcome10');
    await expect(couponsWith().validate('WELCOME10', usd('742.82'))).resolves.toBeUndefined();
  });

  it.each<[string, string, string]>([
    ['coupons-validate-nope', 'NOPE', 'Invalid or inactive coupon code'],
    ['coupons-validate-welcome10-too-small', 'WELCOME10', 'Minimum order amount of $100.00 required'],
    ['coupons-validate-welcome10-lowercase', 'welcome10', 'Invalid or inactive coupon code'],
  ])('a refusal is a 201 with isValid: false (%s): rejected with the server’s message', async (name, code, message) => {
    const { captured } = replay(name);
    expect(captured.status).toBe(201);
    const error = await expectKind(couponsWith().validate(code, usd('742.82')), 'http');
    expect({ message: error.message, serverMessage: error.serverMessage }).toEqual({ message, serverMessage: message });
  });

  it('a refusal without a message leaves the wording to the screen', async () => {
    answerWrite('post', '/coupons/validate', { isValid: false }, { status: 201 });
    expect((await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'http')).serverMessage).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['{valid: true} (no isValid)', { valid: true }],
    ['{success: true}', { success: true }],
    ['isValid that is not a boolean', { isValid: 'yes' }],
    ['an empty body', ''],
    ['null', null],
  ])('rejects %s as malformed', async (_label, body) => {
    answerWrite('post', '/coupons/validate', body, { status: 201 });
    await expectKind(couponsWith().validate('WELCOME10', usd('123.45')), 'malformed');
  });

  it('keeps the message of a 400 from the envelope', async () => {
    replay('coupons-validate-string-amount');
    const error = await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'http');
    expect(error.serverMessage).toBe(realMessage('coupons-validate-string-amount'));
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.post(`${API}/coupons/validate`, () => HttpResponse.error()));
    await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'network');
  });
});

/** The validation messages of a captured envelope, joined as the client joins them. */
function realMessage(name: string): string {
  const message = (realAnswer(name).body as { response: { message: string | string[] } }).response.message;
  return Array.isArray(message) ? message.join('; ') : message;
}
