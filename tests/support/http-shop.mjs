// The browser tests of the HTTP build, signing in through the Firebase Auth emulator: for the length of a node:test
// file, the emulator, the app built for it, the stand-in backend and a watched Chromium; every account is deleted
// before each test.
import { after, before, beforeEach } from 'node:test';
import { startAuthEmulator } from './auth-emulator.mjs';
import { launchWatchedBrowser } from './e2e.mjs';
import { HTTP_OUT_DIR, MOCK_BACKEND_URL, buildHttpApp, startMockBackend } from './http-backend.mjs';
import { startPreview } from './server.mjs';

export function useHttpShop() {
  const shop = { auth: null, backend: null, app: null, browser: null };
  before(async () => {
    shop.auth = await startAuthEmulator();
    buildHttpApp({ emulatorUrl: shop.auth.url, projectId: shop.auth.projectId });
    shop.backend = await startMockBackend();
    shop.app = await startPreview({ outDir: HTTP_OUT_DIR });
    shop.browser = await launchWatchedBrowser();
  });
  after(async () => {
    await shop.browser?.close();
    await shop.app?.close();
    shop.backend?.close();
    await shop.auth?.close();
  });
  beforeEach(() => shop.auth.clearAccounts());
  return shop;
}

/** One of the stand-in's test hooks (`/__profiles`, `/__last-order`…): a GET without a body, a POST with one. */
export const standInHook = (path, body) =>
  fetch(`${MOCK_BACKEND_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((response) => response.json());

export const AVA = { email: 'ava.brooks@lanternworks.example', password: 'Lantern-Path-42' };

/** Ava Brooks, an approved buyer (a dealer unless told) of Round Rock, TX with $12,500.00 of credit and nothing due. */
export async function approvedAva(auth, role = 'DEALER') {
  await auth.createUser(AVA.email, AVA.password);
  await standInHook('/__profiles', {
    email: AVA.email,
    profile: {
      name: 'Ava',
      lastName: 'Brooks',
      companyAddress: 'Store 9',
      role,
      approved: true,
      phone: '737-555-0110',
      street: '88 Cedar Ave',
      city: 'Round Rock',
      country: 'TX',
      zip: '78664',
      wallet: { balance: 12500, creditDue: 0 },
    },
  });
}
