// Starts the Firebase Auth emulator (installing firebase-tools on first use) for the identity tests.
import { startEmulator } from '../../tools/firebase-emulator/auth-emulator.mjs';

export default async function setup() {
  const emulator = await startEmulator();
  return () => emulator.stop();
}
