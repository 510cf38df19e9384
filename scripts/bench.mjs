// npm run bench: builds, then reports JavaScript (KiB gzip) per route chunk and for
// the real first load of each route in Chromium, and Lighthouse scores, and writes
// reports/bench.json. Flags: --no-build, --no-lighthouse.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, launchBrowser } from '../tests/support/browser.mjs';
import { HTTP_OUT_DIR, buildHttpApp, startMockBackend } from '../tests/support/http-backend.mjs';
import { startPreview } from '../tests/support/server.mjs';

const BUDGET_FIRST_LOAD_KIB = 200;
const ROUTES = {
  home: { path: '/', chunk: 'src/ui/catalog/HomePage.tsx' },
  list: { path: '/products?category=cat-path', chunk: 'src/ui/catalog/ProductListPage.tsx' },
  detail: { path: '/product/p-001', chunk: 'src/ui/catalog/ProductDetailPage.tsx' },
  notFound: { path: '/no-such-page', chunk: null },
};

if (!process.argv.includes('--no-build')) execSync('npx vite build --manifest', { stdio: 'inherit' });

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
const chunks = {};
for (const [name, route] of Object.entries(ROUTES)) {
  if (!route.chunk) continue;
  const own = [...closure(route.chunk)].filter((file) => !entryFiles.has(file));
  chunks[name] = { routeChunkKiB: kib(sumGzip(own)) };
}

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

// Lighthouse (mobile, simulated throttling) on the built app, one fresh Chromium per route.
const lighthouseScores = {};
const lighthouseFindings = {};
if (!process.argv.includes('--no-lighthouse')) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const lhServer = await startPreview();
  try {
    for (const [name, route] of Object.entries(ROUTES)) {
      if (name === 'notFound') continue;
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      try {
        const result = await lighthouse(lhServer.url + route.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories, audits } = result.lhr;
        lighthouseScores[name] = {
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        };
        const weak = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
          categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
            .map((ref) => `${category}: ${audits[ref.id].title}`),
        );
        const shifts = audits['layout-shifts']?.details?.items ?? [];
        lighthouseFindings[name] = [...weak, ...shifts.map((item) => `layout shift ${item.score?.toFixed?.(3)}: ${item.node?.snippet ?? ''}`)];
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await lhServer.close();
  }
}

// Backend calls per journey: the app built for the HTTP backend, against a local stand-in.
const journey = process.argv.includes('--no-journey') ? null : await measureJourney();

const report = {
  budgetFirstLoadKiB: BUDGET_FIRST_LOAD_KIB,
  backendCallsPerJourney: journey,
  lighthouse: lighthouseScores,
  lighthouseFindings,
  entryKiB: kib(sumGzip(entryFiles)),
  routes: Object.fromEntries(Object.keys(ROUTES).map((name) => [name, { ...firstLoad[name], ...chunks[name] }])),
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);

console.log(`\nJavaScript, KiB gzip (budget for the first load of /: ${BUDGET_FIRST_LOAD_KIB})`);
console.log(`entry and its static imports: ${report.entryKiB}`);
console.table(
  Object.fromEntries(
    Object.entries(report.routes).map(([name, row]) => [
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
if (journey) {
  console.log('\nBackend calls, browsing journey on the HTTP backend (signed out)');
  const short = (call) => call.replace(/state=ACTIVE&?/, '').replace(/\?$/, '');
  console.table(Object.fromEntries(journey.steps.map((step) => [step.step, { calls: step.calls.length, what: step.calls.map(short).join('; ') }])));
  console.log(`total: ${journey.total}`);
}
if (Object.keys(lighthouseScores).length > 0) {
  console.log('\nLighthouse (mobile, simulated throttling)');
  console.table(lighthouseScores);
  for (const [name, findings] of Object.entries(lighthouseFindings)) {
    for (const finding of findings) console.log(`  ${name}: ${finding}`);
  }
}
const home = report.routes.home.firstLoadKiB;
console.log(home <= BUDGET_FIRST_LOAD_KIB ? `first load of / within budget: ${home} KiB` : `OVER BUDGET: first load of / is ${home} KiB`);
console.log('Written to reports/bench.json');

async function measureJourney() {
  buildHttpApp();
  const backend = await startMockBackend();
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
    await step('open home', () => page.goto(app.url + '/'), main.getByRole('heading', { name: 'Wire & Connectors', level: 2 }));
    await step('open a category', () => main.getByRole('link', { name: 'Well Lights', exact: true }).click(), main.getByText('Showing 1–'));
    await step('open a product', () => main.getByRole('listitem').first().getByRole('link').first().click(), main.getByRole('heading', { name: 'You May Also Like' }));
    await step('back to the category', () => page.goBack(), heading('Well Lights'));
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
