import type { IdentityPort } from '../../application/ports/identity.port';
import { BackendError } from '../../application/shared/backend-error';

/**
 * Over HTTP until the Firebase identity adapter is bound: visitors browse
 * signed out and requests go without a token.
 */
export class SignedOutIdentity implements IdentityPort {
  watch(listener: (user: null) => void): () => void {
    listener(null);
    return () => undefined;
  }

  async idToken(): Promise<string | null> {
    return null;
  }

  async signIn(): Promise<never> {
    throw new BackendError('unauthorized', 'Sign-in is not configured for this backend');
  }

  async signOut(): Promise<void> {}
}
