/**
 * Runs `task` once the frame on its way has been painted (a task after the next animation frame), so that the work
 * stays out of the input's answer. At once when the page is hidden, where frames stop; first if the page is hidden
 * or left before then.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', run);
    document.removeEventListener('visibilitychange', run);
    task();
  };
  window.addEventListener('pagehide', run);
  document.addEventListener('visibilitychange', run);
  requestAnimationFrame(() => setTimeout(run, 0));
}
