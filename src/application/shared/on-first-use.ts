/**
 * Something started the first time a screen needs it, from a chunk of its own.
 * `current` and `subscribe` (the shape React's useSyncExternalStore reads) let
 * the shell follow it once started without being the one to start it.
 */
export interface OnFirstUse<T> {
  /** Starts it on the first call; every call answers the same promise, until a failed start, which the next call tries again. */
  load(): Promise<T>;
  /** Null until started. */
  current(): T | null;
  /** Calls back once it has started; returns the unsubscribe. */
  subscribe(onStarted: () => void): () => void;
}

export function onFirstUse<T>(start: () => Promise<T>): OnFirstUse<T> {
  let loading: Promise<T> | null = null;
  let started: T | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= start().then(
        (value) => {
          started = value;
          listeners.forEach((listener) => listener());
          return value;
        },
        (error: unknown) => {
          // A chunk that failed to download (a network blip, a deploy) is asked for again next time.
          loading = null;
          throw error;
        },
      )),
    current: () => started,
    subscribe: (onStarted) => {
      listeners.add(onStarted);
      return () => {
        listeners.delete(onStarted);
      };
    },
  };
}
