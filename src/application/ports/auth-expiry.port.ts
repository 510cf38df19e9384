/** Tells the session when the backend refuses the signed-in user's token (a 401), so it can sign out. */
export interface AuthExpiryPort {
  /** Calls back on every refusal; returns an unsubscribe. */
  watch(listener: () => void): () => void;
}
