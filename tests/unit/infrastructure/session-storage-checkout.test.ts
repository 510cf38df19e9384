import { describe, expect, it } from 'vitest';
import { centsOf, parseMoney } from '../../../src/domain/shared/money';
import { CHECKOUT_NOTES_KEY, PENDING_PAY_KEY, SessionStorageCheckout } from '../../../src/infrastructure/browser/session-storage-checkout';
import { MemoryStorage } from '../../support/memory-storage';

const pending = { attemptKey: 'b3c1f0a2-0000-4000-8000-000000000001', purchaseOrder: 'JOB-114', total: parseMoney('1292.74'), sentAt: 1_764_000_000_000 };

describe('the checkout memory in session storage', () => {
  it('keeps the purchase order and notes, and forgets them once both are empty', () => {
    const storage = new MemoryStorage();
    const memory = new SessionStorageCheckout(storage);
    expect(memory.notes()).toEqual({ purchaseOrder: '', notes: '' });
    memory.keepNotes({ purchaseOrder: 'JOB-114', notes: 'Site office' });
    expect(new SessionStorageCheckout(storage).notes()).toEqual({ purchaseOrder: 'JOB-114', notes: 'Site office' });
    memory.keepNotes({ purchaseOrder: '', notes: '' });
    expect(storage.getItem(CHECKOUT_NOTES_KEY)).toBeNull();
  });

  it('keeps an unsettled Pay to the cent, and settling removes it', () => {
    const storage = new MemoryStorage();
    const memory = new SessionStorageCheckout(storage);
    memory.keepPendingPay(pending);
    const read = new SessionStorageCheckout(storage).pendingPay();
    expect(read && { ...read, total: centsOf(read.total) }).toEqual({ ...pending, total: 129274 });
    memory.settlePay();
    expect(storage.getItem(PENDING_PAY_KEY)).toBeNull();
    expect(memory.pendingPay()).toBeNull();
  });

  it('clear (at sign-out) leaves nothing of either in the storage', () => {
    const storage = new MemoryStorage();
    const memory = new SessionStorageCheckout(storage);
    memory.keepNotes({ purchaseOrder: 'JOB-114', notes: '' });
    memory.keepPendingPay(pending);
    memory.clear();
    expect(storage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{"purchaseOrder":'],
    ['another shape', '{"po":"JOB-114"}'],
    ['a number where text goes', '{"purchaseOrder":114,"notes":""}'],
  ])('purchase order and notes that do not read (%s) are nothing kept, and removed', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(CHECKOUT_NOTES_KEY, raw);
    expect(new SessionStorageCheckout(storage).notes()).toEqual({ purchaseOrder: '', notes: '' });
    expect(storage.getItem(CHECKOUT_NOTES_KEY)).toBeNull();
  });

  it.each([
    ['no key', { purchaseOrder: 'JOB-114', totalCents: 100, sentAt: 1 }],
    ['a total with a fraction of a cent', { attemptKey: 'k', purchaseOrder: 'JOB-114', totalCents: 100.5, sentAt: 1 }],
    ['a negative total', { attemptKey: 'k', purchaseOrder: 'JOB-114', totalCents: -1, sentAt: 1 }],
  ])('an unsettled Pay that does not read (%s) is nothing kept, and removed', (_, value) => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_PAY_KEY, JSON.stringify(value));
    expect(new SessionStorageCheckout(storage).pendingPay()).toBeNull();
    expect(storage.getItem(PENDING_PAY_KEY)).toBeNull();
  });

  it('a storage that refuses every access keeps nothing and throws nothing', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const blocked: Storage = { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
    const memory = new SessionStorageCheckout(blocked);
    expect(() => memory.keepNotes({ purchaseOrder: 'JOB-114', notes: '' })).not.toThrow();
    expect(() => memory.keepPendingPay(pending)).not.toThrow();
    expect(memory.notes()).toEqual({ purchaseOrder: '', notes: '' });
    expect(memory.pendingPay()).toBeNull();
    expect(() => memory.clear()).not.toThrow();
  });
});
