import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Transaction } from '../../src/domain/wallet/transaction';
import { toDecimalString } from '../../src/domain/shared/money';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpTransactions } from '../../src/infrastructure/http/transactions.http';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

const { log, server, answer, replay } = mockBackend();

function transactionsWith(identity = new FakeIdentity()) {
  return new HttpTransactions(createHttpClient(API, identity));
}

/** A transaction with its amount as a 2-decimal string: dinero objects never compare equal. */
function comparable(transaction: Transaction) {
  return { ...transaction, amount: toDecimalString(transaction.amount) };
}

const creditUsed = {
  id: 26,
  createdAt: '2026-10-08T10:10:00.000Z',
  type: 'CREDIT_USED',
  description: 'Order ORD-0014',
  amount: '-1846.40',
  paymentMethod: 'WALLET',
};
const repayment = {
  id: 'tx_30',
  createdAt: '2026-10-30T17:00:00.000Z',
  type: 'credit_repayment',
  description: 'Credit due repayment',
  amount: 3675.57,
  paymentMethod: 'STRIPE',
};

describe('GET /transactions/my-transactions', () => {
  it('asks for take and skip, carrying the token, and reads signed amounts into cents', async () => {
    answer('/transactions/my-transactions', [repayment, creditUsed]);
    const transactions = await transactionsWith().myTransactions({ skip: 40, take: 20 });
    expect(log.last()).toEqual({
      method: 'GET',
      path: '/transactions/my-transactions',
      query: { take: '20', skip: '40' },
      authorization: 'Bearer token-123',
    });
    expect(transactions.map(comparable)).toEqual([
      {
        id: 'tx_30',
        createdAt: '2026-10-30T17:00:00.000Z',
        type: 'CREDIT_REPAYMENT',
        description: 'Credit due repayment',
        amount: '3675.57',
        paymentMethod: 'STRIPE',
      },
      { ...creditUsed, id: '26', amount: '-1846.40' },
    ]);
  });

  it.each<[string, unknown]>([
    ['{transactions: [...]}', { transactions: [creditUsed] }],
    ['{data: [...]}', { data: [creditUsed] }],
  ])('accepts the list wrapped as %s', async (_label, body) => {
    answer('/transactions/my-transactions', body);
    expect((await transactionsWith().myTransactions({ skip: 0, take: 20 })).map((transaction) => transaction.id)).toEqual(['26']);
  });

  it('keeps a type it does not know as it comes, and reads missing texts as empty', async () => {
    answer('/transactions/my-transactions', [{ ...creditUsed, type: 'CHARGEBACK', amount: -12, description: null, paymentMethod: undefined }]);
    const [transaction] = await transactionsWith().myTransactions({ skip: 0, take: 20 });
    expect(comparable(transaction!)).toMatchObject({ type: 'CHARGEBACK', amount: '-12.00', description: '', paymentMethod: '' });
  });

  it.each<[string, unknown]>([
    ['an object without a list', { transactions: null }],
    ['an amount that is not a number', [{ ...creditUsed, amount: 'minus ten' }]],
    ['a missing amount', [{ ...creditUsed, amount: undefined }]],
    ['an empty amount', [{ ...creditUsed, amount: '' }]],
    ['a missing type', [{ ...creditUsed, type: undefined }]],
    ['a missing id', [{ ...creditUsed, id: null }]],
  ])('rejects %s as malformed', async (_label, body) => {
    answer('/transactions/my-transactions', body);
    await expectKind(transactionsWith().myTransactions({ skip: 0, take: 20 }), 'malformed');
  });

  it('maps a 404 to kind not-found and a 500 to kind http, without its text', async () => {
    answer('/transactions/my-transactions', { message: 'No wallet' }, { status: 404 });
    await expectKind(transactionsWith().myTransactions({ skip: 0, take: 20 }), 'not-found');
    answer('/transactions/my-transactions', { message: 'Ledger unavailable' }, { status: 500 });
    const error = await expectKind(transactionsWith().myTransactions({ skip: 0, take: 20 }), 'http');
    expect(error.serverMessage).toBeUndefined();
  });

  it('maps a network failure to kind network', async () => {
    server.use(http.get(`${API}/transactions/my-transactions`, () => HttpResponse.error()));
    await expectKind(transactionsWith().myTransactions({ skip: 0, take: 20 }), 'network');
  });
});

describe('the real backend’s transactions (captured)', () => {
  it('the local dealer’s: the store-collection order’s $149.97 and the admin’s $2,500.00', async () => {
    replay('transactions-my-local-dealer', '/transactions/my-transactions');
    const transactions = await transactionsWith().myTransactions({ skip: 0, take: 10 });
    expect(transactions.map(({ type, description, amount, paymentMethod }) => [type, description, toDecimalString(amount), paymentMethod])).toEqual([
      ['WITHDRAWAL', 'Order #2', '149.97', ''],
      ['CREDIT_ADDED', 'Credited by admin: admin@truscapes.test', '2500.00', ''],
    ]);
  });

  it('signed out, the real 403 "Forbidden resource": kind unauthorized', async () => {
    replay('transactions-my-none');
    const error = await expectKind(transactionsWith(new FakeIdentity(null)).myTransactions({ skip: 0, take: 10 }), 'unauthorized');
    expect([error.status, error.serverMessage]).toEqual([403, 'Forbidden resource']);
  });

  it('a bare array; types WITHDRAWAL and CREDIT_ADDED, amounts as float numbers, no payment method', async () => {
    replay('transactions-my-dealer', '/transactions/my-transactions');
    const transactions = await transactionsWith().myTransactions({ skip: 0, take: 10 });
    expect(transactions.map(comparable)).toEqual([
      { id: '4', createdAt: '2026-11-24T21:50:40.171Z', type: 'WITHDRAWAL', description: 'Order #1', amount: '1010.48', paymentMethod: '' },
      {
        id: '1',
        createdAt: '2026-11-24T21:46:42.720Z',
        type: 'CREDIT_ADDED',
        description: 'Credited by admin: admin@truscapes.test',
        amount: '10000.00',
        paymentMethod: '',
      },
    ]);
  });
});
