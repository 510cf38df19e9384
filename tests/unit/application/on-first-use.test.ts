import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../../src/application/shared/on-first-use';

describe('onFirstUse', () => {
  it('starts nothing until loaded, then starts once and tells who follows it', async () => {
    const start = vi.fn(async () => ({ name: 'registration' }));
    const lazily = onFirstUse(start);
    const followed = vi.fn();
    lazily.subscribe(followed);
    expect(start).not.toHaveBeenCalled();
    expect(lazily.current()).toBeNull();

    const [first, second] = await Promise.all([lazily.load(), lazily.load()]);

    expect(start).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(lazily.current()).toBe(first);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('stops telling a follower who unsubscribed', async () => {
    const lazily = onFirstUse(async () => 'started');
    const followed = vi.fn();
    lazily.subscribe(followed)();
    await lazily.load();
    expect(followed).not.toHaveBeenCalled();
  });

  it('a failed start is not kept: the next load tries again (a chunk that failed to download)', async () => {
    const start = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('started');
    const lazily = onFirstUse(start);
    await expect(lazily.load()).rejects.toThrow('Failed to fetch');
    expect(lazily.current()).toBeNull();
    await expect(lazily.load()).resolves.toBe('started');
    expect(start).toHaveBeenCalledTimes(2);
  });
});
