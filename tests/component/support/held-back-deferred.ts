import type * as React from 'react';

/** React's deferred renders, held back on demand: what a page's or a tap's own paint shows before React runs them. */
export const deferredRenders = { heldBack: false };

/**
 * React with `useDeferredValue` that, while held back, keeps what it last handed out (its initial value, on a
 * mount): for `vi.mock('react', …)`. Otherwise React's own.
 */
export function withHeldBackDeferredRenders(react: typeof React): typeof React {
  return {
    ...react,
    useDeferredValue: <T,>(value: T, initialValue?: T): T => {
      const deferred = react.useDeferredValue(value, initialValue as T);
      const shown = react.useRef(initialValue !== undefined ? initialValue : value);
      if (!deferredRenders.heldBack) shown.current = deferred;
      return shown.current;
    },
  };
}
