/** What an adapter throws when the backend cannot give a usable answer. */
export type BackendErrorKind = 'network' | 'malformed' | 'http' | 'not-found' | 'unauthorized';

export class BackendError extends Error {
  constructor(
    readonly kind: BackendErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'not-found';
}
