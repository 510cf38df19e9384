// npm run test:mutation [folder…]: Stryker over each mutated folder in turn (stryker.config.mjs), each with its own
// incremental file and HTML report under reports/mutation/{folder}/, so a rerun retests only what changed and one
// folder can be run alone (`npm run test:mutation -- domain`). Then the merged report and the scores in
// docs/mutation.md (scripts/mutation-report.mjs); exits with 1 when a folder is below its least score.
import { Stryker } from '@stryker-mutator/core';
import { MUTATION_FOLDERS, incrementalFile, writeMutationReport } from './mutation-report.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !MUTATION_FOLDERS.some((folder) => folder.name === name));
if (unknown.length > 0) {
  throw new Error(`No such folder to mutate: ${unknown.join(', ')} (one of ${MUTATION_FOLDERS.map((folder) => folder.name).join(', ')})`);
}

for (const folder of MUTATION_FOLDERS.filter((candidate) => asked.length === 0 || asked.includes(candidate.name))) {
  const started = Date.now();
  await new Stryker({
    mutate: [`${folder.path}/**/*.ts`],
    incrementalFile: incrementalFile(folder),
    // The incremental file is the folder's full JSON report.
    reporters: ['clear-text', 'progress', 'html'],
    htmlReporter: { fileName: `reports/mutation/${folder.name}/mutation.html` },
  }).runMutationTest();
  console.log(`${folder.path}: mutation testing took ${Math.round((Date.now() - started) / 1000)} s`);
}

const failing = writeMutationReport();
for (const line of failing) console.error(line);
process.exitCode = failing.length > 0 ? 1 : 0;
