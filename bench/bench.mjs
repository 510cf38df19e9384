// npm run bench: builds, then reports JavaScript (KiB gzip) per route chunk and for the real first load of each
// route in Chromium; Lighthouse (mobile, simulated throttling; median and spread of several runs, with the machine's
// cores) on three signed-out pages and, signed in as the dealer, five signed-in pages, in the demo build and in the
// HTTP build against the stand-in backend (150 ms per call) and the Auth emulator, all served as the hosting serves
// them; backend calls per journey, and the SKU index's on 1,000 products (issue 37); each against its budgets.
// Writes reports/bench.json, then docs/performance.md's figures from it (npm run bench:report). A benchmark, never a
// test: run it on a quiet machine.
//
// Also the input-to-paint of Add to Cart, a cart quantity change, a coupon and a payment method under 4x CPU, and the
// scale cases (a 200-line cart, My Orders with 1,000 orders), from bench/interactions.mjs.
//
// And the shop with no signal (issue 42, bench/offline.mjs): a repeat visit offline, what the device keeps, drafts
// caught up.
//
// Flags: --no-build, --no-lighthouse, --no-journey, --no-http (no Lighthouse on the HTTP build), --no-interactions,
// --no-offline, --runs N (5),
// --only home,cart,... (a subset of the pages, while iterating). Ports, for a run beside other servers:
// --backend-port (the stand-in, 4599), --emulator-port (the Auth emulator, 9099), --host-port (the static host
// and preview, a free one by default). A part skipped keeps the last report's figures, each with its date.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/support/browser.mjs';
import { interactionRows, measureInteractions } from './interactions.mjs';
import { startAuthEmulator } from '../tests/support/auth-emulator.mjs';
import { MOCK_BACKEND_PORT, buildHttpApp } from '../tests/support/http-backend.mjs';
import { startPreview } from '../tests/support/server.mjs';
import { BUDGETS, budgetChecks } from './budgets.mjs';
import { BACKEND_DELAY_MS, SHOP_API_PREFIX, measureHttpPages } from './http-pages.mjs';
import { measureJourneyCalls } from './journey-calls.mjs';
import { measureSkuIndexCalls, printSkuIndex, skuIndexChecks } from './sku-index.mjs';
import { measurePages } from './lighthouse-pages.mjs';
import { measureOffline, offlineChecks } from './offline.mjs';
import { BUILDS, selectPages } from './pages.mjs';
import { startStaticHost } from '../deploy/static-host.mjs';
import { EMULATOR_PORT } from '../tools/firebase-emulator/auth-emulator.mjs';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-journey': { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    'no-interactions': { type: 'boolean', default: false },
    'no-offline': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    'backend-port': { type: 'string', default: String(MOCK_BACKEND_PORT) },
    'emulator-port': { type: 'string', default: String(EMULATOR_PORT) },
    'host-port': { type: 'string', default: '0' },
  },
});
const RUNS = Number(flags.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs ${flags.runs}: a whole number of runs, at least 1`);
const PAGES = selectPages(flags.only);
const ports = { backendPort: Number(flags['backend-port']), emulatorPort: Number(flags['emulator-port']), hostPort: Number(flags['host-port']) };
const lighthouseOnDemo = !flags['no-lighthouse'];
const lighthouseOnHttp = !flags['no-lighthouse'] && !flags['no-http'];

const ROUTES = {
  home: { path: '/', chunk: 'src/ui/catalog/HomePage.tsx' },
  list: { path: '/products', chunk: 'src/ui/catalog/ProductListPage.tsx' },
  category: { path: '/products?category=cat-path', chunk: 'src/ui/catalog/ProductListPage.tsx' },
  detail: { path: '/product/p-001', chunk: 'src/ui/catalog/ProductDetailPage.tsx' },
  notFound: { path: '/no-such-page', chunk: 'src/ui/shell/NotFoundPage.tsx' },
};

if (!flags['no-build']) execSync('npx vite build --manifest', { stdio: 'inherit', env: { ...process.env, VITE_BACKEND: 'demo' } });

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipOf = (file) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

/** A chunk and the chunks it imports statically: what loading it costs. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}
const sumGzip = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipOf(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const ownKiB = (key) => kib(sumGzip([...closure(key)].filter((file) => !entryFiles.has(file))));
const chunks = {};
for (const [name, route] of Object.entries(ROUTES)) chunks[name] = { routeChunkKiB: ownKiB(route.chunk) };
// Every other screen: what opening it adds to what is already loaded (its chunk and the chunks only it needs). A
// signed-in screen opens on top of the buyer's start (build/buyer-chunk-plugin.ts), which every signed-in page
// loads first: not counted again for each.
const buyerStart = Object.keys(manifest).find((key) => manifest[key].name === 'buyer');
if (!buyerStart) throw new Error('bench: no chunk named "buyer": say what a signed-in page loads first');
const buyerStartFiles = closure(buyerStart);
const screenKiB = (key) => {
  const files = [...closure(key)].filter((file) => !entryFiles.has(file));
  const signedIn = files.includes(manifest[buyerStart].file);
  return kib(sumGzip(files.filter((file) => !signedIn || !buyerStartFiles.has(file))));
};
const screenChunks = Object.fromEntries(
  Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^src\/ui\/.*Page\.tsx$/.test(key))
    .sort()
    .map((key) => [key.replace(/^src\/ui\//, ''), screenKiB(key)]),
);

// The first load as a browser really does it, lazy chunks and demo data included.
const server = await startPreview({ port: ports.hostPort });
const browser = await launchBrowser();
const firstLoad = {};
try {
  for (const [name, route] of Object.entries(ROUTES)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set();
    const data = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      const file = url.pathname.replace(/^\//, '');
      if (file.endsWith('.js')) scripts.add(file);
      if (file.endsWith('.json')) data.add(file);
    });
    await page.goto(server.url + route.path, { waitUntil: 'networkidle' });
    firstLoad[name] = {
      path: route.path,
      scripts: scripts.size,
      firstLoadKiB: kib(sumGzip(scripts)),
      // The demo backend's catalogue file: data, as an HTTP backend's answers would be.
      demoDataKiB: kib([...data].reduce((total, file) => total + gzipOf(file), 0)),
    };
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const today = new Date().toISOString().slice(0, 10);
// A part skipped by a flag keeps the last report's figures (each Lighthouse page with its date) rather than dropping them.
const previousReport = existsSync('reports/bench.json') ? JSON.parse(readFileSync('reports/bench.json', 'utf8')) : null;
const lighthousePages = previousReport?.lighthouse?.pages ?? {};
// Figures vary with the machine: every page measured says on what, as its spread says how much.
const conditions = { measuredOn: today, runsPerPage: RUNS, machine: { cores: availableParallelism(), cpu: cpus()[0]?.model.trim() ?? 'unknown' } };
const record = (build, measured) => {
  lighthousePages[build] ??= {};
  for (const [name, entry] of Object.entries(measured)) lighthousePages[build][name] = { ...conditions, ...entry };
};
const screenshotOf = (build) => `reports/bench-signed-in-${build}.png`;
const screenshots = [];

// The demo build served as the hosting serves it (HTTP/2 over TLS, compressed, cached).
if (lighthouseOnDemo) {
  console.error(`Lighthouse, ${RUNS} run(s) per page, demo build:`);
  const host = await startStaticHost({ outDir: 'dist', secure: true, port: ports.hostPort });
  try {
    record('demo', await measurePages({ build: BUILDS.demo, origin: host.url, pages: PAGES, runs: RUNS, screenshot: screenshotOf('demo') }));
  } finally {
    await host.close();
  }
  if (PAGES.some((page) => page.signedIn)) screenshots.push(screenshotOf('demo'));
}

// Interactions under 4x CPU on the demo build, signed in as the dealer, and the scale cases.
let interactions = previousReport?.interactions ?? null;
if (!flags['no-interactions']) {
  console.error(`Interactions, ${RUNS} run(s) each, demo build, 4x CPU:`);
  const host = await startStaticHost({ outDir: 'dist', secure: true, port: ports.hostPort });
  try {
    interactions = await measureInteractions({ url: host.url, runs: RUNS, log: (line) => console.error(`  ${line}`) });
  } finally {
    await host.close();
  }
}

// The HTTP build: backend calls per journey, and Lighthouse signed in through the Auth emulator.
let journey = previousReport?.backendCallsPerJourney ?? null;
let skuIndex = previousReport?.skuIndexCalls ?? null;
if (!flags['no-journey'] || lighthouseOnHttp) {
  const emulator = lighthouseOnHttp ? await startAuthEmulator({ port: ports.emulatorPort }) : null;
  try {
    // As production is hosted: the API on the shop's origin, passed on to the stand-in (docs/hosting.md).
    buildHttpApp({ emulatorUrl: emulator?.url, projectId: emulator?.projectId, backendUrl: SHOP_API_PREFIX });
    if (!flags['no-journey']) journey = await measureJourneyCalls(ports);
    if (!flags['no-journey']) skuIndex = await measureSkuIndexCalls(ports);
    if (lighthouseOnHttp) {
      console.error(`Lighthouse, ${RUNS} run(s) per page, HTTP build (API at ${SHOP_API_PREFIX}, stand-in backend, ${BACKEND_DELAY_MS} ms per call):`);
      record('http', await measureHttpPages({ emulator, ...ports, pages: PAGES, runs: RUNS, screenshot: screenshotOf('http') }));
      if (PAGES.some((page) => page.signedIn)) screenshots.push(screenshotOf('http'));
    }
  } finally {
    await emulator?.close();
  }
}

// The shop with no signal: its own HTTP build, stand-in and emulator (bench/offline.mjs).
let offline = previousReport?.offline ?? null;
if (!flags['no-offline']) {
  console.error(`No signal, ${RUNS} run(s) each, HTTP build against the stand-in (${BACKEND_DELAY_MS} ms per call):`);
  offline = await measureOffline({ runs: RUNS, ...ports, log: (line) => console.error(`  ${line}`) });
}

const routes = Object.fromEntries(Object.keys(ROUTES).map((name) => [name, { ...firstLoad[name], ...chunks[name] }]));
const checks = [...budgetChecks({ firstLoadOfHomeKiB: routes.home.firstLoadKiB, lighthousePages }), ...interactionChecks(interactions), ...skuIndexChecks(skuIndex), ...offlineChecks(offline)];

/** Each interaction figure that has a budget (input to the next paint, ≤ 100 ms), as a check like the others. */
function interactionChecks(measured) {
  if (!measured) return [];
  return interactionRows(measured)
    .filter((row) => row.budget)
    .map((row) => ({ what: `${row.what} (ms, 4x CPU, measured ${measured.measuredOn})`, limit: row.budget, value: row['median (min–max) ms'], met: row.met === 'yes' }));
}

const report = {
  measuredOn: today,
  budgets: BUDGETS,
  allBudgetsMet: checks.every((check) => check.met),
  checks,
  lighthouse: {
    settings: `Lighthouse 12, mobile, simulated throttling; served over HTTP/2 and TLS, compressed, as the hosting serves it; the HTTP build with its API on the shop's origin (${SHOP_API_PREFIX}, through deploy/api-proxy) against the stand-in backend answering after ${BACKEND_DELAY_MS} ms and the Auth emulator`,
    pages: lighthousePages,
  },
  entryKiB: kib(sumGzip(entryFiles)),
  routes,
  screenChunksKiB: screenChunks,
  backendCallsPerJourney: journey,
  skuIndexCalls: skuIndex,
  interactions,
  offline,
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);

console.log('\nJavaScript, KiB gzip');
console.log(`entry and its static imports: ${report.entryKiB}`);
console.table(
  Object.fromEntries(
    Object.entries(routes).map(([name, row]) => [
      name,
      {
        path: row.path,
        'route chunk': row.routeChunkKiB ?? '-',
        'first load': row.firstLoadKiB,
        files: row.scripts,
        'demo data (not JS)': row.demoDataKiB,
      },
    ]),
  ),
);
console.log("What opening each other screen adds (the signed-in screens beyond the buyer's start), KiB gzip");
console.table(screenChunks);
if (journey) {
  console.log('\nBackend calls, browsing journey on the HTTP backend (signed out)');
  const short = (call) => call.replace(/state=ACTIVE&?/, '').replace(/\?$/, '');
  console.table(Object.fromEntries(journey.steps.map((step) => [step.step, { calls: step.calls.length, what: step.calls.map(short).join('; ') }])));
  console.log(`total: ${journey.total}`);
}
printSkuIndex(skuIndex);
for (const [build, pages] of Object.entries(lighthousePages)) {
  for (const entry of Object.values(pages)) {
    for (const finding of entry.findings) console.log(`  ${build} ${entry.path}: ${finding}`);
  }
}
if (interactions) {
  console.log(`\nInteractions, input to the next paint, 4x CPU, demo build signed in as the dealer, measured ${interactions.measuredOn}`);
  console.table(interactionRows(interactions));
}
for (const file of screenshots) console.log(`The cart as the signed-in runs found it: ${file}`);
console.log(report.allBudgetsMet ? '\nEvery budget met.' : '\nSOME BUDGETS NOT MET.');
console.log('Written to reports/bench.json');
// docs/performance.md shows these figures: rendered from the report, never copied by hand.
execSync('node bench/report.mjs', { stdio: 'inherit' });
