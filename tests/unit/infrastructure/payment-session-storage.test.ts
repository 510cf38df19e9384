// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPaymentSession } from '../../../src/domain/payments/payment-session';
import { BrowserPaymentWindow } from '../../../src/infrastructure/browser/browser-payment-window';
import {
  LocalStoragePaymentSession,
  PAYMENT_SESSION_KEY,
} from '../../../src/infrastructure/browser/local-storage-payment-session';

const storage = window.localStorage;

beforeEach(() => storage.clear());

describe('LocalStoragePaymentSession', () => {
  it('keeps the session under paymentSession as spec §3 names its fields, with its gateway, and reads it back', () => {
    const session = newPaymentSession('CREDIT_REPAYMENT', 'PAYPAL', 1_700_000_000_000);
    new LocalStoragePaymentSession().save(session);
    expect(JSON.parse(storage.getItem(PAYMENT_SESSION_KEY) ?? 'null')).toEqual({
      type: 'CREDIT_REPAYMENT',
      gateway: 'PAYPAL',
      timestamp: 1_700_000_000_000,
      expiryMinutes: 30,
    });
    // Another instance stands for the provider's tab, reading what checkout wrote.
    expect(new LocalStoragePaymentSession().load()).toEqual(session);
  });

  it('reads null when there is none, and clear removes it', () => {
    const store = new LocalStoragePaymentSession();
    expect(store.load()).toBeNull();
    store.save(newPaymentSession('ORDER_PURCHASE', 'STRIPE', 1));
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.getItem(PAYMENT_SESSION_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{type:'],
    ['an unknown type', JSON.stringify({ type: 'REFUND', gateway: 'STRIPE', timestamp: 1, expiryMinutes: 30 })],
    ['a timestamp as text', JSON.stringify({ type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: '1', expiryMinutes: 30 })],
    ['no expiry', JSON.stringify({ type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: 1 })],
    ['a zero expiry', JSON.stringify({ type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: 1, expiryMinutes: 0 })],
    ['a life longer than 30 minutes', JSON.stringify({ type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: 1, expiryMinutes: 31 })],
    ['no gateway (a session from before gateways were kept)', JSON.stringify({ type: 'ORDER_PURCHASE', timestamp: 1, expiryMinutes: 30 })],
    ['a gateway that never returns to the shop', JSON.stringify({ type: 'ORDER_PURCHASE', gateway: 'WALLET', timestamp: 1, expiryMinutes: 30 })],
    ['a list', JSON.stringify([])],
  ])('reads %s as no session and removes it', (_label, raw) => {
    storage.setItem(PAYMENT_SESSION_KEY, raw);
    expect(new LocalStoragePaymentSession().load()).toBeNull();
    expect(storage.getItem(PAYMENT_SESSION_KEY)).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = new LocalStoragePaymentSession({ length: 0, clear: blocked, getItem: blocked, key: blocked, removeItem: blocked, setItem: blocked });
    expect(() => store.save(newPaymentSession('ORDER_PURCHASE', 'STRIPE', 1))).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('BrowserPaymentWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the page in a new tab with noopener and noreferrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    new BrowserPaymentWindow().open('https://pay.test/s/1');
    expect(open).toHaveBeenCalledExactlyOnceWith('https://pay.test/s/1', '_blank', 'noopener,noreferrer');
  });

  it("knows the shop's origin, and opens a page there (the demo's) over plain http", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const paymentWindow = new BrowserPaymentWindow();
    expect(paymentWindow.shopOrigin).toBe(window.location.origin);
    paymentWindow.open(`${window.location.origin}/demo-payment?session_id=demo_1`);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it.each(['http://pay.test/s/1', 'javascript:alert(1)'])('never opens %s: only https, or the shop itself', (url) => {
    const open = vi.fn();
    new BrowserPaymentWindow({ open, location: { origin: 'https://shop.example' } as Location }).open(url);
    expect(open).not.toHaveBeenCalled();
  });
});
