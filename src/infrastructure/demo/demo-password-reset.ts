import type { PasswordResetPort } from '../../application/ports/password-reset.port';

/** Succeeds for any address, as the backend does, so the answer never tells whether an account exists. */
export class DemoPasswordReset implements PasswordResetPort {
  async sendPasswordReset(): Promise<void> {}
}
