import type * as React from 'react';

/** React's deferred renders, held back on demand: what a page's or a tap's own paint shows before React runs them. */
export const deferredRenders = { heldBack: false };

/** Transitions started while `heldBack`, waiting; `release` starts them (inside `act`) and lets later ones run. */
export const transitions = { heldBack: false, waiting: [] as (() => void)[], release: () => undefined as void };

/**
 * React with `useDeferredValue` that, while held back, keeps what it last handed out (its initial value, on a
 * mount), and `startTransition` that, while held back, keeps the update for later: for `vi.mock('react', …)`.
 * Otherwise React's own.
 */
export function withHeldBackDeferredRenders(react: typeof React): typeof React {
  transitions.release = () => {
    transitions.heldBack = false;
    transitions.waiting.splice(0).forEach((scope) => react.startTransition(scope));
  };
  return {
    ...react,
    useDeferredValue: <T,>(value: T, initialValue?: T): T => {
      const deferred = react.useDeferredValue(value, initialValue as T);
      const shown = react.useRef(initialValue !== undefined ? initialValue : value);
      if (!deferredRenders.heldBack) shown.current = deferred;
      return shown.current;
    },
    startTransition: (scope: () => void) => {
      if (transitions.heldBack) transitions.waiting.push(scope);
      else react.startTransition(scope);
    },
  };
}
