export const MUTATION_REPORT: string;
export const MUTATION_DOC: string;
export function mergedReport(): unknown;
export function renderMutationReport(report: unknown): string;
export function withMutationReport(doc: string, rendered: string): string;
