/** POST /user/forgot-password {email}: the backend sends the reset email. Throws BackendError. */
export interface PasswordResetPort {
  sendPasswordReset(email: string): Promise<void>;
}
