// The Firebase Auth emulator for the length of a node:test file. Build the app with
// VITE_FIREBASE_AUTH_EMULATOR_URL set to `url` and VITE_FIREBASE_PROJECT_ID to `projectId`.
//
//   const auth = await startAuthEmulator();
//   after(() => auth.close());
//   beforeEach(() => auth.clearAccounts());
//   await auth.createUser('buyer@example.test', 'Lantern-Path-42');
import {
  EMULATOR_URL,
  PROJECT_ID,
  clearAccounts,
  createUser,
  startEmulator,
} from '../../tools/firebase-emulator/auth-emulator.mjs';

/** Installs firebase-tools on first use, starts the emulator (or reuses a running one) and waits until it answers. */
export async function startAuthEmulator() {
  const emulator = await startEmulator();
  return {
    url: EMULATOR_URL,
    projectId: PROJECT_ID,
    /** Creates an email and password account; resolves to { uid, email }. */
    createUser: (email, password) => createUser(email, password, EMULATOR_URL),
    /** Deletes every account. */
    clearAccounts: () => clearAccounts(EMULATOR_URL),
    /** Stops the emulator, unless it was already running before (then it is left alone). */
    close: () => emulator.stop(),
  };
}
