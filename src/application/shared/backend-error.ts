/** What an adapter throws when the backend cannot give a usable answer. */
export type BackendErrorKind = 'network' | 'malformed' | 'http' | 'not-found' | 'unauthorized';

export class BackendError extends Error {
  constructor(
    readonly kind: BackendErrorKind,
    message: string,
    readonly status?: number,
    /** The backend's own words ({ message } in its answer), which screens show as they are. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** The backend would not keep what was sent for its size (413; the demo's full browser storage answers so too). */
export function isTooLarge(error: unknown): boolean {
  return error instanceof BackendError && error.status === 413;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'not-found';
}

/** Spec §8: "the server's message, else" a screen's own; never an adapter's technical text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof BackendError && error.serverMessage ? error.serverMessage : fallback;
}
