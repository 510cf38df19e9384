// npm run bench:report: renders reports/bench.json into docs/performance.md, between its two markers, so the
// figures there are always the last run's and never copied by hand. `npm run bench` calls it at its end.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lighthouseTable, otherBudgetsTable } from './budgets.mjs';
import { interactionRows } from './interactions.mjs';

export const BENCH_REPORT = 'reports/bench.json';
export const PERFORMANCE_DOC = 'docs/performance.md';
export const START_MARKER = '<!-- bench:report start: written by `npm run bench:report` from reports/bench.json; do not edit by hand -->';
export const END_MARKER = '<!-- bench:report end -->';

const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (headings, rows) => [row(headings), row(headings.map(() => '---')), ...rows.map(row)];

function verdict(report) {
  if (report.allBudgetsMet) return ['Every budget met.'];
  return ['Budgets not met:', '', ...report.checks.filter((check) => !check.met).map((check) => `- ${check.what}: ${check.value} (${check.limit})`)];
}

function interactionsSection(measured) {
  if (!measured) return [];
  const { conditions: c } = measured;
  return [
    '### Interactions',
    '',
    `Input to the next paint (Event Timing), ${c.build} build signed in as ${c.signedInAs}, CPU ${c.cpuThrottle}x slower, ${c.viewport}, ${c.runs} runs each on ${c.cores} cores, measured ${measured.measuredOn}.`,
    '',
    ...table(
      ['What', 'Median (min–max) ms', 'Budget', 'Met'],
      interactionRows(measured).map((entry) => [entry.what, entry['median (min–max) ms'], entry.budget || '–', entry.met || '–']),
    ),
  ];
}

function javascriptSection(report) {
  return [
    '### JavaScript (KiB gzip)',
    '',
    `The entry and its static imports: ${report.entryKiB}. A first load is what a signed-out visitor's browser loads until the network is idle; demo data is JSON, not script.`,
    '',
    ...table(
      ['Route', 'Route chunk', 'First load', 'Scripts', 'Demo data'],
      Object.values(report.routes).map((route) => [`\`${route.path}\``, route.routeChunkKiB ?? '–', route.firstLoadKiB, route.scripts, route.demoDataKiB]),
    ),
    '',
    "What opening each other screen adds (a signed-in screen: beyond the buyer's start):",
    '',
    ...table(['Screen', 'KiB gzip'], Object.entries(report.screenChunksKiB).map(([screen, kib]) => [`\`${screen}\``, kib])),
  ];
}

function journeySection(journey) {
  if (!journey) return [];
  return [
    '### Backend calls, browsing journey over HTTP (signed out)',
    '',
    ...table(
      ['Step', 'Calls', 'What'],
      journey.steps.map((step) => [step.step, step.calls.length, step.calls.map((call) => `\`${call}\``).join(', ') || '–']),
    ),
    '',
    `Total: ${journey.total}.`,
  ];
}

function skuIndexSection(measured) {
  if (!measured) return [];
  return [
    '### SKU index over HTTP',
    '',
    `${measured.products} products on the stand-in (${measured.delayMs} ms a call), a ${measured.audience}'s header search, measured ${measured.measuredOn}.`,
    '',
    ...table(
      ['SKU', 'Index calls', 'List pages', 'Details', 'All calls', 'Search to product (ms)'],
      measured.lookups.map((lookup) => [lookup.sku, lookup.total, lookup.lists, lookup.details, lookup.allCalls, lookup.ms]),
    ),
  ];
}

/** The generated part of docs/performance.md, markers excluded. */
export function renderBenchReport(report) {
  return [
    `Last run: ${report.measuredOn}. ${report.lighthouse.settings}.`,
    '',
    ...verdict(report),
    '',
    '### Lighthouse',
    '',
    ...lighthouseTable(report.lighthouse.pages),
    '',
    '### Other budgets',
    '',
    ...otherBudgetsTable(report.checks),
    '',
    ...interactionsSection(report.interactions),
    '',
    ...javascriptSection(report),
    '',
    ...journeySection(report.backendCallsPerJourney),
    '',
    ...skuIndexSection(report.skuIndexCalls),
  ].join('\n');
}

/** The document with the text between its markers replaced; throws when a marker is missing. */
export function withBenchReport(doc, rendered) {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start === -1 || end < start) throw new Error(`${PERFORMANCE_DOC} has lost its markers: ${START_MARKER} ... ${END_MARKER}`);
  return `${doc.slice(0, start + START_MARKER.length)}\n${rendered.trim()}\n${doc.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = JSON.parse(readFileSync(BENCH_REPORT, 'utf8'));
  writeFileSync(PERFORMANCE_DOC, withBenchReport(readFileSync(PERFORMANCE_DOC, 'utf8'), renderBenchReport(report)));
  console.log(`${PERFORMANCE_DOC}: figures rewritten from ${BENCH_REPORT} (measured ${report.measuredOn}).`);
}
