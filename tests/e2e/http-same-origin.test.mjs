// The HTTP build as production hosts it: its API on the shop's own origin (/api), which the hosting passes on to
// the API proxy (deploy/api-proxy) and the proxy to the backend. Same-origin calls need no CORS preflight.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStaticHost } from '../../deploy/static-host.mjs';
import { startAuthEmulator } from '../support/auth-emulator.mjs';
import { launchWatchedBrowser, submitLogin } from '../support/e2e.mjs';
import { MOCK_BACKEND_URL, buildHttpApp, startMockBackend } from '../support/http-backend.mjs';

const OUT_DIR = 'dist-http-same-origin';

describe("over HTTP with the API on the shop's origin (/api), through the API proxy", () => {
  let auth;
  let backend;
  let host;
  let browser;
  before(async () => {
    auth = await startAuthEmulator();
    buildHttpApp({ emulatorUrl: auth.url, projectId: auth.projectId, backendUrl: '/api', outDir: OUT_DIR });
    backend = await startMockBackend();
    host = await startStaticHost({ outDir: OUT_DIR, api: { prefix: '/api', backendUrl: MOCK_BACKEND_URL } });
    browser = await launchWatchedBrowser();
  });
  after(async () => {
    await browser?.close();
    await host?.close();
    backend?.close();
    await auth?.close();
  });

  /** Every request the page sends, as the browser's network layer sees it (CORS preflights included). */
  async function watchedPage() {
    const page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const sent = [];
    cdp.on('Network.requestWillBeSent', ({ request, type }) => sent.push({ method: request.method, url: request.url, type }));
    return { page, sent };
  }

  it("a buyer's profile and wallet come through /api on the shop's origin, with no preflight and no call to another origin", async () => {
    await auth.createUser('ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await fetch(`${MOCK_BACKEND_URL}/__profiles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'ava.brooks@lanternworks.example',
        profile: { name: 'Ava', lastName: 'Brooks', role: 'DISTRIBUTOR', approved: true, company: 'Lanternworks Supply', companyAddress: 'Store 9', wallet: { balance: 12500, creditDue: 730.25 } },
      }),
    });
    const { page, sent } = await watchedPage();
    await page.goto(`${host.url}/login`);
    await submitLogin(page, 'ava.brooks@lanternworks.example', 'Lantern-Path-42');
    await page.waitForURL(/\/profile$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Ava Brooks', level: 1 }).waitFor();
    assert.equal(await main.getByRole('region', { name: 'Available Credit' }).getByText('$12,500.00').count(), 1);
    assert.equal(await main.getByRole('region', { name: 'Current Due' }).getByText('$730.25').count(), 1);
    await page.waitForLoadState('networkidle');

    // Reopened: the page's first script sends the profile's calls with the stored token, to the shop's own origin.
    sent.length = 0;
    await backend.takeCalls();
    await page.reload();
    await main.getByRole('region', { name: 'Available Credit' }).getByText('$12,500.00').waitFor();
    await page.waitForLoadState('networkidle');
    const calls = await backend.takeCalls();
    assert.equal(calls.filter((call) => call === 'GET /user').length, 1, calls.join(', '));
    assert.equal(calls.filter((call) => /^GET \/wallet\/[^/]+$/.test(call)).length, 1, calls.join(', '));
    const apiCalls = sent.filter(({ url }) => url.startsWith(`${host.url}/api/`));
    assert.ok(apiCalls.some(({ method, url }) => method === 'GET' && url === `${host.url}/api/user`), JSON.stringify(apiCalls));
    assert.deepEqual(sent.filter(({ type, method }) => type === 'Preflight' || method === 'OPTIONS'), []);
    assert.deepEqual(sent.filter(({ url }) => url.startsWith(MOCK_BACKEND_URL)), []);
    await page.context().close();
  });

  it('a backend that cannot be reached shows "Failed to load products", and Try Again loads them once it is back', async () => {
    const { page } = await watchedPage();
    const main = page.getByRole('main');
    backend.close();
    try {
      await page.goto(`${host.url}/products`);
      await main.getByText('Failed to load products', { exact: true }).waitFor();
    } finally {
      backend = await startMockBackend();
    }
    await main.getByRole('button', { name: 'Try Again' }).click();
    await main.getByText('Showing 1–').waitFor();
    assert.equal(await main.getByRole('link', { name: 'Aurora Brass Path Light' }).count() > 0, true);
    await page.context().close();
  });
});
