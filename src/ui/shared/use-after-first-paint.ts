import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../app/after-first-paint';

/** False until the page's first screen has painted: what lies below the fold renders after it, not within it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
