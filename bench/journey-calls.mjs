// Backend calls per step of a signed-out browsing journey: the HTTP build (already built) against the stand-in.
import { launchBrowser } from '../tests/support/browser.mjs';
import { HTTP_OUT_DIR, mockBackendUrl, startMockBackend } from '../tests/support/http-backend.mjs';
import { startStaticHost } from '../deploy/static-host.mjs';
import { SHOP_API_PREFIX } from './http-pages.mjs';

export async function measureJourneyCalls({ backendPort, hostPort }) {
  // The real seed's Path Lights and 45 more: a category with a next page.
  const backend = await startMockBackend({ extraProducts: 45, port: backendPort });
  const app = await startStaticHost({ outDir: HTTP_OUT_DIR, port: hostPort, api: { prefix: SHOP_API_PREFIX, backendUrl: mockBackendUrl(backendPort) } });
  const browser = await launchBrowser();
  const calls = backend.takeCalls;
  const steps = [];
  try {
    const page = await (await browser.newContext()).newPage();
    const main = page.getByRole('main');
    /** Runs an action, waits until the screen shows `ready`, then collects the calls it made. */
    const step = async (name, action, ready) => {
      await action();
      await ready.waitFor();
      await page.waitForLoadState('networkidle');
      steps.push({ step: name, calls: await calls() });
    };
    const heading = (name) => main.getByRole('heading', { name, level: 1 });
    await step('open home', () => page.goto(app.url + '/'), main.getByRole('heading', { name: 'Bollards', level: 2 }));
    await step('open a category', () => main.getByRole('link', { name: 'Spot & Flood Lights', exact: true }).click(), main.getByText('Showing 1–'));
    // The seed's only spot light: its page still asks for its category's products once its picture is on screen,
    // and, with none related to show, takes the row's place away.
    const productShown = {
      waitFor: async () => {
        await heading('Beacon Spot Light').waitFor();
        await main.getByRole('region', { name: 'You May Also Like' }).waitFor({ state: 'detached' });
      },
    };
    await step('open a product', () => main.getByRole('listitem').first().getByRole('link').first().click(), productShown);
    await step('back to the category', () => page.goBack(), heading('Spot & Flood Lights'));
    await step('back home', () => page.goBack(), main.getByRole('heading', { name: 'Shop by category' }));
    await step('open another category', () => page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Path Lights' }).click(), main.getByText('Showing 1–40'));
    await step('next page', () => page.getByRole('button', { name: 'Next' }).click(), main.getByText('Showing 41–'));
  } finally {
    await browser.close();
    await app.close();
    backend.close();
  }
  return { steps, total: steps.reduce((sum, { calls: made }) => sum + made.length, 0) };
}
