import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './on-demand';

/**
 * Renders `children` once, hidden, when the page is idle, and takes them away
 * before the frame is drawn: their styles are written then. The change that
 * first shows such a look (a coupon applied) then writes no styles, which
 * would make the browser restyle the whole page inside the buyer's click.
 */
export function WarmStyles({ children }: { children: ReactNode }) {
  const [stage, setStage] = useState<'waiting' | 'rendering' | 'done'>('waiting');
  useEffect(() => whenIdle(() => setStage((current) => (current === 'waiting' ? 'rendering' : current))), []);
  // Emotion writes the styles as the hidden copy is committed; gone again before the browser paints.
  useLayoutEffect(() => {
    if (stage === 'rendering') setStage('done');
  }, [stage]);
  return stage === 'rendering' ? (
    <div hidden aria-hidden inert>
      {children}
    </div>
  ) : null;
}
