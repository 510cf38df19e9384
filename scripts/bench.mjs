// npm run bench: builds, then reports JavaScript (KiB gzip) per route chunk and for
// the real first load of each route in Chromium, Lighthouse (median of several runs) on the
// build served as the hosting serves it, and backend calls per journey, against the budgets
// of issue 9; writes reports/bench.json. Flags: --no-build, --no-lighthouse, --no-journey, --runs N.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, launchBrowser } from '../tests/support/browser.mjs';
import { HTTP_OUT_DIR, buildHttpApp, startMockBackend } from '../tests/support/http-backend.mjs';
import { startPreview } from '../tests/support/server.mjs';
import { startStaticHost } from './static-host.mjs';

const BUDGETS = {
  firstLoadOfHomeKiB: 180,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  tbtMs: 150,
  cls: 0.05,
  lcpMs: 2000,
};
const ROUTES = {
  home: { path: '/', chunk: 'src/ui/catalog/HomePage.tsx' },
  list: { path: '/products', chunk: 'src/ui/catalog/ProductListPage.tsx' },
  category: { path: '/products?category=cat-path', chunk: 'src/ui/catalog/ProductListPage.tsx' },
  detail: { path: '/product/p-001', chunk: 'src/ui/catalog/ProductDetailPage.tsx' },
  notFound: { path: '/no-such-page', chunk: 'src/ui/shell/NotFoundPage.tsx' },
};
const LIGHTHOUSE_ROUTES = ['home', 'list', 'detail'];
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;

if (!process.argv.includes('--no-build')) execSync('npx vite build --manifest', { stdio: 'inherit', env: { ...process.env, VITE_BACKEND: 'demo' } });

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
// Every other screen: what opening it adds to what is already loaded (its chunk and the chunks only it needs).
const screenChunks = Object.fromEntries(
  Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^src\/ui\/.*Page\.tsx$/.test(key))
    .sort()
    .map((key) => [key.replace(/^src\/ui\//, ''), ownKiB(key)]),
);

// The first load as a browser really does it, lazy chunks and demo data included.
const server = await startPreview();
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run (mobile, simulated throttling) in a fresh Chromium. */
async function lighthouseRun(lighthouse, chromeLauncher, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The static host's certificate is a throwaway self-signed one.
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--ignore-certificate-errors'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const weak = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${category}: ${audits[ref.id].title}`),
    );
    const shifts = audits['layout-shifts']?.details?.items ?? [];
    return {
      scores: {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      },
      findings: [...weak, ...shifts.map((item) => `layout shift ${item.score?.toFixed?.(3)}: ${item.node?.snippet ?? ''}`)],
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse on the build served as the hosting serves it (HTTP/2 over TLS, compressed, cached), RUNS times per page:
// figures vary from run to run on a shared machine, so the median is what counts.
const today = new Date().toISOString().slice(0, 10);
// A part skipped by a flag keeps the last report's figures (Lighthouse with their date) rather than dropping them.
const previousReport = existsSync('reports/bench.json') ? JSON.parse(readFileSync('reports/bench.json', 'utf8')) : null;
const lighthouseScores = {};
const lighthouseRuns = {};
const lighthouseFindings = {};
let lighthouseMeasuredOn = today;
let lighthouseRunsPerPage = RUNS;
if (process.argv.includes('--no-lighthouse')) {
  const previous = previousReport?.lighthouse;
  Object.assign(lighthouseScores, previous?.median);
  Object.assign(lighthouseRuns, previous?.runs);
  Object.assign(lighthouseFindings, previous?.findings);
  lighthouseMeasuredOn = previous?.measuredOn ?? null;
  lighthouseRunsPerPage = previous?.runsPerPage ?? 0;
} else {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const host = await startStaticHost({ outDir: 'dist', secure: true });
  try {
    for (const name of LIGHTHOUSE_ROUTES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(lighthouse, chromeLauncher, host.url + ROUTES[name].path));
      const metrics = Object.keys(runs[0].scores);
      lighthouseScores[name] = Object.fromEntries(metrics.map((metric) => [metric, median(runs.map((run) => run.scores[metric]))]));
      lighthouseRuns[name] = runs.map((run) => run.scores);
      lighthouseFindings[name] = [...new Set(runs.flatMap((run) => run.findings))];
    }
  } finally {
    await host.close();
  }
}

// Backend calls per journey: the app built for the HTTP backend, against a local stand-in.
const journey = process.argv.includes('--no-journey') ? (previousReport?.backendCallsPerJourney ?? null) : await measureJourney();

const routes = Object.fromEntries(Object.keys(ROUTES).map((name) => [name, { ...firstLoad[name], ...chunks[name] }]));

/** Each budget of issue 9 against its measured figure (Lighthouse figures are medians). */
function budgetChecks() {
  const checks = [{ what: 'first load of / (KiB gzip)', limit: `≤ ${BUDGETS.firstLoadOfHomeKiB}`, value: routes.home.firstLoadKiB, met: routes.home.firstLoadKiB <= BUDGETS.firstLoadOfHomeKiB }];
  for (const [name, scores] of Object.entries(lighthouseScores)) {
    const page = ROUTES[name].path;
    checks.push(
      { what: `${page} performance`, limit: `≥ ${BUDGETS.performance}`, value: scores.performance, met: scores.performance >= BUDGETS.performance },
      { what: `${page} accessibility`, limit: `= ${BUDGETS.accessibility}`, value: scores.accessibility, met: scores.accessibility >= BUDGETS.accessibility },
      { what: `${page} best practices`, limit: `≥ ${BUDGETS.bestPractices}`, value: scores.bestPractices, met: scores.bestPractices >= BUDGETS.bestPractices },
      { what: `${page} TBT (ms)`, limit: `≤ ${BUDGETS.tbtMs}`, value: scores.tbtMs, met: scores.tbtMs <= BUDGETS.tbtMs },
      { what: `${page} LCP (ms)`, limit: `≤ ${BUDGETS.lcpMs}`, value: scores.lcpMs, met: scores.lcpMs <= BUDGETS.lcpMs },
      { what: `${page} CLS`, limit: `≤ ${BUDGETS.cls}`, value: scores.cls, met: scores.cls <= BUDGETS.cls },
    );
  }
  return checks;
}
const checks = budgetChecks();

const report = {
  measuredOn: today,
  budgets: BUDGETS,
  allBudgetsMet: checks.every((check) => check.met),
  checks,
  lighthouse: { measuredOn: lighthouseMeasuredOn, runsPerPage: lighthouseRunsPerPage, median: lighthouseScores, runs: lighthouseRuns, findings: lighthouseFindings },
  entryKiB: kib(sumGzip(entryFiles)),
  routes,
  screenChunksKiB: screenChunks,
  backendCallsPerJourney: journey,
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
console.log('What opening each other screen adds, KiB gzip');
console.table(screenChunks);
if (journey) {
  console.log('\nBackend calls, browsing journey on the HTTP backend (signed out)');
  const short = (call) => call.replace(/state=ACTIVE&?/, '').replace(/\?$/, '');
  console.table(Object.fromEntries(journey.steps.map((step) => [step.step, { calls: step.calls.length, what: step.calls.map(short).join('; ') }])));
  console.log(`total: ${journey.total}`);
}
if (Object.keys(lighthouseScores).length > 0) {
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${lighthouseRunsPerPage} runs, served as the hosting serves it, measured ${lighthouseMeasuredOn}`);
  console.table(lighthouseScores);
  for (const [name, findings] of Object.entries(lighthouseFindings)) {
    for (const finding of findings) console.log(`  ${name}: ${finding}`);
  }
}
// The README's table, ready to paste.
console.log(`\nBudgets, measured ${report.measuredOn}\n`);
console.log('| Budget | Limit | Measured | Met |');
console.log('| --- | --- | --- | --- |');
for (const check of checks) console.log(`| ${check.what} | ${check.limit} | ${check.value} | ${check.met ? 'yes' : '**no**'} |`);
console.log(report.allBudgetsMet ? '\nEvery budget met.' : '\nSOME BUDGETS NOT MET.');
console.log('Written to reports/bench.json');

async function measureJourney() {
  buildHttpApp();
  // The real seed's Path Lights and 45 more: a category with a next page.
  const backend = await startMockBackend({ extraProducts: 45 });
  const app = await startPreview({ outDir: HTTP_OUT_DIR });
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
    // The seed's only spot light: its page still asks for its category's products (none related to show).
    await step('open a product', () => main.getByRole('listitem').first().getByRole('link').first().click(), heading('Beacon Spot Light'));
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
