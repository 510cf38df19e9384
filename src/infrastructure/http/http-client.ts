import { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';
import type { IdentityPort } from '../../application/ports/identity.port';
import { takeEarlyCall } from './early-calls';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './request-timeouts';

export type QueryParams = Record<string, string | number | undefined>;

export interface RequestOptions {
  /**
   * A failed answer that, on this route, means the record does not exist
   * (whatever its status); it is never taken for a refused session, even a 403.
   */
  readonly notFoundWhen?: (status: number, body: unknown) => boolean;
  /** Sent with the request, and again with its retry on a refreshed token (an `Idempotency-Key` stays the same). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface HttpClient {
  get<S extends z.ZodMiniType>(path: string, schema: S, params?: QueryParams, options?: RequestOptions): Promise<z.output<S>>;
  /**
   * The device's copy of a GET's answer, never asking the backend (shown as a copy, "Prices as of"); throws a
   * BackendError 'network' when the device keeps none.
   */
  kept<S extends z.ZodMiniType>(path: string, schema: S, params?: QueryParams): Promise<z.output<S>>;
  /** JSON body; without a schema any JSON object (or no body) is handed back as it came. */
  postJson<S extends z.ZodMiniType = OpenAnswer>(path: string, body: unknown, schema?: S, options?: RequestOptions): Promise<z.output<S>>;
  /** JSON body (or none); without a schema any JSON object (or no body) is handed back as it came. */
  patchJson<S extends z.ZodMiniType = OpenAnswer>(
    path: string,
    body?: unknown,
    schema?: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  delete<S extends z.ZodMiniType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** Multipart body; the boundary is left to fetch. */
  patchForm<S extends z.ZodMiniType>(path: string, form: FormData, schema: S): Promise<z.output<S>>;
}

/**
 * Spec §7 leaves some answers' shape open (coupon validation, payment
 * verification, password reset): any JSON object, null or an empty body will
 * do, but a page of text (a proxy's or portal's HTML) is no answer at all,
 * and must not read as a verified payment.
 */
const openAnswer = z.union([z.null(), z.literal(''), z.looseObject({})]);
type OpenAnswer = typeof openAnswer;

export interface HttpClientOptions {
  /**
   * Called when a request that carried a token is refused (401 or 403), again
   * with a freshly forced one: the backend no longer accepts the session.
   */
  readonly onUnauthorized?: () => void;
  /** REQUEST_TIMEOUT_MS unless given; tests shorten it. */
  readonly timeoutMs?: number;
  /** UPLOAD_TIMEOUT_MS unless given, for multipart requests; tests shorten it. */
  readonly uploadTimeoutMs?: number;
  /** Keeps the answers of some GETs on the device, and answers them from there when the backend cannot be reached. */
  readonly keeper?: AnswerKeeper;
}

/** The device's copies of some GET answers (kept-answers.ts), each under the account it was read for. */
export interface AnswerKeeper {
  keeps(path: string): boolean;
  /** Whose answer this will be: asked before the request, so an answer is never kept under the next account. */
  holder(path: string): Promise<string>;
  /** An answer the schema accepted, to keep. */
  keep(holder: string, request: string, answer: unknown): void;
  /** The kept answer, or undefined when the device has none. */
  copyOf(holder: string, request: string): Promise<unknown>;
}

/** One request as the adapters describe it; sent again as it is (body included) on a refreshed token. */
interface PlannedRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly params?: QueryParams;
  /** JSON-encoded unless it is a multipart form, whose boundary the browser writes. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

/** An answer outside 2xx, with its body read as the backend sent it. */
class RefusedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The request carried a token: only then can a refusal mean the session is over. */
    readonly carriedToken: boolean,
  ) {
    // Stryker disable next-line StringLiteral: never seen: send() turns every RefusedAnswer into a BackendError
    super(`The backend answered ${status}`);
  }
}

/**
 * The browser's own fetch: every request carries a fresh ID token when signed in.
 * (Rather than axios, whose 15 KiB gzip every page of the HTTP build would load for what this file does.)
 */
export function createHttpClient(baseURL: string, identity: IdentityPort, options: HttpClientOptions = {}): HttpClient {
  const requestTimeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function sendOnce(request: PlannedRequest, token: string | null): Promise<unknown> {
    const headers = new Headers({ Accept: 'application/json', ...request.headers });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const url = urlOf(baseURL, request.path, request.params);
    const sent = () => fetch(url, { method: request.method, headers, body, signal: AbortSignal.timeout(request.timeoutMs) });
    // The page's first script may have sent this very GET already; if that one failed to get through, it is sent again.
    const early = request.method === 'GET' ? takeEarlyCall(url, token) : null;
    const response = early ? await early.catch(sent) : await sent();
    const answer = await answerOf(response);
    if (!response.ok) throw new RefusedAnswer(response.status, answer, token !== null);
    return answer;
  }

  async function send(request: PlannedRequest, requestOptions: RequestOptions = {}): Promise<unknown> {
    try {
      return await sendOnce(request, await identity.idToken());
    } catch (error) {
      if (!refusedToken(error) || answersNotFound(error, requestOptions)) throw toBackendError(error, requestOptions);
      return retryWithFreshToken(request, error, requestOptions);
    }
  }

  /** A token the backend refused may only be stale: one retry with a forced refresh before the session counts as refused. */
  async function retryWithFreshToken(request: PlannedRequest, refusal: RefusedAnswer, requestOptions: RequestOptions): Promise<unknown> {
    let fresh: string | null;
    try {
      fresh = await identity.idToken({ forceRefresh: true });
    } catch {
      // The sign-in service could not be reached: nothing says the session is over.
      throw toBackendError(refusal);
    }
    if (!fresh) {
      options.onUnauthorized?.();
      throw toBackendError(refusal);
    }
    try {
      return await sendOnce(request, fresh);
    } catch (error) {
      if (refusedToken(error)) options.onUnauthorized?.();
      throw toBackendError(error, requestOptions);
    }
  }

  const planned = (request: Omit<PlannedRequest, 'timeoutMs'>): PlannedRequest => ({ ...request, timeoutMs: requestTimeoutMs });

  return {
    async get(path, schema, params, requestOptions) {
      const request = planned({ method: 'GET', path, params });
      const keeper = options.keeper?.keeps(path) ? options.keeper : undefined;
      if (!keeper) return parse(schema, await send(request, requestOptions), path);
      const holder = await keeper.holder(path);
      const key = urlOf('', path, params);
      let answer: unknown;
      try {
        answer = await send(request, requestOptions);
      } catch (error) {
        // Only an unreachable backend is answered from the device: a refusal or a not-found is the backend's word.
        const copy = error instanceof BackendError && error.kind === 'network' ? await keeper.copyOf(holder, key) : undefined;
        if (copy === undefined) throw error;
        return parse(schema, copy, path);
      }
      const parsed = parse(schema, answer, path);
      keeper.keep(holder, key, answer);
      return parsed;
    },
    async kept(path, schema, params) {
      const keeper = options.keeper?.keeps(path) ? options.keeper : undefined;
      const copy = keeper ? await keeper.copyOf(await keeper.holder(path), urlOf('', path, params)) : undefined;
      if (copy === undefined) throw new BackendError('network', 'The device keeps no copy of this answer');
      return parse(schema, copy, path);
    },
    async postJson<S extends z.ZodMiniType>(path: string, body: unknown, schema?: S, requestOptions?: RequestOptions) {
      const data = await send(planned({ method: 'POST', path, body, headers: requestOptions?.headers }), requestOptions);
      // Without a schema, S is its default OpenAnswer: openAnswer parses the answer.
      return parse(schema ?? openAnswer, data, path) as z.output<S>;
    },
    async patchJson<S extends z.ZodMiniType>(path: string, body?: unknown, schema?: S, requestOptions?: RequestOptions) {
      const data = await send(planned({ method: 'PATCH', path, body }), requestOptions);
      return parse(schema ?? openAnswer, data, path) as z.output<S>;
    },
    async delete(path, schema, requestOptions) {
      return parse(schema, await send(planned({ method: 'DELETE', path }), requestOptions), path);
    },
    async patchForm(path, form, schema) {
      const timeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;
      return parse(schema, await send({ method: 'PATCH', path, body: form, timeoutMs }), path);
    },
  };
}

function urlOf(baseURL: string, path: string, params: QueryParams | undefined): string {
  const url = `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** JSON when it is JSON; otherwise the text as it came (an empty body is ''), for the schemas to accept or refuse. */
async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * This backend refuses a missing, stale or bad token with 403 "Forbidden
 * resource" (its guard never answers 401), so both count as a refused
 * session, but only on a request that carried a token.
 */
const SESSION_REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403]);

function refusedToken(error: unknown): error is RefusedAnswer {
  return error instanceof RefusedAnswer && SESSION_REFUSED_STATUSES.has(error.status) && error.carriedToken;
}

function answersNotFound(error: RefusedAnswer, { notFoundWhen }: RequestOptions): boolean {
  return notFoundWhen?.(error.status, error.body) === true;
}

function toBackendError(error: unknown, { notFoundWhen }: RequestOptions = {}): BackendError {
  if (error instanceof Error && error.name === 'TimeoutError') return new BackendError('network', 'The backend did not answer in time');
  // fetch's only failure of its own: nothing came back (offline, refused, CORS).
  if (error instanceof TypeError) return new BackendError('network', 'The backend could not be reached');
  if (!(error instanceof RefusedAnswer)) return new BackendError('network', 'The request could not be sent');
  const { status, body } = error;
  if (notFoundWhen?.(status, body)) return new BackendError('not-found', 'Not found', status);
  // A 5xx text is never shown: it can be a stack trace or an SQL error.
  const serverMessage = status < 500 ? clientErrorMessageOf(body) : undefined;
  if (status === 404) return new BackendError('not-found', serverMessage ?? 'Not found', status, serverMessage);
  if (SESSION_REFUSED_STATUSES.has(status)) {
    return new BackendError('unauthorized', serverMessage ?? 'Not signed in', status, serverMessage);
  }
  return new BackendError('http', serverMessage ?? `The backend answered ${status}`, status, serverMessage);
}

/** A validation error can list every field of a large body; a message longer than this is cut. */
export const SERVER_MESSAGE_MAX_LENGTH = 300;

/**
 * The server's own words for a 4xx. This backend answers Nest's serialised
 * exception, `{response: {message: string | string[], error, statusCode},
 * message: "Bad Request Exception", ...}`: the details sit in
 * `response.message` (a list for validation errors, joined with '; '); the
 * outer `message` is read only when there is no envelope (`{message}`).
 */
export function clientErrorMessageOf(body: unknown): string | undefined {
  const envelope = field(body, 'response');
  const message =
    envelope === undefined ? field(body, 'message') : typeof envelope === 'string' ? envelope : field(envelope, 'message');
  const parts = (Array.isArray(message) ? message : [message]).filter((part): part is string => typeof part === 'string');
  const text = parts.map((part) => part.trim()).filter(Boolean).join('; ');
  if (!text) return undefined;
  return text.length > SERVER_MESSAGE_MAX_LENGTH ? `${text.slice(0, SERVER_MESSAGE_MAX_LENGTH - 1)}…` : text;
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

function parse<S extends z.ZodMiniType>(schema: S, data: unknown, path: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new BackendError('malformed', `Unexpected answer from ${path}`);
  return result.data;
}
