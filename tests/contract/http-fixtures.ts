/** Shared pieces of the HTTP contract tests: a fake identity, a request log and the mock backend. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { IdentityPort, IdentityUser } from '../../src/application/ports/identity.port';
import { BackendError, type BackendErrorKind } from '../../src/application/shared/backend-error';
import { realAnswer } from './real-backend';

export const API = 'http://api.test';

/** Signed in with a fixed token, or signed out when `token` is null; counts idToken calls. */
export class FakeIdentity implements IdentityPort {
  calls = 0;
  /** How many of those calls forced a refresh. */
  forcedRefreshes = 0;

  constructor(
    private readonly token: string | null | (() => string | null) = 'token-123',
    /** The token a forced refresh hands back (the same one unless given). */
    private readonly refreshed?: string | null,
  ) {}

  async ready(): Promise<void> {}

  watch(listener: (user: IdentityUser | null) => void): () => void {
    listener(this.token === null ? null : { uid: 'u-1', email: 'buyer@example.com' });
    return () => undefined;
  }

  async uid(): Promise<string | null> {
    const token = typeof this.token === 'function' ? this.token() : this.token;
    return token === null ? null : 'u-1';
  }

  async idToken(options?: { forceRefresh?: boolean }): Promise<string | null> {
    this.calls += 1;
    if (options?.forceRefresh) {
      this.forcedRefreshes += 1;
      if (this.refreshed !== undefined) return this.refreshed;
    }
    return typeof this.token === 'function' ? this.token() : this.token;
  }

  prepare(): void {}

  async signIn(): Promise<IdentityUser> {
    return { uid: 'u-1', email: 'buyer@example.com' };
  }

  async createAccount(email: string): Promise<IdentityUser> {
    return { uid: 'u-2', email };
  }

  async signOut(): Promise<void> {}
}

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly authorization: string | null;
}

/** Records what reached the mock backend, so each test can assert method, path, query and header. */
export function requestLog() {
  const seen: SeenRequest[] = [];
  return {
    seen,
    record(request: Request): void {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        authorization: request.headers.get('authorization'),
      });
    },
    last(): SeenRequest {
      const request = seen.at(-1);
      if (!request) throw new Error('No request reached the mock backend');
      return request;
    },
    clear(): void {
      seen.length = 0;
    },
  };
}

/** Awaits a rejection and returns the BackendError, failing on anything else. */
export async function backendErrorOf(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw new Error(`Expected a BackendError, got ${String(error)}`);
  }
  throw new Error('Expected a BackendError, but the call succeeded');
}

export async function expectKind(promise: Promise<unknown>, kind: BackendErrorKind): Promise<BackendError> {
  const error = await backendErrorOf(promise);
  if (error.kind !== kind) throw new Error(`Expected kind '${kind}', got '${error.kind}': ${error.message}`);
  return error;
}

/**
 * An MSW server for one test file, listening for the file's duration, with a
 * request log cleared after each test, `answer` to reply to a GET and
 * `answerWrite` to reply to a POST or PATCH.
 */
export function mockBackend() {
  const log = requestLog();
  const server = setupServer();
  /** The captured answers this test serves, each with whether a request has asked for it. */
  const replayed = new Map<string, boolean>();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.clear();
    const unasked = [...replayed].filter(([, asked]) => !asked).map(([name]) => name);
    replayed.clear();
    // A served answer nothing read proves no translation (tests/contract/fixture-use.test.ts counts it as read).
    if (unasked.length > 0) throw new Error(`Replayed but never asked for by the adapter: ${unasked.join(', ')}`);
  });
  afterAll(() => server.close());

  /** Answers GET {path} with `body` (JSON) and records the request. */
  function answer(path: string, body: unknown, init?: ResponseInit) {
    server.use(
      http.get(`${API}${path}`, ({ request }) => {
        log.record(request);
        return HttpResponse.json(body as never, init);
      }),
    );
  }

  /**
   * Answers {method} {path} with `body` (JSON) and records the request;
   * `sent()` gives the request as sent, to read its multipart or JSON body.
   */
  function answerWrite(method: 'post' | 'patch', path: string, body: unknown, init?: ResponseInit) {
    let last: Request | null = null;
    server.use(
      http[method](`${API}${path}`, ({ request }) => {
        log.record(request);
        last = request.clone();
        return HttpResponse.json(body as never, init);
      }),
    );
    return {
      sent(): Request {
        if (!last) throw new Error(`No ${method.toUpperCase()} ${path} reached the mock backend`);
        return last;
      },
    };
  }

  /**
   * Answers with the real backend's captured answer `name`
   * (fixtures/real-backend/{name}.json): its status and body, an empty body
   * sent as empty; at the captured request's method and path unless `path` is given.
   * Only a request whose query holds `only` gets it (another falls through to
   * the handlers set before). The test fails unless a request asks for it.
   */
  function replay(name: string, path?: string, only: Record<string, string> = {}) {
    const captured = realAnswer(name);
    if (!replayed.has(name)) replayed.set(name, false);
    const method = captured.request.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    const capturedPath = new URL(captured.request.path, API).pathname;
    let last: Request | null = null;
    server.use(
      http[method](`${API}${path ?? capturedPath}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (Object.entries(only).some(([key, value]) => query.get(key) !== value)) return undefined;
        log.record(request);
        last = request.clone();
        replayed.set(name, true);
        if (captured.body === '' || captured.body === null) return new HttpResponse(null, { status: captured.status });
        return HttpResponse.json(captured.body as never, { status: captured.status });
      }),
    );
    return {
      captured,
      sent(): Request {
        if (!last) throw new Error(`No ${captured.request.method} ${capturedPath} reached the mock backend`);
        return last;
      },
    };
  }

  return { log, server, answer, answerWrite, replay };
}
