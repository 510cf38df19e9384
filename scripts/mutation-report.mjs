// npm run test:mutation:report: merges the folders' last results (their incremental files, which are Stryker's full
// reports) into reports/mutation/mutation.json and renders the scores into docs/mutation.md, between its two
// markers, so the scores there are always the last run's and never copied by hand. `npm run test:mutation` calls it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MUTATION_REPORT = 'reports/mutation/mutation.json';
export const MUTATION_DOC = 'docs/mutation.md';
export const START_MARKER = '<!-- mutation:report start: written by `npm run test:mutation:report` from reports/mutation/*/stryker-incremental.json; do not edit by hand -->';
export const END_MARKER = '<!-- mutation:report end -->';

/** The mutated folders, in the order they are run, and the least mutation score each must reach (issue 41). */
export const MUTATION_FOLDERS = [
  { name: 'domain', path: 'src/domain', least: 85 },
  { name: 'infrastructure-http', path: 'src/infrastructure/http', least: 80 },
  { name: 'application', path: 'src/application', least: 80 },
];

/** A folder's last results: Stryker reads them to retest only what changed, and they are its full report. */
export const incrementalFile = (folder) => `reports/mutation/${folder.name}/stryker-incremental.json`;

/** The folders' reports as one. Test ids are numbered per run: each is prefixed with its folder's name. */
export function mergedReport() {
  const reports = MUTATION_FOLDERS.filter((folder) => existsSync(incrementalFile(folder))).map((folder) => ({
    folder,
    report: JSON.parse(readFileSync(incrementalFile(folder), 'utf8')),
  }));
  const files = {};
  const testFiles = {};
  for (const { folder, report } of reports) {
    const id = (testId) => `${folder.name}:${testId}`;
    for (const [path, file] of Object.entries(report.files)) {
      const mutants = file.mutants.map((mutant) => ({
        ...mutant,
        ...(mutant.killedBy && { killedBy: mutant.killedBy.map(id) }),
        ...(mutant.coveredBy && { coveredBy: mutant.coveredBy.map(id) }),
      }));
      files[path] = { ...file, mutants };
    }
    for (const [path, testFile] of Object.entries(report.testFiles ?? {})) {
      const tests = testFile.tests.map((test) => ({ ...test, id: id(test.id) }));
      testFiles[path] = { ...testFile, tests: [...(testFiles[path]?.tests ?? []), ...tests] };
    }
  }
  return { ...(reports[0]?.report ?? { schemaVersion: '1', thresholds: { high: 80, low: 60 } }), files, testFiles };
}

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
    return { ...folder, ...counts, valid, score: valid === 0 ? null : Math.round((detected / valid) * 10000) / 100 };
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

/** Writes the merged report and the scores in docs/mutation.md; returns the folders below their least, one line each. */
export function writeMutationReport() {
  const report = mergedReport();
  writeFileSync(MUTATION_REPORT, JSON.stringify(report));
  writeFileSync(MUTATION_DOC, withMutationReport(readFileSync(MUTATION_DOC, 'utf8'), renderMutationReport(report)));
  return belowLeast(folderScores(report));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of writeMutationReport()) console.error(line);
}
