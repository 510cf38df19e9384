import axios, { type AxiosInstance } from 'axios';
import type { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';
import type { IdentityPort } from '../../application/ports/identity.port';

export type QueryParams = Record<string, string | number | undefined>;

export interface HttpClient {
  get<S extends z.ZodMiniType>(path: string, schema: S, params?: QueryParams): Promise<z.output<S>>;
}

/** One axios instance; every request carries a fresh ID token when signed in. */
export function createHttpClient(baseURL: string, identity: IdentityPort, instance?: AxiosInstance): HttpClient {
  const client = instance ?? axios.create({ baseURL, timeout: 20_000, headers: { Accept: 'application/json' } });
  client.interceptors.request.use(async (request) => {
    const token = await identity.idToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });

  return {
    async get(path, schema, params) {
      const data = await send(() => client.get<unknown>(path, { params: withoutEmpty(params) }));
      return parse(schema, data, path);
    },
  };
}

function withoutEmpty(params: QueryParams | undefined): QueryParams | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
}

async function send(request: () => Promise<{ data: unknown }>): Promise<unknown> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toBackendError(error);
  }
}

function toBackendError(error: unknown): BackendError {
  if (!axios.isAxiosError(error)) return new BackendError('network', 'The request could not be sent');
  const status = error.response?.status;
  if (status === undefined) return new BackendError('network', 'The backend could not be reached');
  const serverMessage = messageOf(error.response?.data);
  if (status === 404) return new BackendError('not-found', serverMessage ?? 'Not found', status);
  if (status === 401 || status === 403) return new BackendError('unauthorized', serverMessage ?? 'Not signed in', status);
  return new BackendError('http', serverMessage ?? `The backend answered ${status}`, status);
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
