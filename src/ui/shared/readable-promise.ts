const marked = new WeakSet<Promise<unknown>>();

/**
 * Marks the promise as fulfilled, the way React's `use` reads it, the moment it resolves: from then on
 * `use` returns its value at once instead of suspending. `use` must still be called on every render
 * (React requires it once a render has suspended on it), and this keeps that free. Safe to call often.
 */
export function readableWhenSettled<T>(promise: Promise<T>): Promise<T> {
  if (marked.has(promise)) return promise;
  marked.add(promise);
  void promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined, // the caller handles the rejection
  );
  return promise;
}
