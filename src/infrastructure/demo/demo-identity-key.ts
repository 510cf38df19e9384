export const DEMO_IDENTITY_KEY = 'demo-identity';

/** The uid signed in on this browser, or null; a blocked storage keeps nobody signed in. */
export function storedSignIn(storage: Storage): string | null {
  try {
    return storage.getItem(DEMO_IDENTITY_KEY);
  } catch {
    return null;
  }
}
