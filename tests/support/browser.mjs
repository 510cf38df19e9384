// Debian's Chromium driven by playwright-core (Playwright cannot fetch its own browsers here).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A browser with a regular profile (in a fresh folder), as a buyer's: the contexts of `launchBrowser` are off the
 * record, where Chromium ignores connection hints such as `<link rel="preconnect">`.
 */
export function launchRegularProfile(options = {}) {
  return chromium.launchPersistentContext('', { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ...options });
}
