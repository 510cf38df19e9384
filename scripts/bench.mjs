// npm run bench: builds, then reports JavaScript (KiB gzip) per route chunk and for
// the real first load of each route in Chromium, and writes reports/bench.json.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/support/browser.mjs';
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
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(server.url + route.path, { waitUntil: 'networkidle' });
    firstLoad[name] = { path: route.path, scripts: scripts.size, firstLoadKiB: kib(sumGzip(scripts)) };
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const report = {
  budgetFirstLoadKiB: BUDGET_FIRST_LOAD_KIB,
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
      { path: row.path, 'route chunk': row.routeChunkKiB ?? '-', 'first load': row.firstLoadKiB, files: row.scripts },
    ]),
  ),
);
const home = report.routes.home.firstLoadKiB;
console.log(home <= BUDGET_FIRST_LOAD_KIB ? `first load of / within budget: ${home} KiB` : `OVER BUDGET: first load of / is ${home} KiB`);
console.log('Written to reports/bench.json');
