// Lighthouse on the HTTP build as production runs it, on this machine: built for the stand-in backend and the
// Firebase Auth emulator, served as the hosting serves it (the API on the shop's origin, through deploy/api-proxy),
// the stand-in answering each call after a network's delay.
import { HTTP_OUT_DIR, mockBackendUrl, startMockBackend } from '../tests/support/http-backend.mjs';
import { startStaticHost } from '../deploy/static-host.mjs';
import { measurePages } from './lighthouse-pages.mjs';
import { BUILDS } from './pages.mjs';

/** A backend across a network, not on this machine: every answer waits this long. */
export const BACKEND_DELAY_MS = 150;

/** Where production serves the API (docs/hosting.md): the bench's HTTP build is built for it. */
export const SHOP_API_PREFIX = '/api';

/** `emulator`: from startAuthEmulator, the build made for it; the stand-in's seeded dealer is made there, as the real seed does. */
export async function measureHttpPages({ emulator, backendPort, hostPort, pages, runs, screenshot }) {
  const { email, password } = BUILDS.http.dealer;
  await emulator.createUser(email, password).catch((error) => {
    // An emulator left running from an earlier bench already has the dealer.
    if (!String(error.message).includes('EMAIL_EXISTS')) throw error;
  });
  const backend = await startMockBackend({ port: backendPort, delayMs: BACKEND_DELAY_MS });
  const api = { prefix: SHOP_API_PREFIX, backendUrl: mockBackendUrl(backendPort) };
  const host = await startStaticHost({ outDir: HTTP_OUT_DIR, secure: true, port: hostPort, api });
  try {
    return await measurePages({ build: BUILDS.http, origin: host.url, pages, runs, screenshot });
  } finally {
    await host.close();
    backend.close();
  }
}
