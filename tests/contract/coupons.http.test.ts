import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { couponCheckMessage } from '../../src/application/checkout/checkout.machine';
import { couponDiscount, type Coupon } from '../../src/domain/coupons/coupon';
import { centsOf, toDecimalString } from '../../src/domain/shared/money';
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

  it('reads the real list after an order: BIGBUY15 first, 15% from $5,000 capped at $1,000, then WELCOME10 and SAVE50', async () => {
    replay('coupons-my-dealer-after-order');
    const coupons = await couponsWith().myCoupons();
    expect(coupons.map((coupon) => coupon.code)).toEqual(['BIGBUY15', 'WELCOME10', 'SAVE50']);
    const [bigBuy, , save50] = coupons;
    expect(comparable(bigBuy!)).toMatchObject({ id: 'fde08f47-f1fd-47a1-b90b-4e87775407f0', type: 'PERCENTAGE', minimumOrderAmount: 500_000, maximumDiscountAmount: 100_000, isActive: true });
    // 15% of $4,999.99 is not due (below the minimum); of $6,000.00 it is $900.00; of $10,000.00 it is capped at $1,000.00.
    expect(['4999.99', '6000', '10000'].map((subtotal) => centsOf(couponDiscount(bigBuy!, usd(subtotal))))).toEqual([0, 90_000, 100_000]);
    expect(comparable(save50!)).toMatchObject({ type: 'FIXED_AMOUNT', amount: 5_000, minimumOrderAmount: 50_000 });
  });

  it('reads a distributor’s real list: WELCOME10 and BIGBUY15, no SAVE50 (dealers only)', async () => {
    replay('coupons-my-distributor');
    expect((await couponsWith().myCoupons()).map((coupon) => coupon.code)).toEqual(['WELCOME10', 'BIGBUY15']);
  });

  it('signed out, the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('coupons-my-none');
    const error = await expectKind(couponsWith(new FakeIdentity(null)).myCoupons(), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
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

  it.each<[string, string, string, string]>([
    ['coupons-validate-nope', 'NOPE', '742.82', 'Invalid or inactive coupon code'],
    ['coupons-validate-welcome10-too-small', 'WELCOME10', '50', 'Minimum order amount of $100.00 required'],
    ['coupons-validate-welcome10-lowercase', 'welcome10', '742.82', 'Invalid or inactive coupon code'],
    ['coupons-validate-olddeal', 'OLDDEAL', '742.82', 'Invalid or inactive coupon code'],
    ['coupons-validate-save50-distributor', 'SAVE50', '742.82', 'You are not eligible for this coupon'],
  ])('a refusal is a 201 with isValid: false (%s): the buyer reads the server’s message', async (name, code, amount, message) => {
    const { captured, sent } = replay(name);
    expect(captured.status).toBe(201);
    const error = await expectKind(couponsWith().validate(code, usd(amount)), 'http');
    expect(await sent().json()).toEqual(captured.request.body);
    expect({ message: error.message, serverMessage: error.serverMessage }).toEqual({ message, serverMessage: message });
    expect(couponCheckMessage(error)).toBe(message);
  });

  it.each<[string, string, string, string]>([
    ['coupons-validate-save50-dealer', 'SAVE50', '742.82', '50.00'],
    ['coupons-validate-welcome10-capped', 'WELCOME10', '3000', '250.00'],
  ])('%s: accepted, and the shop’s own discount is the backend’s', async (name, code, amount, discount) => {
    replay('coupons-my-dealer');
    const { captured, sent } = replay(name);
    const coupons = couponsWith();
    const coupon = (await coupons.myCoupons()).find((candidate) => candidate.code === code)!;
    await expect(coupons.validate(code, usd(amount))).resolves.toBeUndefined();
    expect(await sent().json()).toEqual(captured.request.body);
    expect((captured.body as { discountAmount: string }).discountAmount).toBe(discount);
    expect(toDecimalString(couponDiscount(coupon, usd(amount)))).toBe(discount);
  });

  it('signed out, the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('coupons-validate-none');
    const error = await expectKind(couponsWith(new FakeIdentity(null)).validate('WELCOME10', usd('742.82')), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
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

describe('the words of a refused coupon', () => {
  it.each<[string, unknown, string, string | undefined]>([
    ['the server’s message, trimmed', '  Coupon expired  ', 'Coupon expired', 'Coupon expired'],
    ['a blank message: the shop’s own words', '   ', 'The coupon was not accepted', undefined],
    ['no message: the shop’s own words', undefined, 'The coupon was not accepted', undefined],
  ])('%s', async (_label, message, expected, serverMessage) => {
    answerWrite('post', '/coupons/validate', { isValid: false, message }, { status: 201 });
    const error = await expectKind(couponsWith().validate('WELCOME10', usd('50')), 'http');
    expect({ message: error.message, serverMessage: error.serverMessage }).toEqual({ message: expected, serverMessage });
  });
});
