import type { AuthExpiryPort } from '../../application/ports/auth-expiry.port';

/** The HTTP client reports each refused token here; the session listens and signs out. */
export class AuthExpiry implements AuthExpiryPort {
  private readonly listeners = new Set<() => void>();

  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  report(): void {
    this.listeners.forEach((listener) => listener());
  }
}
