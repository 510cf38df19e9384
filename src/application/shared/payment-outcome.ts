// Apart from backend-error.ts: only the paying machines ask this, and they are not on the first screen.
import { BackendError } from './backend-error';

/**
 * The backend answered and said no (a 4xx, or a 2xx saying `success: false`):
 * nothing was done. Anything else (no answer in time, no connection, an answer
 * the shop cannot read, a 5xx) leaves the outcome unknown: the call may have
 * done its work.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof BackendError)) return false;
  if (error.kind === 'not-found' || error.kind === 'unauthorized') return true;
  return error.kind === 'http' && (error.status === undefined || error.status < 500);
}

/** A 2xx answer without what the contract promises (spec §8: 'Invalid payment response' for a payment). */
export function isUnreadableAnswer(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'malformed';
}
