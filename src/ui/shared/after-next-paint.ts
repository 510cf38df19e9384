/**
 * Runs `run` once the browser has put its next frame on screen: the frame after it has begun, so the change just
 * made has been drawn and shown, not only painted on the main thread.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
}
