import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_REPORT, PERFORMANCE_DOC, renderBenchReport, withBenchReport } from '../../../bench/report.mjs';
import { MUTATION_DOC, mergedReport, renderMutationReport, withMutationReport } from '../../../scripts/mutation-report.mjs';

/** The README is read in five minutes: the depth lives in docs/. */
const README_MOST_LINES = 200;

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', ...markdownUnder('docs')];
const read = (file: string) => readFileSync(file, 'utf8');
/** Code blocks hold commands and diagrams, not links. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** Every link target of a page that is a path in this repository (not a web address, not an anchor alone). */
function relativeLinks(text: string): string[] {
  const targets = [...withoutCode(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

describe('the docs stay true', () => {
  it.each(DOCS)('%s: every relative link leads to a file of the repository', (file) => {
    const broken = relativeLinks(read(file))
      .map((target) => decodeURIComponent(target.split('#')[0]!))
      .filter((path) => !existsSync(join(dirname(file), path)))
      .map((path) => relative('.', join(dirname(file), path)));
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s: every `npm run` it names is a script of package.json', (file) => {
    const named = [...read(file).matchAll(/npm run ([\w:.-]+)/g)].map((match) => match[1]!);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it(`README.md stays at most ${README_MOST_LINES} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_MOST_LINES);
  });

  it(`${PERFORMANCE_DOC}'s figures are those ${BENCH_REPORT} holds (npm run bench:report writes them)`, () => {
    const doc = read(PERFORMANCE_DOC);
    expect(withBenchReport(doc, renderBenchReport(JSON.parse(read(BENCH_REPORT))))).toBe(doc);
  });

  it(`${MUTATION_DOC}'s scores are those of the last mutation run (npm run test:mutation:report writes them)`, () => {
    const doc = read(MUTATION_DOC);
    expect(withMutationReport(doc, renderMutationReport(mergedReport()))).toBe(doc);
  });
});
