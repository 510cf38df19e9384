import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit-gate.mjs';

const report = (vulnerabilities: Record<string, { severity: string }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: Object.keys(vulnerabilities).length } },
  });

describe('the CI audit gate', () => {
  it('fails the build on a high or a critical advisory in a shipped dependency', () => {
    expect(auditVerdict(report({ axios: { severity: 'high' }, dompurify: { severity: 'critical' }, zod: { severity: 'moderate' } }))).toEqual({
      kind: 'findings',
      findings: ['axios (high)', 'dompurify (critical)'],
    });
  });

  it('lets moderate and low advisories through', () => {
    expect(auditVerdict(report({ zod: { severity: 'moderate' }, react: { severity: 'low' } })).kind).toBe('clean');
  });

  it('says the audit was not checked when the registry has no audit service, rather than calling it clean', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed', method: 'POST', statusCode: 405, body: '' });
    expect(auditVerdict(refused)).toEqual({ kind: 'unavailable', reason: "the registry's audit service answered 405" });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
