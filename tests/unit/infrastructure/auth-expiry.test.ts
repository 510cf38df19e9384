import { describe, expect, it, vi } from 'vitest';
import { AuthExpiry } from '../../../src/infrastructure/http/auth-expiry';

describe('AuthExpiry', () => {
  it('tells every watcher of each report until it unsubscribes', () => {
    const expiry = new AuthExpiry();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = expiry.watch(first);
    expiry.watch(second);
    expiry.report();
    stopFirst();
    expiry.report();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
