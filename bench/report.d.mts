export const BENCH_REPORT: string;
export const PERFORMANCE_DOC: string;
export const START_MARKER: string;
export const END_MARKER: string;
export function renderBenchReport(report: unknown): string;
export function withBenchReport(doc: string, rendered: string): string;
