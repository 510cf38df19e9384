import { describe, expect, it } from 'vitest';
import { isSafePathSegment, paymentReturnQuery } from '../../../src/domain/payments/payment-session';

describe('the Success page query (session_id and gateway)', () => {
  it.each([
    ['a Stripe checkout session', 'cs_test_a1B2c3D4e5F6g7H8i9J0', 'STRIPE'],
    ['a live Stripe checkout session', 'cs_live_b1zXyQ9', 'STRIPE'],
    ['a PayPal payment', 'PAYID-4f9a0c1d2e3b4a5c', 'PAYPAL'],
    ['a PayPal order', '5O190127TN364715T', 'PAYPAL'],
    ["the demo's session", 'demo_0123456789abcdef01234567', 'STRIPE'],
  ])('accepts %s', (_, sessionId, gateway) => {
    expect(paymentReturnQuery(sessionId, gateway)).toEqual({ sessionId, gateway });
  });

  it.each([
    ['..', 'STRIPE'],
    ['../user', 'STRIPE'],
    ['../../user', 'PAYPAL'],
    ['cs_1/../../user', 'STRIPE'],
    ['cs_1?x=1', 'STRIPE'],
    ['cs 1', 'STRIPE'],
    ['', 'STRIPE'],
    ['x'.repeat(201), 'STRIPE'],
    [null, 'STRIPE'],
  ])('refuses the session id %j', (sessionId, gateway) => {
    expect(paymentReturnQuery(sessionId, gateway)).toBeNull();
  });

  it.each(['WALLET', 'AUTHORIZE_NET', 'stripe', '../user', '', null])(
    'refuses the gateway %j: only Stripe and PayPal pages return to the Success page',
    (gateway) => {
      expect(paymentReturnQuery('cs_1', gateway)).toBeNull();
    },
  );

  it('a safe path segment is letters, digits, _ and - only', () => {
    expect(['AUTHORIZE_NET', 'cs_test_1', 'PAYID-1'].every(isSafePathSegment)).toBe(true);
    expect(['..', '.', 'a/b', 'a%2Fb', 'a.b', ''].some(isSafePathSegment)).toBe(false);
  });
});
