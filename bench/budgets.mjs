// Issue 16's budgets, each against its measured figure (Lighthouse: the median of the runs, with their spread),
// and docs/performance.md's tables made from them (bench/report.mjs).
import { PAGES } from './pages.mjs';

export const BUDGETS = {
  firstLoadOfHomeKiB: 175,
  performance: 95,
  tbtMs: 100,
  lcpMs: 1800,
  cls: 0.05,
  // Signed-out pages only, as before issue 16.
  accessibility: 100,
  bestPractices: 95,
  // Issue 37: the SKU index of a 1,000-product catalogue over HTTP, once per session.
  skuIndexCalls: 11,
};

const atLeast = (limit) => ({ limit: `≥ ${limit}`, met: (value) => value >= limit });
const atMost = (limit) => ({ limit: `≤ ${limit}`, met: (value) => value <= limit });

/** On every page, in both builds. */
const PAGE_BUDGETS = [
  { metric: 'performance', label: 'performance', ...atLeast(BUDGETS.performance) },
  { metric: 'lcpMs', label: 'LCP (ms)', ...atMost(BUDGETS.lcpMs) },
  { metric: 'tbtMs', label: 'TBT (ms)', ...atMost(BUDGETS.tbtMs) },
  { metric: 'cls', label: 'CLS', ...atMost(BUDGETS.cls) },
];
const SIGNED_OUT_BUDGETS = [
  { metric: 'accessibility', label: 'accessibility', limit: `= ${BUDGETS.accessibility}`, met: (value) => value >= BUDGETS.accessibility },
  { metric: 'bestPractices', label: 'best practices', ...atLeast(BUDGETS.bestPractices) },
];

/** Every measured page, in the order of PAGES, demo build first: [build, name, entry]. */
function measuredPages(lighthousePages) {
  return PAGES.flatMap(({ name }) =>
    Object.entries(lighthousePages)
      .filter(([, pages]) => pages[name])
      .map(([build, pages]) => [build, name, pages[name]]),
  );
}

export function budgetChecks({ firstLoadOfHomeKiB, lighthousePages }) {
  const checks = [
    { what: 'first load of / (KiB gzip)', limit: `≤ ${BUDGETS.firstLoadOfHomeKiB}`, value: firstLoadOfHomeKiB, met: firstLoadOfHomeKiB <= BUDGETS.firstLoadOfHomeKiB },
  ];
  for (const [build, , entry] of measuredPages(lighthousePages)) {
    const budgets = entry.signedIn ? PAGE_BUDGETS : [...PAGE_BUDGETS, ...SIGNED_OUT_BUDGETS];
    for (const budget of budgets) {
      const value = entry.median[budget.metric];
      checks.push({
        what: `${entry.path} ${budget.label} (${build} build${entry.signedIn ? ', signed in' : ''})`,
        build,
        path: entry.path,
        metric: budget.metric,
        limit: budget.limit,
        value,
        spread: [entry.min[budget.metric], entry.max[budget.metric]],
        met: budget.met(value),
      });
    }
  }
  return checks;
}

/**
 * How fast and how busy the machine was over the runs: Lighthouse's own CPU benchmark (it calls a machine under
 * 1000 slow) and the 1-minute load average. The same code measures several times worse on a slower or busier machine.
 */
function hostLine(rows) {
  const recorded = rows.filter(([, , entry]) => entry.host);
  const hosts = recorded.flatMap(([, , entry]) => entry.host);
  if (hosts.length === 0) return [];
  const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
  const benchmark = hosts.map((host) => host.benchmarkIndex);
  const load = hosts.map((host) => host.loadAverage);
  const pages = recorded.length === rows.length ? 'the runs' : `the runs of the ${recorded.length} page${recorded.length === 1 ? '' : 's'} measured since it is recorded`;
  return ['', `The machine over ${pages}: Lighthouse's benchmark index ${range(benchmark)}, load average ${range(load)}.`];
}

const runsOf = (count) => `${count} run${count === 1 ? '' : 's'}`;
const conditions = (entry) => `${entry.measuredOn}, ${runsOf(entry.runsPerPage)}, ${entry.machine.cores} cores`;

/** The Lighthouse table: per page and build, median (min–max) against each budget; a missed median in bold. */
export function lighthouseTable(lighthousePages) {
  const rows = measuredPages(lighthousePages);
  if (rows.length === 0) return [];
  const first = rows[0][2];
  const mixed = rows.some(([, , entry]) => conditions(entry) !== conditions(first) || entry.machine.cpu !== first.machine.cpu);
  const heading = mixed
    ? 'Lighthouse 12, mobile (simulated throttling), median (min–max) of the runs; measured as the last column says'
    : `Lighthouse 12, mobile (simulated throttling), median (min–max) of ${runsOf(first.runsPerPage)} per page, measured ${first.measuredOn} on ${first.machine.cores} cores (${first.machine.cpu})`;
  const lines = [
    heading,
    ...hostLine(rows),
    '',
    `| Page | Build | ${PAGE_BUDGETS.map((budget) => `${budget.label} ${budget.limit}`).join(' | ')} | KiB before the LCP | Met |${mixed ? ' Measured |' : ''}`,
    `| --- | --- | ${PAGE_BUDGETS.map(() => '---').join(' | ')} | --- | --- |${mixed ? ' --- |' : ''}`,
  ];
  for (const [build, , entry] of rows) {
    const cells = PAGE_BUDGETS.map((budget) => {
      const median = entry.median[budget.metric];
      const shown = budget.met(median) ? `${median}` : `**${median}**`;
      return `${shown} (${entry.min[budget.metric]}–${entry.max[budget.metric]})`;
    });
    const met = PAGE_BUDGETS.every((budget) => budget.met(entry.median[budget.metric]));
    const page = `\`${entry.path}\`${entry.signedIn ? ' signed in' : ''}`;
    // Not a budget: what the LCP is made of (runs recorded before it have none).
    const lcpKiB = entry.median.lcpKiB === undefined ? '–' : `${entry.median.lcpKiB} (${entry.min.lcpKiB}–${entry.max.lcpKiB})`;
    lines.push(`| ${page} | ${build} | ${cells.join(' | ')} | ${lcpKiB} | ${met ? 'yes' : '**no**'} |${mixed ? ` ${conditions(entry)} |` : ''}`);
  }
  return lines;
}

/** The other budgets: the first load, and accessibility and best practices of the signed-out pages. */
export function otherBudgetsTable(checks) {
  const others = checks.filter((check) => !PAGE_BUDGETS.some((budget) => budget.metric === check.metric));
  return [
    '| Budget | Limit | Measured | Met |',
    '| --- | --- | --- | --- |',
    ...others.map((check) => `| ${check.what} | ${check.limit} | ${check.value} | ${check.met ? 'yes' : '**no**'} |`),
  ];
}
