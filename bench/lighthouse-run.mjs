// One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) and the summary of several.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { loadavg } from 'node:os';
import { CHROMIUM } from '../tests/support/browser.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The static host's certificate is a throwaway self-signed one.
  '--ignore-certificate-errors',
];

/** A Chromium Lighthouse can drive (and playwright-core can join over CDP on `port`); the caller kills it. */
export function launchChrome() {
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
}

const SCORE_NAMES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'bestPractices', seo: 'seo' };

/**
 * Lighthouse on `url` in the Chromium on `port`, with its default storage reset: the HTTP cache and service
 * workers are cleared before the run, localStorage and IndexedDB (a sign-in, a cart) are kept.
 * Throws when the page failed or ended anywhere else than asked (a signed-in page sent to /login).
 */
export async function runLighthouse(port, url, categories) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const asked = new URL(url);
  const ended = new URL(lhr.finalDisplayedUrl);
  if (ended.pathname + ended.search !== asked.pathname + asked.search) {
    throw new Error(`Lighthouse asked for ${asked.pathname}${asked.search} but measured ${ended.pathname}${ended.search}: not signed in?`);
  }
  const { categories: scored, audits } = lhr;
  const weak = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) =>
      scored[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${category}: ${audits[ref.id].title}`),
    );
  const shifts = audits['layout-shifts']?.details?.items ?? [];
  const categoryScores = Object.fromEntries(categories.map((category) => [SCORE_NAMES[category], Math.round(scored[category].score * 100)]));
  return {
    scores: {
      ...categoryScores,
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      lcpKiB: Math.round(bytesBeforeLcp(audits) / 102.4) / 10,
    },
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? null,
    findings: [...weak, ...shifts.map((item) => `layout shift ${item.score?.toFixed?.(3)}: ${item.node?.snippet ?? ''}`)],
    // Lantern scales every task by the time it took here: how fast and how busy this machine was during the run.
    host: { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), loadAverage: Math.round(loadavg()[0] * 100) / 100 },
  };
}

/**
 * What Lighthouse's simulation replays for the largest paint: every request that ended before it in the run it
 * watched, at 1.6 Mbps in 150 ms round trips (Lantern's `getFirstPaintBasedGraph`). Unlike the simulated time,
 * which also scales this machine's CPU time, these bytes depend on the build alone: the LCP moves with them in steps
 * of one round trip (about 30 KB).
 */
function bytesBeforeLcp(audits) {
  const lcpAt = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (lcpAt === undefined) return 0;
  const requests = audits['network-requests']?.details?.items ?? [];
  return requests.filter((request) => request.networkEndTime <= lcpAt).reduce((total, request) => total + (request.transferSize ?? 0), 0);
}

/** Lighthouse on `url` in a fresh Chromium: a visitor with nothing stored. */
export async function runLighthouseInFreshChrome(url, categories) {
  const chrome = await launchChrome();
  try {
    return await runLighthouse(chrome.port, url, categories);
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Per metric, the median (what the budgets judge) and the spread (min and max) of the runs. */
export function summarize(runs) {
  const metrics = Object.keys(runs[0].scores);
  const per = (pick) => Object.fromEntries(metrics.map((metric) => [metric, pick(runs.map((run) => run.scores[metric]))]));
  return {
    median: per(median),
    min: per((values) => Math.min(...values)),
    max: per((values) => Math.max(...values)),
    runs: runs.map((run) => run.scores),
    host: runs.map((run) => run.host),
    findings: [...new Set(runs.flatMap((run) => run.findings))],
    lcpElements: [...new Set(runs.map((run) => run.lcpElement).filter(Boolean))],
  };
}
