// Debian's Chromium driven by playwright-core (Playwright cannot fetch its own browsers here).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
