import type { PasswordResetPort } from '../../application/ports/password-reset.port';
import { BackendError } from '../../application/shared/backend-error';
import type { HttpClient } from './http-client';

export class HttpPasswordReset implements PasswordResetPort {
  constructor(private readonly http: HttpClient) {}

  /** Any 2xx is success, unless the body says { success: false }. */
  async sendPasswordReset(email: string): Promise<void> {
    const answer = await this.http.postJson('/user/forgot-password', { email });
    if (answer && typeof answer === 'object' && 'success' in answer && answer.success === false) {
      const message = 'message' in answer && typeof answer.message === 'string' ? answer.message : null;
      throw new BackendError('http', message ?? 'The reset email was not sent');
    }
  }
}
