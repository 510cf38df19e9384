// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoad } from '../../src/ui/shared/useLoad';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('a load', () => {
  it('draws once while it waits and once with its answer: starting it draws nothing again', async () => {
    const answer = deferred<string>();
    const drawn: string[] = [];
    const { result } = renderHook(() => {
      const loaded = useLoad('product:p-001', () => answer.promise);
      useEffect(() => void drawn.push(loaded.status));
      return loaded;
    });

    await act(async () => answer.resolve('Brass Path Light'));

    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'Brass Path Light' }));
    expect(drawn).toEqual(['loading', 'ready']);
  });

  it('shows loading again for another request, and for Try Again after a failure', async () => {
    let fail = true;
    const { result, rerender } = renderHook(({ key }) => useLoad(key, () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(key))), {
      initialProps: { key: 'orders:1' },
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));

    fail = false;
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'orders:1' }));

    rerender({ key: 'orders:2' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'orders:2' }));
  });
});
