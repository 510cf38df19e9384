import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '../app/after-first-paint';

/**
 * False until the page's first screen has painted: what lies below the fold renders after it, not within it, and
 * as a transition, in slices, so that render is never one long task just as the page becomes usable.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
