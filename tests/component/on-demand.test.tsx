// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from '../../src/ui/shared/on-demand';

describe('code fetched on demand (a dialog)', () => {
  it('is fetched once, however often it is wanted', async () => {
    const load = vi.fn(async () => 'dialog');
    const part = onDemand(load);
    await Promise.all([part.fetch(), part.fetch()]);
    expect(await part.fetch()).toBe('dialog');
    expect(part.loaded()).toBe('dialog');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fetch that failed (offline) is asked again by the next press, which then gets it', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('dialog');
    const { result } = renderHook(() => useOnDemand(onDemand(load)));

    let firstPress: string | null = 'not yet';
    await act(async () => {
      firstPress = await result.current[1]();
    });
    expect(firstPress).toBeNull();
    expect(result.current[0]).toBeNull();

    let secondPress: string | null = null;
    await act(async () => {
      secondPress = await result.current[1]();
    });
    expect(secondPress).toBe('dialog');
    expect(result.current[0]).toBe('dialog');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the page asks for it by itself once idle, with no press', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => 'dialog');
      const part = onDemand(load);
      const { result } = renderHook(() => useOnDemand(part));
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(result.current[0]).toBe('dialog');
    } finally {
      vi.useRealTimers();
    }
  });
});
