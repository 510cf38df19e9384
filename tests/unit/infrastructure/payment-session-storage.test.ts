// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPaymentSession } from '../../../src/domain/payments/payment-session';
import { BrowserPaymentWindow, CLOSED_CHECK_MS } from '../../../src/infrastructure/browser/browser-payment-window';
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
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The empty tab the shop opens first: its document is where the provider's page is followed from. */
  function emptyTab() {
    const tab = { opener: window as Window | null, closed: false, document: document.implementation.createHTMLDocument('') };
    const followed: HTMLAnchorElement[] = [];
    tab.document.addEventListener('click', (event) => {
      event.preventDefault();
      followed.push(event.target as HTMLAnchorElement);
    });
    return { tab, followed };
  }

  it('opens an empty tab, cuts its opener, then follows a link there that sends no Referer to the page', () => {
    const { tab, followed } = emptyTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    expect(new BrowserPaymentWindow().open('https://pay.test/s/1')).not.toBeNull();
    expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(followed.map((link) => [link.href, link.rel])).toEqual([['https://pay.test/s/1', 'noreferrer']]);
  });

  it('tells once when the tab is closed, and stops looking', () => {
    vi.useFakeTimers();
    const { tab } = emptyTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const closed = vi.fn();
    new BrowserPaymentWindow().open('https://pay.test/s/1')?.whenClosed(closed);
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 3);
    expect(closed).not.toHaveBeenCalled();
    tab.closed = true;
    vi.advanceTimersByTime(CLOSED_CHECK_MS);
    expect(closed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 3);
    expect(closed).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops looking once unsubscribed', () => {
    vi.useFakeTimers();
    const { tab } = emptyTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const closed = vi.fn();
    const stop = new BrowserPaymentWindow().open('https://pay.test/s/1')?.whenClosed(closed);
    stop?.();
    tab.closed = true;
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 2);
    expect(closed).not.toHaveBeenCalled();
  });

  it('answers null when the browser blocked the tab', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(new BrowserPaymentWindow().open('https://pay.test/s/1')).toBeNull();
  });

  it("knows the shop's origin, and opens a page there (the demo's) over plain http", () => {
    const { tab, followed } = emptyTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const paymentWindow = new BrowserPaymentWindow();
    expect(paymentWindow.shopOrigin).toBe(window.location.origin);
    paymentWindow.open(`${window.location.origin}/demo-payment?session_id=demo_1`);
    expect(followed.map((link) => link.href)).toEqual([`${window.location.origin}/demo-payment?session_id=demo_1`]);
  });

  it.each(['http://pay.test/s/1', 'javascript:alert(1)'])('never opens %s: only https, or the shop itself', (url) => {
    const open = vi.fn();
    const elsewhere = { open, location: { origin: 'https://shop.example' } } as unknown as Window;
    expect(new BrowserPaymentWindow(elsewhere).open(url)).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
