/**
 * Resolves in a task of its own, after the browser has had its turn (input, rendering, other tasks). Work split at
 * this point no longer adds to one long task: a slow phone can answer a tap between the halves, and Lighthouse counts
 * each half's blocking time apart.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
