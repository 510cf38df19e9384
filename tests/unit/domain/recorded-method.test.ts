import { describe, expect, it } from 'vitest';
import {
  paymentMethodText,
  recordedMethodOfGateway,
  transactionMethodText,
  type RecordedPaymentMethod,
} from '../../../src/domain/payments/recorded-method';

describe('an order\'s payment method: its gateway as a recorded method, said in words', () => {
  it.each<[string, RecordedPaymentMethod | null]>([
    ['WALLET', 'ACCOUNT_CREDIT'],
    ['STRIPE', 'CARD'],
    ['AUTHORIZE_NET', 'CARD'],
    ['PAYPAL', 'PAYPAL'],
    ['BANK_TRANSFER', 'BANK_TRANSFER'],
    // Compared trimmed and in capitals, as the backends write them either way.
    [' stripe ', 'CARD'],
    ['Bank_Transfer', 'BANK_TRANSFER'],
    // A transaction's codes that name no gateway: an order paid through them is not known to the shop.
    ['CARD', null],
    ['ADMIN', null],
    ['CHEQUE', null],
    ['', null],
    // Never a property every object has.
    ['constructor', null],
    ['__proto__', null],
  ])('gateway %j -> %s', (gateway, method) => {
    expect(recordedMethodOfGateway(gateway)).toBe(method);
  });

  it.each<[RecordedPaymentMethod | null, string]>([
    ['ACCOUNT_CREDIT', 'Account credit'],
    ['CARD', 'Card'],
    ['PAYPAL', 'PayPal'],
    ['BANK_TRANSFER', 'Bank transfer'],
    [null, 'Not recorded yet'],
  ])('%s reads "%s"', (method, words) => {
    expect(paymentMethodText(method)).toBe(words);
  });
});

describe('a transaction\'s payment method code, in the same words', () => {
  it.each([
    ['WALLET', 'Account credit'],
    ['STRIPE', 'Card'],
    ['AUTHORIZE_NET', 'Card'],
    ['CARD', 'Card'],
    ['PAYPAL', 'PayPal'],
    ['BANK_TRANSFER', 'Bank transfer'],
    ['ADMIN', 'Adjustment'],
    [' paypal ', 'PayPal'],
    ['admin', 'Adjustment'],
    // A code the shop does not know is shown as it comes, trimmed; none is none.
    [' CHEQUE ', 'CHEQUE'],
    ['', ''],
    ['constructor', 'constructor'],
  ])('%j reads %j', (code, words) => {
    expect(transactionMethodText(code)).toBe(words);
  });

  it('says a method as an order says it: the same words for the same gateway', () => {
    for (const gateway of ['WALLET', 'STRIPE', 'AUTHORIZE_NET', 'PAYPAL', 'BANK_TRANSFER']) {
      expect(transactionMethodText(gateway)).toBe(paymentMethodText(recordedMethodOfGateway(gateway)));
    }
  });
});
