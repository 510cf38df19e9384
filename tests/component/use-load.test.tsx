// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

describe('an answer read before the first render', () => {
  /** A fresh copy of the module: what was read ahead belongs to one page load. */
  async function freshUseLoad() {
    vi.resetModules();
    return import('../../src/ui/shared/useLoad');
  }

  it('is drawn by the first render, once, and not asked for again; a new audience asks again', async () => {
    const { loadAhead, useLoad: freshLoad } = await freshUseLoad();
    await loadAhead('product:1', Promise.resolve('Aurora Brass Path Light at $59.90'));
    const load = vi.fn(async () => 'Aurora Brass Path Light at $69.90');
    const drawn: string[] = [];
    const { result, rerender } = renderHook(({ audience }) => {
      const loaded = freshLoad('product:1', load, audience);
      useEffect(() => void drawn.push(loaded.status === 'ready' ? loaded.data : loaded.status));
      return loaded;
    }, { initialProps: { audience: 'buyer' } });

    expect(result.current).toMatchObject({ status: 'ready', data: 'Aurora Brass Path Light at $59.90' });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(drawn).toEqual(['Aurora Brass Path Light at $59.90']);

    rerender({ audience: 'visitor' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'Aurora Brass Path Light at $69.90' }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('that failed leaves the screen to ask again and show the failure', async () => {
    const { loadAhead, useLoad: freshLoad } = await freshUseLoad();
    await loadAhead('product:1', Promise.reject(new Error('offline')));
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => freshLoad('product:1', load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('is not drawn once the first screen has painted: a later page asks the backend, and a late answer is not kept', async () => {
    const { loadAhead, stopAnswersAhead, useLoad: freshLoad } = await freshUseLoad();
    await loadAhead('product:1', Promise.resolve('read at 9:40 AM'));
    const late = deferred<string>();
    const lateRead = loadAhead('product:2', late.promise);
    stopAnswersAhead();
    late.resolve('read at 9:41 AM');
    await lateRead;

    for (const key of ['product:1', 'product:2']) {
      const { result } = renderHook(() => freshLoad(key, async () => 'read now'));
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'read now' }));
    }
  });
});
