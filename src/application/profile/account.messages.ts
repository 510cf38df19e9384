/** Spec §2 and §8: what the account screens say. */
export const accountMessages = {
  resetNeutral: 'If an account exists with this email, you will receive password reset instructions.',
  resetSent: 'Password reset email sent successfully',
  resetSentFromProfile: 'Password reset email sent! Please check your inbox.',
  resetFailed: 'Failed to send password reset email. Please try again.',
} as const;
