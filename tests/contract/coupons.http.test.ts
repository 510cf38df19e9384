import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Coupon } from '../../src/domain/coupons/coupon';
import { centsOf } from '../../src/domain/shared/money';
import { HttpCoupons } from '../../src/infrastructure/http/coupons.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { usd } from '../support/mothers';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { log, server, answer, answerWrite } = mockBackend();

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

  it('keeps the message of a 500 answer', async () => {
    answer('/coupons/my-coupons', { message: 'Coupons are down' }, { status: 500 });
    expect((await expectKind(couponsWith().myCoupons(), 'http')).serverMessage).toBe('Coupons are down');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.get(`${API}/coupons/my-coupons`, () => HttpResponse.error()));
    await expectKind(couponsWith().myCoupons(), 'network');
  });
});

describe('POST /coupons/validate', () => {
  it('posts {code, orderAmount} with the amount as a 2-decimal string', async () => {
    const request = answerWrite('post', '/coupons/validate', { valid: true });
    await couponsWith().validate('WELCOME10', usd('123.4'));
    expect(log.last()).toEqual({ method: 'POST', path: '/coupons/validate', query: {}, authorization: 'Bearer token-123' });
    expect(await request.sent().json()).toEqual({ code: 'WELCOME10', orderAmount: '123.40' });
  });

  it.each<[string, unknown]>([
    ['{valid: true}', { valid: true }],
    ['{success: true, discount}', { success: true, discount: '12.34' }],
    ['the coupon itself', welcome],
    ['null', null],
  ])('accepts a 2xx answering %s', async (_label, body) => {
    answerWrite('post', '/coupons/validate', body);
    await expect(couponsWith().validate('WELCOME10', usd('123.45'))).resolves.toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['{valid: false, message}', { valid: false, message: 'This coupon is not eligible for your current order' }],
    ['{success: false, message}', { success: false, message: 'This coupon is not eligible for your current order' }],
    ['{data: {valid: false, message}}', { data: { valid: false, message: 'This coupon is not eligible for your current order' } }],
  ])('refuses on %s, with the server message', async (_label, body) => {
    answerWrite('post', '/coupons/validate', body);
    const error = await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'http');
    expect(error.serverMessage).toBe('This coupon is not eligible for your current order');
  });

  it('a refusal without a message leaves the wording to the screen', async () => {
    answerWrite('post', '/coupons/validate', { valid: false });
    expect((await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'http')).serverMessage).toBeUndefined();
  });

  it('keeps the message of a 404 or 400', async () => {
    answerWrite('post', '/coupons/validate', { message: 'Coupon code not found' }, { status: 404 });
    expect((await expectKind(couponsWith().validate('NOPE1', usd('50')), 'not-found')).serverMessage).toBe('Coupon code not found');
    answerWrite('post', '/coupons/validate', { message: 'Coupon expired' }, { status: 400 });
    expect((await expectKind(couponsWith().validate('OLD', usd('50')), 'http')).serverMessage).toBe('Coupon expired');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.post(`${API}/coupons/validate`, () => HttpResponse.error()));
    await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'network');
  });
});
