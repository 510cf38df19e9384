// Shared set-up for the browser tests: one preview server and one Chromium per file, every page watched
// (page-watch.mjs: an uncaught error or a CSP violation fails the test).
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { seriousAxeViolations } from './axe.mjs';
import { launchBrowser, launchRegularProfile } from './browser.mjs';
import { watchBrowser, watchContext } from './page-watch.mjs';
import { startPreview } from './server.mjs';

export { takePageFaults } from './page-watch.mjs';

/** Chromium for a file that serves its own build; its pages are watched like the shop's. */
export async function launchWatchedBrowser() {
  return watchBrowser(await launchBrowser());
}

/** A Chromium with a regular profile, as a buyer's (browser.mjs `launchRegularProfile`), its pages watched alike. */
export async function launchWatchedRegularProfile(options) {
  return watchContext(await launchRegularProfile(options));
}

export function useShop() {
  const shop = { url: '', browser: null, server: null };
  before(async () => {
    shop.server = await startPreview();
    shop.url = shop.server.url;
    shop.browser = await launchWatchedBrowser();
  });
  after(async () => {
    await shop.browser?.close();
    await shop.server?.close();
  });
  /** A fresh context per test, so storage (sign-in, cart) never leaks between tests. */
  shop.open = async (path, { width = 1280, height = 900 } = {}) => {
    const context = await shop.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(shop.url + path);
    page.errors = errors;
    return page;
  };
  return shop;
}

export async function expectNoSeriousAxeViolations(page) {
  assert.deepEqual(await seriousAxeViolations(page), []);
}

/** Fills and sends the login form of the page on screen. */
export async function submitLogin(page, email, password = 'Demo1234!') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login page, as a buyer would. */
export async function signIn(page, email = 'dealer@demo.test', password = 'Demo1234!') {
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await submitLogin(page, email, password);
  await page.getByText('Successfully logged in').waitFor();
}
