import { startTransition, useCallback, useEffect, useState } from 'react';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** Loads again whenever `key` changes; `retry` is the Try Again button. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loadable<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: Loadable<T> }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    setState({ key, value: { status: 'loading' } });
    // Arrivals render as transitions: a page of cards is drawn in slices that let a tap through.
    const settle = (value: Loadable<T>) => current && startTransition(() => setState({ key, value }));
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` says when the request really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const value: Loadable<T> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, retry };
}
