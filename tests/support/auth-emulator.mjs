// The Firebase Auth emulator for the length of a node:test file. Build the app with
// VITE_FIREBASE_AUTH_EMULATOR_URL set to `url` and VITE_FIREBASE_PROJECT_ID to `projectId`.
//
//   const auth = await startAuthEmulator();
//   after(() => auth.close());
//   beforeEach(() => auth.clearAccounts());
//   await auth.createUser('buyer@example.test', 'Lantern-Path-42');
import {
  EMULATOR_PORT,
  PROJECT_ID,
  clearAccounts,
  createUser,
  emulatorUrl,
  startEmulator,
} from '../../tools/firebase-emulator/auth-emulator.mjs';

/**
 * Installs firebase-tools on first use, starts the emulator (or reuses a running one) and waits until it answers.
 * `port`: another than the tests' (the bench runs its own).
 */
export async function startAuthEmulator({ port = EMULATOR_PORT } = {}) {
  const emulator = await startEmulator({ port });
  const url = emulatorUrl(port);
  return {
    url,
    projectId: PROJECT_ID,
    /** Creates an email and password account; resolves to { uid, email }. */
    createUser: (email, password) => createUser(email, password, url),
    /** Deletes every account. */
    clearAccounts: () => clearAccounts(url),
    /** Stops the emulator, unless it was already running before (then it is left alone). */
    close: () => emulator.stop(),
  };
}
