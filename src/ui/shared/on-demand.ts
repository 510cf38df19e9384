import { useCallback, useEffect, useState } from 'react';

/** Said when a part's code cannot be fetched (offline): the press can be tried again. */
export const PART_UNAVAILABLE = 'This could not be opened. Check your connection and try again.';

/** Code a page needs only once something is pressed (a dialog), fetched apart from the page's own. */
export interface OnDemand<T> {
  /** The code, once here; a failed fetch is forgotten, so the next asks again. */
  readonly fetch: () => Promise<T>;
  readonly loaded: () => T | null;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    fetch: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/** Runs `task` once the page is idle (at the latest after 3 s); returns a cancel. */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
};

/**
 * The part's code once here, and `want`, which fetches it (if not yet) and resolves to it, or to null when it
 * cannot be had (offline). The page asks for it once idle: off the path of its first paint, and here by the
 * time the buyer presses.
 */
export function useOnDemand<T>(part: OnDemand<T>): [T | null, () => Promise<T | null>] {
  const [value, setValue] = useState<T | null>(part.loaded);
  const want = useCallback(
    () =>
      part.fetch().then(
        (loaded) => {
          setValue(() => loaded);
          return loaded;
        },
        () => null,
      ),
    [part],
  );
  useEffect(() => (value === null ? whenIdle(() => void want()) : undefined), [value, want]);
  return [value, want];
}
