export type AuditVerdict =
  | { kind: 'findings'; findings: string[] }
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'unavailable'; reason: string };
export function auditVerdict(answer: string): AuditVerdict;
