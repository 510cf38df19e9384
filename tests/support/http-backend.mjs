// The app built for the HTTP backend, and a local stand-in for that backend
// (stand-in/index.ts: it answers as the real backend does, with the same
// seed, and records the calls it receives).
import { execSync, spawn } from 'node:child_process';

// E2E_STAND_IN_PORT lets a second checkout run its browser tests beside the first.
export const MOCK_BACKEND_PORT = Number(process.env.E2E_STAND_IN_PORT ?? 4599);
export const mockBackendUrl = (port) => `http://127.0.0.1:${port}`;
export const MOCK_BACKEND_URL = mockBackendUrl(MOCK_BACKEND_PORT);
export const HTTP_OUT_DIR = 'dist-http';

/**
 * Without an emulator the build still has Firebase settings, and visitors browse signed out.
 * `backendUrl`: a stand-in on another port than the tests' (the bench's own), or a path on the shop's origin ("/api").
 */
export function buildHttpApp({ emulatorUrl, projectId = 'demo-local-test', backendUrl = MOCK_BACKEND_URL, outDir = HTTP_OUT_DIR } = {}) {
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir`, {
    stdio: 'ignore',
    env: {
      ...process.env,
      VITE_BACKEND: 'http',
      VITE_API_BASE_URL: backendUrl,
      VITE_FIREBASE_API_KEY: 'local-test',
      VITE_FIREBASE_AUTH_DOMAIN: 'local-test.invalid',
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_AUTH_EMULATOR_URL: emulatorUrl ?? '',
      // This backend charges no shipping.
      VITE_SHIPPING: 'none',
    },
  });
}

/**
 * The stand-in reads the Auth emulator's (unsigned) ID tokens itself, as firebase-admin does against the emulator.
 * `extraProducts`: more Path Lights than the real seed's, for a category longer than a page.
 * `delayMs`: how long each answer waits, as a backend across a network does (the bench's realistic 150 ms).
 * `wireKits`: the real seed's EXTRA_PRODUCTS, n one-variant products with SKUs WIR-0001 and up.
 */
export async function startMockBackend({ extraProducts = 0, port = MOCK_BACKEND_PORT, delayMs = 0, wireKits = 0 } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'stand-in/index.ts', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STAND_IN_EXTRA_PRODUCTS: String(extraProducts), STAND_IN_DELAY_MS: String(delayMs), STAND_IN_WIRE_KITS: String(wireKits) },
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`mock backend exited with ${code}`)));
  });
  return {
    /** The calls received since the last time this was asked. */
    takeCalls: async () => (await fetch(`${mockBackendUrl(port)}/__calls`)).json(),
    close: () => child.kill(),
  };
}
