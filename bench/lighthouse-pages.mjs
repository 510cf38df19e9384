// Lighthouse, `runs` times per page, on one build served at `origin`: signed-out pages each run in a fresh
// Chromium (a first visit); signed-in pages in one Chromium per page, where the dealer signed in and filled
// the cart once before the runs (the HTTP cache is still cleared before every run).
import { runLighthouse, runLighthouseInFreshChrome, launchChrome, summarize } from './lighthouse-run.mjs';
import { signInWithCart } from './sign-in.mjs';

const SIGNED_OUT_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// A signed-in page is kept out of search engines: SEO does not apply.
const SIGNED_IN_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Resolves to { [page name]: { path, signedIn, median, min, max, runs, findings } }. */
export async function measurePages({ build, origin, pages, runs, screenshot }) {
  const measured = {};
  let screenshotTaken = false;
  for (const page of pages) {
    if (page.signedIn) {
      const shot = screenshotTaken ? undefined : screenshot;
      measured[page.name] = await measureSignedIn(build, origin, page, runs, shot);
      screenshotTaken ||= Boolean(shot);
    } else {
      const path = page.path(build);
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await runLighthouseInFreshChrome(origin + path, SIGNED_OUT_CATEGORIES));
      measured[page.name] = { path, signedIn: false, ...summarize(results) };
    }
    const { median, host } = measured[page.name];
    const benchmark = host.map((run) => run.benchmarkIndex).join(', ');
    const elements = measured[page.name].lcpElements.join(' / ');
    console.error(
      `  ${build.name} ${measured[page.name].path}: performance ${median.performance}, LCP ${median.lcpMs} ms (${median.lcpKiB} KiB before it; ${elements}), TBT ${median.tbtMs} ms, CLS ${median.cls} (benchmark index ${benchmark})`,
    );
  }
  return measured;
}

async function measureSignedIn(build, origin, page, runs, screenshot) {
  const chrome = await launchChrome();
  try {
    const session = await signInWithCart(chrome.port, origin, build, { screenshot });
    const path = page.path(build, session);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(chrome.port, origin + path, SIGNED_IN_CATEGORIES));
    return { path, signedIn: true, ...summarize(results) };
  } finally {
    chrome.kill();
  }
}
