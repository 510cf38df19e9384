import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpWallet } from '../../src/infrastructure/http/wallet.http';
import { usd } from '../support/mothers';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { log, server, answerWrite, replay } = mockBackend();

function walletWith(identity = new FakeIdentity()) {
  return new HttpWallet(createHttpClient(API, identity));
}

const repayment = { amount: usd('480'), gateway: 'PAYPAL', description: 'Credit due repayment' } as const;

describe('POST /wallet/repay-dues', () => {
  it('posts what RepayDuesDto reads: {amount, gateway, description} with the amount a JSON number, carrying the token', async () => {
    // RepayDuesDto's answer to a gateway that starts a payment page.
    const request = answerWrite('post', '/wallet/repay-dues', {
      success: true,
      paymentUrl: 'https://pay.test/r/1',
      message: 'Please complete the payment using the provided URL',
    });
    expect(await walletWith().repayDues({ ...repayment, amount: usd('480.5') })).toEqual({ paymentUrl: 'https://pay.test/r/1' });
    expect(log.last()).toEqual({ method: 'POST', path: '/wallet/repay-dues', query: {}, authorization: 'Bearer token-123' });
    expect(await request.sent().json()).toEqual({ amount: 480.5, gateway: 'PAYPAL', description: 'Credit due repayment' });
  });

  it('the real gateway failure is a 400 whose envelope message is shown', async () => {
    const request = replay('wallet-repay-paypal');
    const error = await expectKind(walletWith().repayDues({ ...repayment, amount: usd('100') }), 'http');
    expect(error.serverMessage).toBe('getaddrinfo ENOTFOUND api.paypal.com');
    expect(await request.sent().json()).toMatchObject(request.captured.request.body as object);
  });

  it.each<[string, string, string]>([
    ['wallet-repay-stripe', '100', 'An error occurred with our connection to Stripe. Request was retried 1 times.'],
    ['wallet-repay-no-dues', '10', 'Payment amount cannot exceed credit due'],
  ])('%s: a 400 whose message the repayment screen shows', async (name, amount, message) => {
    const request = replay(name);
    const gateway = (request.captured.request.body as { gateway: 'STRIPE' }).gateway;
    const error = await expectKind(walletWith().repayDues({ ...repayment, amount: usd(amount), gateway }), 'http');
    expect([error.status, error.serverMessage]).toEqual([400, message]);
    expect(await request.sent().json()).toMatchObject(request.captured.request.body as object);
  });

  it('signed out, a repayment is the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('wallet-repay-none');
    const error = await expectKind(walletWith(new FakeIdentity(null)).repayDues(repayment), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
  });

  it('signed out, a verification is the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('wallet-verify-none');
    const error = await expectKind(walletWith(new FakeIdentity(null)).verifyPayment('cs_test_unknown_session', 'STRIPE'), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
  });

  it('the real refusal of more than is due keeps its message', async () => {
    replay('wallet-repay-too-much');
    const error = await expectKind(walletWith().repayDues({ ...repayment, amount: usd('999999') }), 'http');
    expect(error.serverMessage).toBe('Payment amount cannot exceed credit due');
  });

  it('a 2xx without success: true is malformed', async () => {
    answerWrite('post', '/wallet/repay-dues', { paymentUrl: 'https://pay.test/r/1' });
    await expectKind(walletWith().repayDues(repayment), 'malformed');
  });

  it('reads the page from a {data} wrapper', async () => {
    answerWrite('post', '/wallet/repay-dues', { data: { success: true, paymentUrl: 'https://pay.test/r/2' } });
    expect(await walletWith().repayDues(repayment)).toEqual({ paymentUrl: 'https://pay.test/r/2' });
  });

  it('treats {success: false} as a refusal with the server message', async () => {
    answerWrite('post', '/wallet/repay-dues', { success: false, message: 'Nothing to repay' });
    expect((await expectKind(walletWith().repayDues(repayment), 'http')).serverMessage).toBe('Nothing to repay');
  });

  it('never passes on the text of a 500 answer', async () => {
    answerWrite('post', '/wallet/repay-dues', { message: 'Provider unavailable' }, { status: 500 });
    const error = await expectKind(walletWith().repayDues(repayment), 'http');
    expect(error).toMatchObject({ status: 500, serverMessage: undefined });
  });

  it('rejects an answer that is not an object as malformed', async () => {
    answerWrite('post', '/wallet/repay-dues', ['https://pay.test/r/1']);
    await expectKind(walletWith().repayDues(repayment), 'malformed');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.post(`${API}/wallet/repay-dues`, () => HttpResponse.error()));
    await expectKind(walletWith().repayDues(repayment), 'network');
  });
});

describe('PATCH /wallet/verify-payment/{session_id}/{gateway}', () => {
  it('puts both values in the path, carrying the token', async () => {
    const request = answerWrite('patch', '/wallet/verify-payment/*', { success: true });
    await walletWith().verifyPayment('cs_test_a1B2-c3', 'STRIPE');
    expect(log.last()).toMatchObject({ method: 'PATCH', authorization: 'Bearer token-123', query: {} });
    expect(new URL(request.sent().url).pathname).toBe('/wallet/verify-payment/cs_test_a1B2-c3/STRIPE');
  });

  it.each([
    ['../user', 'STRIPE'],
    ['..', 'STRIPE'],
    ['cs_test/a b?c#d&e', 'STRIPE'],
    ['s1', '../PAYPAL'],
    ['', 'STRIPE'],
  ])('sends no request for an unsafe session id or gateway (%s, %s)', async (sessionId, gateway) => {
    const sent: string[] = [];
    server.use(
      http.all(`${API}/*`, ({ request }) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ success: true });
      }),
    );
    await expectKind(walletWith().verifyPayment(sessionId, gateway), 'malformed');
    expect(sent).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['{success: true, requiresAction: false} (a paid order)', { success: true, requiresAction: false }],
    [
      'the saved transaction (a paid repayment)',
      { id: 9, type: 'CREDIT_REPAYMENT', amount: 480, description: 'Credit repayment for 480 from Stripe', paymentMethod: 'STRIPE' },
    ],
  ])('succeeds on a 2xx answering %s', async (_label, body) => {
    answerWrite('patch', '/wallet/verify-payment/*', body);
    await expect(walletWith().verifyPayment('s1', 'STRIPE')).resolves.toBeUndefined();
  });

  it.each(['wallet-verify-wallet', 'wallet-verify-paypal', 'wallet-verify-stripe-lowercase', 'wallet-verify-authorize-net'])(
    'the real empty 200 (%s: an unpaid or unchecked session) is no verification',
    async (name) => {
      const { captured } = replay(name);
      expect({ status: captured.status, body: captured.body }).toEqual({ status: 200, body: '' });
      const gateway = captured.request.path.split('/').at(-1)!;
      await expectKind(walletWith().verifyPayment('cs_test_unknown_session', gateway), 'malformed');
    },
  );

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['null', null],
    ['an order', { id: 7, paymentStatus: 'COMPLETED' }],
    ['{success: "true"}', { success: 'true' }],
    ['a transaction of another type (a withdrawal)', { id: 9, type: 'WITHDRAWAL', amount: 480, paymentMethod: 'STRIPE' }],
    ['a transaction of another type (credit added)', { id: 9, type: 'CREDIT_ADDED', amount: 480, paymentMethod: 'ADMIN' }],
  ])('fails on a 2xx answering %s: it does not say the payment went through', async (_label, body) => {
    answerWrite('patch', '/wallet/verify-payment/*', body);
    await expectKind(walletWith().verifyPayment('s1', 'STRIPE'), 'malformed');
  });

  it('the real 500 of an unreachable gateway is kind http, its driver text never shown', async () => {
    replay('wallet-verify-stripe');
    const error = await expectKind(walletWith().verifyPayment('cs_test_unknown_session', 'STRIPE'), 'http');
    expect(error).toMatchObject({ status: 500, serverMessage: undefined, message: 'The backend answered 500' });
  });

  it.each<[string, unknown]>([
    ['{success: false, message}', { success: false, message: 'Payment not completed' }],
    ['{data: {success: false, message}}', { data: { success: false, message: 'Payment not completed' } }],
  ])('fails on %s, keeping the message', async (_label, body) => {
    answerWrite('patch', '/wallet/verify-payment/*', body);
    expect((await expectKind(walletWith().verifyPayment('s1', 'STRIPE'), 'http')).serverMessage).toBe('Payment not completed');
  });

  it('keeps the message of a 404', async () => {
    answerWrite('patch', '/wallet/verify-payment/*', { message: 'Payment not found' }, { status: 404 });
    expect((await expectKind(walletWith().verifyPayment('s1', 'STRIPE'), 'not-found')).serverMessage).toBe('Payment not found');
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.patch(`${API}/wallet/verify-payment/*`, () => HttpResponse.error()));
    await expectKind(walletWith().verifyPayment('s1', 'STRIPE'), 'network');
  });
});

describe('the words of a repayment or verification that did not go through', () => {
  it('a repayment answered 2xx without success: "The repayment was not started: no success in the answer"', async () => {
    answerWrite('post', '/wallet/repay-dues', { paymentUrl: 'https://pay.test/r/1' });
    expect((await expectKind(walletWith().repayDues(repayment), 'malformed')).message).toBe('The repayment was not started: no success in the answer');
  });

  it('a repayment refused without a message (or a blank one): "The repayment was not started"; with one, the server’s words', async () => {
    answerWrite('post', '/wallet/repay-dues', { success: false, message: '  ' });
    const silent = await expectKind(walletWith().repayDues(repayment), 'http');
    expect({ message: silent.message, serverMessage: silent.serverMessage }).toEqual({ message: 'The repayment was not started', serverMessage: undefined });
    answerWrite('post', '/wallet/repay-dues', { success: false, message: 'Nothing to repay' });
    const told = await expectKind(walletWith().repayDues(repayment), 'http');
    expect({ message: told.message, serverMessage: told.serverMessage }).toEqual({ message: 'Nothing to repay', serverMessage: 'Nothing to repay' });
  });

  it('an unsafe session id: "The payment session or gateway is not a safe path segment"', async () => {
    const error = await expectKind(walletWith().verifyPayment('../user', 'STRIPE'), 'malformed');
    expect(error.message).toBe('The payment session or gateway is not a safe path segment');
  });

  it('a verification refused without a message: "The payment was not verified"', async () => {
    answerWrite('patch', '/wallet/verify-payment/*', { success: false });
    expect((await expectKind(walletWith().verifyPayment('s1', 'STRIPE'), 'http')).message).toBe('The payment was not verified');
  });

  it('an empty 200 to a verification: "The answer does not say the payment went through"', async () => {
    server.use(http.patch(`${API}/wallet/verify-payment/*`, () => new HttpResponse(null, { status: 200 })));
    const error = await expectKind(walletWith().verifyPayment('s1', 'STRIPE'), 'malformed');
    expect(error.message).toBe('The answer does not say the payment went through');
  });
});
