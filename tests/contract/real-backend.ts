/** Answers captured from a local run of the real backend (tests/contract/fixtures/real-backend/*.json), read as they were saved. */
import { readFileSync } from 'node:fs';

export interface RealAnswer {
  readonly request: { readonly method: string; readonly path: string; readonly auth: string; readonly body: unknown };
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
}

const FIXTURES = new URL('./fixtures/real-backend/', import.meta.url);

export function realAnswer(name: string): RealAnswer {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as RealAnswer;
}

/** A captured answer's body, for a test that needs to reshape or read it. */
export function realBody<T = unknown>(name: string): T {
  return realAnswer(name).body as T;
}
