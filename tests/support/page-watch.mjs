// Every page of every browser test is watched: an uncaught error or a Content-Security-Policy
// violation in any page, a tab the shop opens included, fails the test that was running.
import assert from 'node:assert/strict';
import { afterEach } from 'node:test';

/** What the pages reported since the last test ended: 'uncaught error: …' or 'CSP violation: …', with the page's path. */
const faults = [];

function record(kind, text, page) {
  const where = page ? ` (on ${new URL(page.url(), 'http://unknown').pathname})` : '';
  faults.push(`${kind}: ${text}${where}`);
}

const BINDING = 'reportCspViolationToTests';

/** Watches every page the context opens, from its first script on, across full page loads. */
export async function watchContext(context) {
  await context.exposeBinding(BINDING, ({ page }, text) => record('CSP violation', text, page));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window[binding](`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  }, BINDING);
  context.on('weberror', (webError) => record('uncaught error', webError.error().message, webError.page()));
  // Chromium also logs each violation; some (a refused frame, a worker) are only logged.
  context.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) record('CSP violation (console)', message.text(), message.page());
  });
  return context;
}

/** The browser with every context it makes watched, `browser.newPage()` included. */
export function watchBrowser(browser) {
  const newContext = browser.newContext.bind(browser);
  // No service worker unless a test asks for one (offline.test.mjs): each test's fresh context would otherwise keep the
  // whole app in its cache in the background, and the first screen's requests are the page's own.
  browser.newContext = async (options) => watchContext(await newContext({ serviceWorkers: 'block', ...options }));
  return browser;
}

/**
 * For a test that provokes a fault on purpose: waits until `count` have been reported and hands them
 * over, so the check after the test finds only what else went wrong.
 */
export async function takePageFaults(count, timeout = 5000) {
  for (let waited = 0; faults.length < count && waited < timeout; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return faults.splice(0);
}

afterEach(() => {
  assert.deepEqual(faults.splice(0), [], 'the pages of this test reported uncaught errors or CSP violations');
});
