import { describe, expect, it } from 'vitest';
import { VisitStorage } from '../../../src/infrastructure/browser/visit-storage';
import { createDemoBackend } from '../../../src/infrastructure/demo/demo-backend';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo/demo-account-list';
import { MemoryStorage } from '../../support/memory-storage';

const accessRefused = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** A browser storage that reads but refuses every write, as a full quota (or an old private window) does. */
function fullStorage(initial: Record<string, string> = {}): Storage {
  const storage = new MemoryStorage();
  Object.entries(initial).forEach(([key, value]) => storage.setItem(key, value));
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return storage;
}

describe('VisitStorage', () => {
  it('writes to the browser storage when the browser allows it', () => {
    const browser = new MemoryStorage();
    const storage = new VisitStorage(() => browser);
    storage.setItem('demo-identity', 'u-1');
    expect(browser.getItem('demo-identity')).toBe('u-1');
    storage.removeItem('demo-identity');
    expect(browser.getItem('demo-identity')).toBeNull();
  });

  it('when window.localStorage itself throws, keeps what is written in memory for this visit', () => {
    const storage = new VisitStorage(accessRefused);
    expect(storage.getItem('demo-identity')).toBeNull();
    storage.setItem('demo-identity', 'u-1');
    expect(storage.getItem('demo-identity')).toBe('u-1');
    expect(storage.length).toBe(1);
    storage.removeItem('demo-identity');
    expect(storage.getItem('demo-identity')).toBeNull();
  });

  it('when the quota is full, the write fails as the browser failed it, so the caller can say so; what was kept still reads', () => {
    const storage = new VisitStorage(() => fullStorage({ kept: 'from before' }));
    expect(() => storage.setItem('kept', 'too much')).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(storage.getItem('kept')).toBe('from before');
  });

  it('when every call of the storage throws a security error (blocked), writes are kept in memory', () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => accessRefused().getItem('any');
    blocked.setItem = () => accessRefused().setItem('any', 'any');
    const storage = new VisitStorage(() => blocked);
    storage.setItem('paymentSession', '{}');
    expect(storage.getItem('paymentSession')).toBe('{}');
  });

  it("the demo backend's sign-in works for the visit with storage refused", async () => {
    const backend = createDemoBackend(new VisitStorage(accessRefused));
    await backend.identity.signIn('dealer@demo.test', DEMO_PASSWORD);
    expect(await backend.identity.idToken()).not.toBeNull();
    expect((await backend.profile.getProfile()).email).toBe('dealer@demo.test');
    await backend.identity.signOut();
    expect(await backend.identity.idToken()).toBeNull();
  });
});
