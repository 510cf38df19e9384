// What the Firebase SDK keeps of a sign-in, read by the identity adapter and by the page's first script (vite.config.ts).

/** The stored sign-in is keyed by the app name, so it must not change between page loads. */
export const DEFAULT_APP_NAME = 'lumen-trade';

/**
 * A stored token is used before the SDK has loaded only while it has longer than this to live (the SDK itself
 * refreshes one within 30 s of its expiry): the backend must still accept it when the request arrives.
 */
export const STORED_TOKEN_MARGIN_MS = 60_000;

/** Where browserLocalPersistence keeps the signed-in user of this app. */
export function storedSignInKey(apiKey: string, appName = DEFAULT_APP_NAME): string {
  return `firebase:authUser:${apiKey}:${appName}`;
}
