// The SKU index's backend calls on a 1,000-product catalogue (issue 37): the HTTP build (already built for the API at
// /api) against the stand-in answering after 150 ms, with the real seed's EXTRA_PRODUCTS=1000 (Wire Kit 0001 and up,
// SKUs WIR-0001 and up, one variant each). A visitor searches the header for exact SKUs; the calls the index made are
// counted apart from those the list and product pages make of their own. Budget: at most 11 calls, once per session.
//
// Alone, while iterating: node bench/sku-index.mjs [--no-build] [--backend-port 4688] [--host-port 0]
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../tests/support/browser.mjs';
import { HTTP_OUT_DIR, buildHttpApp, mockBackendUrl, startMockBackend } from '../tests/support/http-backend.mjs';
import { startStaticHost } from '../deploy/static-host.mjs';
import { BUDGETS } from './budgets.mjs';
import { BACKEND_DELAY_MS, SHOP_API_PREFIX } from './http-pages.mjs';

export const SKU_INDEX_PRODUCTS = 1000;

/** The index's own calls among a step's: its list pages (out-of-stock included) and the details beyond the opened page's own. */
function indexCalls(calls, openedProductId) {
  const lists = calls.filter((call) => call.includes('includeOutOfStock=true'));
  const details = calls.filter((call) => /^GET \/products\/\d+$/.test(call));
  const pageOwn = details.includes(`GET /products/${openedProductId}`) ? 1 : 0;
  return { lists: lists.length, details: details.length - pageOwn, total: lists.length + details.length - pageOwn };
}

export async function measureSkuIndexCalls({ backendPort, hostPort, outDir = HTTP_OUT_DIR }) {
  const backend = await startMockBackend({ wireKits: SKU_INDEX_PRODUCTS, port: backendPort, delayMs: BACKEND_DELAY_MS });
  const app = await startStaticHost({ outDir, port: hostPort, api: { prefix: SHOP_API_PREFIX, backendUrl: mockBackendUrl(backendPort) } });
  const browser = await launchBrowser();
  const lookups = [];
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const main = page.getByRole('main');
    await page.goto(`${app.url}/`);
    await main.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.waitForLoadState('networkidle');
    await backend.takeCalls();
    /** Searches the header for `sku` and waits for its product's page: the calls it cost and how long it took. */
    const lookUp = async (sku, productName) => {
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
      await box.fill(sku);
      const started = Date.now();
      await box.press('Enter');
      await main.getByRole('heading', { name: productName, level: 1 }).waitFor();
      const ms = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const calls = await backend.takeCalls();
      const productId = new URL(page.url()).pathname.split('/').pop();
      lookups.push({ sku, ms, ...indexCalls(calls, productId), allCalls: calls.length });
    };
    await lookUp('WIR-0999', 'Wire Kit 0999');
    await lookUp('WIR-0001', 'Wire Kit 0001');
  } finally {
    await browser.close();
    await app.close();
    backend.close();
  }
  return { measuredOn: new Date().toISOString().slice(0, 10), products: SKU_INDEX_PRODUCTS + 4, delayMs: BACKEND_DELAY_MS, audience: 'visitor', lookups };
}

/** The budget's checks: the first look-up builds the index within the limit, the next one costs nothing. */
export function skuIndexChecks(measured) {
  if (!measured) return [];
  const [first, next] = measured.lookups;
  const when = `measured ${measured.measuredOn}`;
  return [
    {
      what: `SKU index of a 1,000-product catalogue over HTTP, first look-up (calls, ${measured.delayMs} ms each, ${when})`,
      limit: `≤ ${BUDGETS.skuIndexCalls}`,
      value: first.total,
      met: first.total <= BUDGETS.skuIndexCalls,
    },
    { what: `SKU index, a later look-up in the same session (calls, ${when})`, limit: '= 0', value: next.total, met: next.total === 0 },
  ];
}

export function printSkuIndex(measured) {
  if (!measured) return;
  console.log(`\nSKU index, ${measured.products} products over HTTP (stand-in, ${measured.delayMs} ms a call), a ${measured.audience}'s header search, measured ${measured.measuredOn}`);
  console.table(
    Object.fromEntries(
      measured.lookups.map((lookup) => [
        lookup.sku,
        { 'index calls': lookup.total, 'list pages': lookup.lists, details: lookup.details, 'all calls': lookup.allCalls, 'search to product (ms)': lookup.ms },
      ]),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: flags } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'backend-port': { type: 'string', default: '4688' },
      'host-port': { type: 'string', default: '0' },
    },
  });
  // A build of its own, so a run beside the tests' HTTP build leaves theirs alone.
  const outDir = 'dist-http-sku-bench';
  if (!flags['no-build']) buildHttpApp({ backendUrl: SHOP_API_PREFIX, outDir });
  const measured = await measureSkuIndexCalls({ backendPort: Number(flags['backend-port']), hostPort: Number(flags['host-port']), outDir });
  printSkuIndex(measured);
  for (const check of skuIndexChecks(measured)) console.log(`${check.met ? 'met' : 'NOT MET'}: ${check.what}: ${check.value} (${check.limit})`);
}
