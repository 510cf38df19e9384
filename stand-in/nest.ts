// How NestJS answers: its serialised exceptions, 201 for every POST, CORS as `cors: true` sets it, and
// class-validator's messages for a body it refuses. Every resource of the stand-in answers through these.
import type { IncomingMessage, ServerResponse } from 'node:http';

const ERROR_NAMES: Record<number, [string, string]> = {
  400: ['Bad Request', 'BadRequestException'],
  401: ['Unauthorized', 'UnauthorizedException'],
  403: ['Forbidden', 'ForbiddenException'],
  404: ['Not Found', 'NotFoundException'],
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | string[],
  ) {
    super(Array.isArray(detail) ? `${ERROR_NAMES[status]![0]} Exception` : detail);
  }

  get body() {
    const [error, name] = ERROR_NAMES[this.status]!;
    return { response: { message: this.detail, error, statusCode: this.status }, status: this.status, options: {}, message: this.message, name };
  }
}

/** What the backend's filter sends for an error that is not an HTTP exception: the error object as JSON. */
export class ServerFault {
  constructor(readonly body: unknown) {}
}

/** An answer with a status other than 200 (Nest answers 201 to every POST). */
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const created = (body: unknown) => new Answer(201, body);
/** No answer at all: the request hangs, as the card SDK makes it hang offline. */
export const HANG = Symbol('no answer');

export const FORBIDDEN = () => new HttpError(403, 'Forbidden resource');

/** CORS as Nest's `cors: true` answers it: any origin, the asked-for headers allowed. */
export function send(response: ServerResponse, status: number, body: unknown, askedHeaders?: string) {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
    'Access-Control-Allow-Headers': askedHeaders ?? 'Authorization, Content-Type, Accept',
  };
  // A handler that returns nothing: 200 with an empty body and no content type.
  if (body === undefined || body === null) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

// Bodies and validation (class-validator's messages; unknown fields dropped).

export async function rawBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await rawBody(request)).toString('utf8');
  if (!text || !String(request.headers['content-type']).includes('json')) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Bad JSON');
  }
}

export type Rule = (value: unknown, path: string) => string | null;
export const isNumber: Rule = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? null : `${path} must be a number conforming to the specified constraints`);
export const isString: Rule = (value, path) => (typeof value === 'string' ? null : `${path} must be a string`);
export const notEmpty: Rule = (value, path) => (value === undefined || value === null || value === '' ? `${path} should not be empty` : null);
export const atLeastZero: Rule = (value, path) => (typeof value === 'number' && value >= 0 ? null : `${path} must not be less than 0`);
export const oneOf =
  (values: readonly string[]): Rule =>
  (value, path) =>
    typeof value === 'string' && values.includes(value) ? null : `${path} must be one of the following values: ${values.join(', ')}`;

/** Messages for one field: its rules are listed as declared; class-validator reports them in reverse. */
export function check(value: unknown, path: string, rules: Rule[], optional = false): string[] {
  if (optional && (value === undefined || value === null)) return [];
  return rules
    .map((rule) => rule(value, path))
    .filter((message): message is string => message !== null)
    .reverse();
}
export const nestedMessage = (value: unknown, path: string) =>
  value !== undefined && (value === null || typeof value !== 'object') ? [`nested property ${path} must be either object or array`] : [];
export const isBoolean: Rule = (value, path) => (typeof value === 'boolean' ? null : `${path} must be a boolean value`);

export function paging(url: URL): { take: number | undefined; skip: number | undefined } {
  const messages: string[] = [];
  const read = (name: string) => {
    const text = url.searchParams.get(name);
    if (text === null) return undefined;
    if (!/^-?\d+$/.test(text.trim())) messages.push(`${name} must be an integer number`);
    return Number(text);
  };
  const take = read('take');
  const skip = read('skip');
  if (messages.length > 0) throw new HttpError(400, messages);
  return { take, skip };
}

export const listOf = <T>(items: T[], url: URL, defaultTake: number) => {
  const { take, skip } = paging(url);
  const from = skip ?? 0;
  return items.slice(from, from + (take ?? defaultTake));
};

/** One call, as each resource's routes read it. */
export interface Call {
  readonly request: IncomingMessage;
  readonly url: URL;
  /** The path's match when the call has this method and its path this pattern, else null. */
  is(verb: string, pattern: RegExp): RegExpExecArray | null;
}

/** What a resource's routes answer for a call that is not theirs. */
export const NOT_MINE = Symbol('not this resource\'s route');

/** A resource's routes: the answer to a call of theirs (a promise where the body is read), else NOT_MINE. */
export type Routes = (call: Call) => unknown;

export function callOf(request: IncomingMessage, url: URL): Call {
  const method = request.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return { request, url, is: (verb, pattern) => (method === verb ? pattern.exec(path) : null) };
}
