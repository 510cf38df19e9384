// npm run test:mutation:report: renders reports/mutation/mutation.json into docs/mutation.md, between its two
// markers, so the scores there are always the last run's and never copied by hand. `npm run test:mutation` calls it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MUTATION_REPORT = 'reports/mutation/mutation.json';
export const MUTATION_DOC = 'docs/mutation.md';
export const START_MARKER = '<!-- mutation:report start: written by `npm run test:mutation:report` from reports/mutation/mutation.json; do not edit by hand -->';
export const END_MARKER = '<!-- mutation:report end -->';

/** The mutated folders, in the order they are run, and the least mutation score each must reach (issue 41). */
export const MUTATION_FOLDERS = [
  { name: 'domain', path: 'src/domain', least: 85 },
  { name: 'infrastructure-http', path: 'src/infrastructure/http', least: 80 },
  { name: 'application', path: 'src/application', least: 80 },
];

export const folderReport = (folder) => `reports/mutation/${folder.name}/mutation.json`;

/**
 * Stryker's mutation score: detected (killed or timed out) over every valid mutant, covered by a test or not.
 * Mutants that cannot run (compile or runtime errors) and those ignored are no test's to kill.
 */
export function folderScores(report) {
  return MUTATION_FOLDERS.map((folder) => {
    const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, errors: 0 };
    for (const [path, file] of Object.entries(report.files)) {
      if (!path.startsWith(`${folder.path}/`)) continue;
      for (const { status } of file.mutants) {
        if (status in counts) counts[status] += 1;
        else counts.errors += 1;
      }
    }
    const detected = counts.Killed + counts.Timeout;
    const valid = detected + counts.Survived + counts.NoCoverage;
    return { ...folder, ...counts, valid, score: valid === 0 ? null : Math.floor((detected / valid) * 10000) / 100 };
  });
}

/** The folders whose score is below the least they must reach, or that were not run, one line each. */
export function belowLeast(scores) {
  return scores
    .filter((folder) => folder.score === null || folder.score < folder.least)
    .map((folder) => `${folder.path}: mutation score ${folder.score ?? 'not measured'}, at least ${folder.least} required`);
}

const row = (cells) => `| ${cells.join(' | ')} |`;

export function renderMutationReport(report) {
  const scores = folderScores(report);
  return [
    START_MARKER,
    row(['Folder', 'Mutation score %', 'Least', 'Killed', 'Timed out', 'Survived', 'No coverage', 'Ignored', 'Errors']),
    row(['---', '---', '---', '---', '---', '---', '---', '---', '---']),
    ...scores.map((f) => row([`\`${f.path}\``, f.score ?? 'not run', f.least, f.Killed, f.Timeout, f.Survived, f.NoCoverage, f.Ignored, f.errors])),
    END_MARKER,
  ].join('\n');
}

export function withMutationReport(doc, rendered) {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${MUTATION_DOC} has no ${START_MARKER} … ${END_MARKER} section`);
  return doc.slice(0, start) + rendered + doc.slice(end + END_MARKER.length);
}

/** Writes the scores into docs/mutation.md and returns them. */
export function writeMutationDoc(report) {
  writeFileSync(MUTATION_DOC, withMutationReport(readFileSync(MUTATION_DOC, 'utf8'), renderMutationReport(report)));
  return folderScores(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scores = writeMutationDoc(JSON.parse(readFileSync(MUTATION_REPORT, 'utf8')));
  for (const line of belowLeast(scores)) console.error(line);
}
