// npm run test:mutation [folder…]: Stryker over each mutated folder in turn (stryker.config.mjs), each with its own
// incremental file and report under reports/mutation/{folder}/, so a rerun retests only what changed and one
// folder can be run alone (`npm run test:mutation -- domain`). Then merges the reports into
// reports/mutation/mutation.json and writes the scores into docs/mutation.md (scripts/mutation-report.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import { MUTATION_FOLDERS, MUTATION_REPORT, folderReport, writeMutationDoc, belowLeast } from './mutation-report.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !MUTATION_FOLDERS.some((folder) => folder.name === name));
if (unknown.length > 0) throw new Error(`No such folder to mutate: ${unknown.join(', ')} (one of ${MUTATION_FOLDERS.map((f) => f.name).join(', ')})`);

for (const folder of MUTATION_FOLDERS.filter((f) => asked.length === 0 || asked.includes(f.name))) {
  const started = Date.now();
  await new Stryker({
    mutate: [`${folder.path}/**/*.ts`],
    incrementalFile: `reports/mutation/${folder.name}/stryker-incremental.json`,
    jsonReporter: { fileName: folderReport(folder) },
    htmlReporter: { fileName: `reports/mutation/${folder.name}/mutation.html` },
  }).runMutationTest();
  console.log(`${folder.path}: mutation testing took ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Test ids are numbered per run: each folder's are prefixed with the folder's name so the merged ids stay apart. */
function merged(reports) {
  const [first] = reports;
  const files = {};
  const testFiles = {};
  for (const { folder, report } of reports) {
    const id = (testId) => `${folder.name}:${testId}`;
    for (const [path, file] of Object.entries(report.files)) {
      files[path] = {
        ...file,
        mutants: file.mutants.map((mutant) => ({
          ...mutant,
          ...(mutant.killedBy && { killedBy: mutant.killedBy.map(id) }),
          ...(mutant.coveredBy && { coveredBy: mutant.coveredBy.map(id) }),
        })),
      };
    }
    for (const [path, testFile] of Object.entries(report.testFiles ?? {})) {
      const tests = testFile.tests.map((test) => ({ ...test, id: id(test.id) }));
      testFiles[path] = { ...testFile, tests: [...(testFiles[path]?.tests ?? []), ...tests] };
    }
  }
  return { ...first.report, files, testFiles };
}

const reports = MUTATION_FOLDERS.filter((folder) => existsSync(folderReport(folder))).map((folder) => ({
  folder,
  report: JSON.parse(readFileSync(folderReport(folder), 'utf8')),
}));
writeFileSync(MUTATION_REPORT, JSON.stringify(merged(reports)));
const scores = writeMutationDoc(JSON.parse(readFileSync(MUTATION_REPORT, 'utf8')));
const failing = belowLeast(scores);
for (const line of failing) console.error(line);
process.exitCode = failing.length > 0 ? 1 : 0;
