// The shop's service worker in a browser test (the harness blocks it elsewhere: tests/support/page-watch.mjs).

/** A page in a context that lets the shop's service worker in, opened at `url`. */
export async function openWithServiceWorker(browser, url, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Resolves once the service worker has kept the app and controls the page. */
export async function appKept(page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  // The first visit's page is controlled once the worker claims it, or from its next load.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every answer the HTTP build keeps on the device, as [account, request] (indexeddb-answer-shelf.ts). */
export function keptAnswers(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('lumen-kept-answers');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('answers')) {
            database.close();
            resolve([]);
            return;
          }
          const reading = database.transaction('answers').objectStore('answers').getAll();
          reading.onsuccess = () => {
            database.close();
            resolve(reading.result.map((kept) => ({ account: kept.account, request: kept.request, readAt: kept.readAt })));
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
  );
}
