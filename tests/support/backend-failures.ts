/**
 * The four ways a backend call fails (issue 9), as the HTTP client reports
 * them. tests/contract/resilience.test.ts proves the adapters throw exactly
 * these; tests/component/resilience.test.tsx throws them from the fake ports
 * to prove each screen says the spec's words and stays usable.
 */
import { BackendError } from '../../src/application/shared/backend-error';

export type Failure = 'malformed' | '500' | 'timeout' | 'offline';

export const failureLabels: Record<Failure, string> = {
  malformed: 'a malformed answer',
  '500': 'an HTTP 500',
  timeout: 'a timeout',
  offline: 'being offline',
};

/** The error the HTTP client throws for `failure` on a call to `path` (a 500 sending no message of its own). */
export function backendFailure(failure: Failure, path: string): BackendError {
  switch (failure) {
    case 'malformed':
      return new BackendError('malformed', `Unexpected answer from ${path}`);
    case '500':
      return new BackendError('http', 'The backend answered 500', 500);
    case 'timeout':
      return new BackendError('network', 'The backend did not answer in time');
    case 'offline':
      return new BackendError('network', 'The backend could not be reached');
  }
}

/** `[label, failure]` rows for `it.each`, so a test's name says which failure it is. */
export const failureCases = (...failures: Failure[]): [string, Failure][] =>
  failures.map((failure) => [failureLabels[failure], failure]);
