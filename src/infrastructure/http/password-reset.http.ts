import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import { BackendError } from '../../application/shared/backend-error';
import type { HttpClient } from './http-client';

/**
 * POST /user/forgot-password answers 404 "User with this email address not
 * found" for an address it does not know. The spec shows the same neutral
 * message for any address (telling which exist would leak them), so this 404 is a success.
 */
export function isUnknownAddressAnswer(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'not-found' && error.status === 404;
}

export class HttpPasswordReset implements PasswordResetPort {
  constructor(private readonly http: HttpClient) {}

  /** Any 2xx is success, unless the body says { success: false }. */
  async sendPasswordReset(email: string): Promise<void> {
    let answer: unknown;
    try {
      answer = await this.http.postJson('/user/forgot-password', { email });
    } catch (error) {
      if (isUnknownAddressAnswer(error)) return;
      throw error;
    }
    if (answer && typeof answer === 'object' && 'success' in answer && answer.success === false) {
      const message = 'message' in answer && typeof answer.message === 'string' ? answer.message : null;
      throw new BackendError('http', message ?? 'The reset email was not sent');
    }
  }
}
