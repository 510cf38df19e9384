/**
 * The signed-in buyer's first calls (their profile and wallet), sent by the page's first script with the stored
 * token while the shop's code is still downloading (build/first-screen-preload-plugin.ts writes them here).
 */
export const EARLY_CALLS_PROPERTY = '__lumenEarlyCalls';

/** An early answer older than this is not handed out (the page's start is long over): the request goes afresh. */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

export interface EarlyCall {
  /** The ID token the call carried: its answer stands only for a request that would carry the same one. */
  readonly token: string;
  /** `performance.now()` when it was sent. */
  readonly sentAt: number;
  readonly answer: Promise<Response>;
}

/** The answer to a GET of `url` with `token` already under way, handed out once; null when there is none. */
export function takeEarlyCall(url: string, token: string | null): Promise<Response> | null {
  const calls: unknown = (globalThis as Record<string, unknown>)[EARLY_CALLS_PROPERTY];
  if (!(calls instanceof Map)) return null;
  // Stryker disable next-line ConditionalExpression: without it a null token still finds no call, each carrying a string token
  if (token === null) return null;
  const call = calls.get(url) as EarlyCall | undefined;
  if (!call || call.token !== token) return null;
  calls.delete(url);
  return performance.now() - call.sentAt <= EARLY_CALL_MAX_AGE_MS ? call.answer : null;
}
