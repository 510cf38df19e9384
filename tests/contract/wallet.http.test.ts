import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpWallet } from '../../src/infrastructure/http/wallet.http';
import { usd } from '../support/mothers';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { log, server, answerWrite } = mockBackend();

function walletWith(identity = new FakeIdentity()) {
  return new HttpWallet(createHttpClient(API, identity));
}

const repayment = { amount: usd('480'), gateway: 'PAYPAL', description: 'Credit due repayment' } as const;

describe('POST /wallet/repay-dues', () => {
  it('posts {amount, gateway, description} with the amount as a 2-decimal string, carrying the token', async () => {
    const request = answerWrite('post', '/wallet/repay-dues', { success: true, paymentUrl: 'https://pay.test/r/1' });
    expect(await walletWith().repayDues(repayment)).toEqual({ paymentUrl: 'https://pay.test/r/1' });
    expect(log.last()).toEqual({ method: 'POST', path: '/wallet/repay-dues', query: {}, authorization: 'Bearer token-123' });
    expect(await request.sent().json()).toEqual({ amount: '480.00', gateway: 'PAYPAL', description: 'Credit due repayment' });
  });

  it('reads the page from a {data} wrapper', async () => {
    answerWrite('post', '/wallet/repay-dues', { data: { success: true, paymentUrl: 'https://pay.test/r/2' } });
    expect(await walletWith().repayDues(repayment)).toEqual({ paymentUrl: 'https://pay.test/r/2' });
  });

  it('treats {success: false} as a refusal with the server message', async () => {
    answerWrite('post', '/wallet/repay-dues', { success: false, message: 'Nothing to repay' });
    expect((await expectKind(walletWith().repayDues(repayment), 'http')).serverMessage).toBe('Nothing to repay');
  });

  it('keeps the message of a 500 answer', async () => {
    answerWrite('post', '/wallet/repay-dues', { message: 'Provider unavailable' }, { status: 500 });
    const error = await expectKind(walletWith().repayDues(repayment), 'http');
    expect(error).toMatchObject({ status: 500, serverMessage: 'Provider unavailable' });
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
  it('puts both values in the path, encoded so they cannot reshape it', async () => {
    const request = answerWrite('patch', '/wallet/verify-payment/*', { success: true });
    await walletWith().verifyPayment('cs_test/a b?c#d&e', 'STRIPE');
    expect(log.last()).toMatchObject({ method: 'PATCH', authorization: 'Bearer token-123', query: {} });
    expect(new URL(request.sent().url).pathname).toBe('/wallet/verify-payment/cs_test%2Fa%20b%3Fc%23d%26e/STRIPE');
  });

  it('encodes the gateway too', async () => {
    const request = answerWrite('patch', '/wallet/verify-payment/*', {});
    await walletWith().verifyPayment('s1', '../PAYPAL');
    expect(new URL(request.sent().url).pathname).toBe('/wallet/verify-payment/s1/..%2FPAYPAL');
  });

  it.each<[string, unknown]>([
    ['{success: true}', { success: true }],
    ['an order', { id: 7, paymentStatus: 'COMPLETED' }],
    ['null', null],
  ])('succeeds on a 2xx answering %s', async (_label, body) => {
    answerWrite('patch', '/wallet/verify-payment/*', body);
    await expect(walletWith().verifyPayment('s1', 'STRIPE')).resolves.toBeUndefined();
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
