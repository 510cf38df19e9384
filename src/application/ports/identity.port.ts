export interface IdentityUser {
  readonly uid: string;
  readonly email: string;
}

/** The hosted sign-in service (Firebase in production, in-browser accounts in the demo). */
export interface IdentityPort {
  /** Resolves once the stored sign-in (if any) has been restored, before the first guard decision. */
  ready(): Promise<void>;
  /** Calls back with the current user now and on every change; returns an unsubscribe. */
  watch(listener: (user: IdentityUser | null) => void): () => void;
  /**
   * The signed-in account's id, or null when signed out, from what the device holds: unlike a token, it needs no
   * call to the sign-in service, so it answers with no signal too.
   */
  uid(): Promise<string | null>;
  /** A fresh ID token for the Authorization header, or null when signed out; forceRefresh skips any cached token. */
  idToken(options?: { readonly forceRefresh?: boolean }): Promise<string | null>;
  /**
   * Starts fetching the sign-in service: a sign-in form is open, so its submit need not wait for it, or a buyer's
   * first screen has painted from a sign-in restored from storage, which the service then takes over (token refresh,
   * other tabs) without having held that paint back.
   */
  prepare(): void;
  signIn(email: string, password: string): Promise<IdentityUser>;
  /** Creates the sign-in account and signs it in (the backend's profile follows with GET /user). */
  createAccount(email: string, password: string): Promise<IdentityUser>;
  signOut(): Promise<void>;
}
