// CI's dependency audit: fails on a high or critical advisory in what the shop ships (dependencies, not
// devDependencies). A registry that offers no audit service cannot prove anything either way: that is said
// loudly and the run goes on, since failing every build for it would only teach people to skip the gate.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING = ['high', 'critical'];

/** What `npm audit --json` answered: findings to fail on, a clean result, or no audit service to ask. */
export function auditVerdict(answer) {
  let report;
  try {
    report = JSON.parse(answer);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit gave no readable answer' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const status = report?.statusCode ?? report?.error?.code ?? 'no report';
    return { kind: 'unavailable', reason: `the registry's audit service answered ${status}` };
  }
  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => BLOCKING.includes(finding.severity))
    .map(([name, finding]) => `${name} (${finding.severity})`);
  return blocking.length > 0 ? { kind: 'findings', findings: blocking } : { kind: 'clean', counts };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
  const verdict = auditVerdict(run.stdout);
  if (verdict.kind === 'findings') {
    console.error(`npm audit: high or critical advisories in shipped dependencies: ${verdict.findings.join(', ')}`);
    process.exit(1);
  }
  if (verdict.kind === 'unavailable') console.warn(`npm audit NOT CHECKED: ${verdict.reason}.`);
  else console.log('npm audit: no high or critical advisory in shipped dependencies.');
}
