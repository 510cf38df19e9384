import axios, { AxiosError, type AxiosResponse } from 'axios';
import { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';
import type { IdentityPort } from '../../application/ports/identity.port';

export type QueryParams = Record<string, string | number | undefined>;

export interface HttpClient {
  get<S extends z.ZodMiniType>(path: string, schema: S, params?: QueryParams): Promise<z.output<S>>;
  /** JSON body; without a schema any JSON object (or no body) is handed back as it came. */
  postJson<S extends z.ZodMiniType = OpenAnswer>(path: string, body: unknown, schema?: S): Promise<z.output<S>>;
  /** JSON body (or none); without a schema any JSON object (or no body) is handed back as it came. */
  patchJson<S extends z.ZodMiniType = OpenAnswer>(path: string, body?: unknown, schema?: S): Promise<z.output<S>>;
  /** Multipart body; the boundary is left to the browser (or to axios in Node). */
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

/** A backend that has not answered by then counts as unreachable, so no screen waits forever. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface HttpClientOptions {
  /** Called on every 401 to a request that carried a token: the backend no longer accepts the session. */
  readonly onUnauthorized?: () => void;
  /** REQUEST_TIMEOUT_MS unless given; tests shorten it. */
  readonly timeoutMs?: number;
}

/** One axios instance; every request carries a fresh ID token when signed in. */
export function createHttpClient(baseURL: string, identity: IdentityPort, options: HttpClientOptions = {}): HttpClient {
  const client = axios.create({
    baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // ETIMEDOUT rather than ECONNABORTED, which the browser also uses for an aborted request.
    transitional: { clarifyTimeoutError: true },
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use(async (request) => {
    const token = await identity.idToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });

  async function send(request: () => Promise<AxiosResponse<unknown>>): Promise<unknown> {
    try {
      return (await request()).data;
    } catch (error) {
      const unauthorized = axios.isAxiosError(error) && error.response?.status === 401;
      if (unauthorized && error.config?.headers.has('Authorization')) {
        options.onUnauthorized?.();
      }
      throw toBackendError(error);
    }
  }

  return {
    async get(path, schema, params) {
      return parse(schema, await send(() => client.get(path, { params: withoutEmpty(params) })), path);
    },
    async postJson<S extends z.ZodMiniType>(path: string, body: unknown, schema?: S) {
      const data = await send(() => client.post(path, body));
      // Without a schema, S is its default OpenAnswer: openAnswer parses the answer.
      return parse(schema ?? openAnswer, data, path) as z.output<S>;
    },
    async patchJson<S extends z.ZodMiniType>(path: string, body?: unknown, schema?: S) {
      const data = await send(() => client.patch(path, body));
      return parse(schema ?? openAnswer, data, path) as z.output<S>;
    },
    async patchForm(path, form, schema) {
      return parse(schema, await send(() => client.patch(path, form)), path);
    },
  };
}

function withoutEmpty(params: QueryParams | undefined): QueryParams | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
}

function toBackendError(error: unknown): BackendError {
  if (!axios.isAxiosError(error)) return new BackendError('network', 'The request could not be sent');
  if (error.code === AxiosError.ETIMEDOUT) return new BackendError('network', 'The backend did not answer in time');
  const status = error.response?.status;
  if (status === undefined) return new BackendError('network', 'The backend could not be reached');
  const serverMessage = messageOf(error.response?.data);
  if (status === 404) return new BackendError('not-found', serverMessage ?? 'Not found', status, serverMessage);
  if (status === 401 || status === 403) {
    return new BackendError('unauthorized', serverMessage ?? 'Not signed in', status, serverMessage);
  }
  return new BackendError('http', serverMessage ?? `The backend answered ${status}`, status, serverMessage);
}

/** The server's own words, when it sends { message }. */
function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function parse<S extends z.ZodMiniType>(schema: S, data: unknown, path: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new BackendError('malformed', `Unexpected answer from ${path}`);
  return result.data;
}
