/** Beyond this, whatever waits on the first paint goes ahead (a page that never reports one). */
export const FIRST_PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Runs `run` once the browser reports the page's first contentful paint: the frame on screen, which on a busy
 * phone comes a frame or more after React's commit and the next animation frame. A hidden tab paints nothing, so
 * there it runs at once (or as the tab is hidden); where paint timing is not reported, after the next frame.
 * Returns a function that cancels it.
 */
export function afterFirstPaint(run: () => void): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const cancel = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  const go = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };

  const timer = setTimeout(go, FIRST_PAINT_WAIT_LIMIT_MS);
  cleanups.push(() => clearTimeout(timer));
  if (document.visibilityState === 'hidden') {
    go();
    return cancel;
  }
  const onHidden = () => document.visibilityState === 'hidden' && go();
  document.addEventListener('visibilitychange', onHidden);
  cleanups.push(() => document.removeEventListener('visibilitychange', onHidden));

  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
    cleanups.push(() => observer.disconnect());
  } else {
    let frameTimer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (frameTimer = setTimeout(go)));
    cleanups.push(() => {
      cancelAnimationFrame(frame);
      clearTimeout(frameTimer);
    });
  }
  return cancel;
}
