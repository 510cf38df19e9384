import { startTransition, useCallback, useEffect, useState } from 'react';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Loads again whenever `key` or `refresh` changes; `retry` is the Try Again
 * button. A new `key` is a new request and shows loading; a new `refresh`
 * (say, the buyer signed in) asks again for the same thing, and what was
 * shown stays until the answer comes.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, refresh = ''): Loadable<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: Loadable<T> }>({ key, value: LOADING });

  useEffect(() => {
    let current = true;
    // What is shown stays (and nothing renders again) unless it is another request's answer or a failure being retried.
    setState((shown) => (shown.key === key && shown.value.status !== 'failed' ? shown : { key, value: LOADING }));
    // Arrivals render as transitions: a page of cards is drawn in slices that let a tap through.
    const settle = (value: Loadable<T>) => current && startTransition(() => setState({ key, value }));
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` and `refresh` say when the request really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refresh, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const value: Loadable<T> = state.key === key ? state.value : LOADING;
  return { ...value, retry };
}
