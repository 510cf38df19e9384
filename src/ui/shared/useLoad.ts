import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

const LOADING = { status: 'loading' } as const;

/** Answers read before the first screen's first render, by their useLoad key: that render shows them at once. */
const answersAhead = new Map<string, unknown>();
let takingAnswersAhead = true;

/**
 * Reads `key`'s answer ahead of the first render (main.tsx), so the first screen paints with it rather than with a
 * skeleton followed by a second render. A failure is left to the screen, which asks again and shows it.
 */
export async function loadAhead<T>(key: string, answer: Promise<T>): Promise<void> {
  try {
    const data = await answer;
    if (takingAnswersAhead) answersAhead.set(key, data);
  } catch {
    // the screen's own load shows the failure
  }
}

/** The first screen has painted: an answer read ahead and not shown by now would be a stale one later. */
export function stopAnswersAhead(): void {
  takingAnswersAhead = false;
  answersAhead.clear();
}

// Left in place until the first paint: a render React starts again (a transition's is) finds it again.
function shownFirst<T>(key: string): { key: string; value: Loadable<T> } {
  return answersAhead.has(key) ? { key, value: { status: 'ready', data: answersAhead.get(key) as T } } : { key, value: LOADING };
}

/**
 * Loads again whenever `key` or `refresh` changes; `retry` is the Try Again
 * button. A new `key` is a new request and shows loading; a new `refresh`
 * (say, the buyer signed in) asks again for the same thing, and what was
 * shown stays until the answer comes.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, refresh = ''): Loadable<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState(() => shownFirst<T>(key));
  // An answer read ahead is this mount's first answer: it is not asked for again.
  const readAhead = useRef(state.value.status === 'ready');

  useEffect(() => {
    if (readAhead.current) {
      readAhead.current = false;
      return;
    }
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
