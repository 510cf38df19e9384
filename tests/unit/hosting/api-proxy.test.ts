import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (it is deployed as it is, without a build)
import { createApiProxy } from '../../../deploy/api-proxy/api-proxy.mjs';
// @ts-expect-error: a plain .mjs script without types
import { startStaticHost } from '../../../scripts/static-host.mjs';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The hosted backend, standing in: it records what reached it and answers as `answer` says. */
async function startBackend(answer: Answer) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      answer(request, response);
    });
  });
  return { url: await listen(server), received, server };
}

async function startProxy(options: { backendUrl: string; timeoutMs?: number }) {
  const server = createServer(createApiProxy({ prefix: '/api', ...options }));
  return { url: await listen(server), server };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => (_, response) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

describe('the API proxy that serves the backend on the shop\'s origin', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
  });
  async function proxyTo(answer: Answer, { basePath = '', timeoutMs }: { basePath?: string; timeoutMs?: number } = {}) {
    const backend = await startBackend(answer);
    const proxy = await startProxy({ backendUrl: backend.url + basePath, ...(timeoutMs ? { timeoutMs } : {}) });
    servers.push(backend.server, proxy.server);
    return { backend, proxy };
  }

  it('passes a buyer\'s GET on without the prefix, with the query and the token, and brings the answer back', async () => {
    const { backend, proxy } = await proxyTo(json(200, { data: [{ id: 1, name: 'Aurora Brass Path Light' }] }));
    const response = await fetch(`${proxy.url}/api/products?state=ACTIVE&skip=0&take=40`, { headers: { Authorization: 'Bearer buyer-token', Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ id: 1, name: 'Aurora Brass Path Light' }] });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const [call] = backend.received;
    expect(call).toMatchObject({ method: 'GET', url: '/products?state=ACTIVE&skip=0&take=40' });
    expect(call!.headers.authorization).toBe('Bearer buyer-token');
    expect(call!.headers.host).toBe(new URL(backend.url).host);
    expect(call!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call!.headers['x-forwarded-proto']).toBe('http');
  });

  it('marks an answer without caching rules private, so the hosting\'s CDN never keeps a buyer\'s prices', async () => {
    const { proxy } = await proxyTo(json(200, { price: 14.5 }));
    expect((await fetch(`${proxy.url}/api/products/1`)).headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the backend\'s own caching rules', async () => {
    const { proxy } = await proxyTo(json(200, [], { 'Cache-Control': 'public, max-age=60' }));
    expect((await fetch(`${proxy.url}/api/category`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('passes a POST\'s body and the backend\'s status on as they are', async () => {
    const { backend, proxy } = await proxyTo(json(201, { id: 57, status: 'PENDING' }));
    const order = { items: [{ productId: 1, quantity: 3 }], poNumber: 'JOB-114' };
    const response = await fetch(`${proxy.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 57, status: 'PENDING' });
    expect(backend.received[0]).toMatchObject({ method: 'POST', url: '/orders', body: JSON.stringify(order) });
    expect(backend.received[0]!.headers['content-type']).toBe('application/json');
  });

  it('passes the backend\'s refusal on unchanged', async () => {
    const { proxy } = await proxyTo(json(403, { statusCode: 403, message: 'Forbidden resource' }));
    const response = await fetch(`${proxy.url}/api/user`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, message: 'Forbidden resource' });
  });

  it('adds the path of a backend served below its origin\'s root', async () => {
    const { backend, proxy } = await proxyTo(json(200, {}), { basePath: '/v1' });
    await fetch(`${proxy.url}/api/wallet/uid-7`);
    expect(backend.received[0]!.url).toBe('/v1/wallet/uid-7');
  });

  it.each(['/apiary', '/products', '/', '/api/api', '/api/api-json', '/api/api/swagger-ui.css'])('answers %s, outside the prefix or the backend\'s own documentation, 404 without asking the backend', async (path) => {
    const { backend, proxy } = await proxyTo(json(200, {}));
    const response = await fetch(proxy.url + path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Not Found' });
    expect(backend.received).toEqual([]);
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const down = createServer();
    const url = await listen(down);
    await close(down);
    const proxy = await startProxy({ backendUrl: url });
    servers.push(proxy.server);
    const response = await fetch(`${proxy.url}/api/products`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ statusCode: 502, message: 'Bad Gateway' });
  });

  it('answers 502 when the backend does not answer in time', async () => {
    const { proxy } = await proxyTo(() => {}, { timeoutMs: 100 });
    const response = await fetch(`${proxy.url}/api/orders/my-orders`);
    expect(response.status).toBe(502);
  });

  it('refuses a backend address that is not http(s)', () => {
    expect(() => createApiProxy({ backendUrl: 'ftp://backend.example' })).toThrow('BACKEND_URL: not an http(s) URL (ftp://backend.example)');
  });
});

describe('the static host, with the API on the shop\'s origin', () => {
  let outDir: string;
  let backend: Awaited<ReturnType<typeof startBackend>>;
  let host: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'static-host-api-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>shop</title>');
    backend = await startBackend(json(200, { id: 1 }));
    host = await startStaticHost({ outDir, api: { prefix: '/api', backendUrl: backend.url } });
  });
  afterAll(async () => {
    await host.close();
    await close(backend.server);
    rmSync(outDir, { recursive: true, force: true });
  });

  it('sends /api calls to the backend through the proxy and every other path to the app', async () => {
    expect(await (await fetch(`${host.url}/api/products/1`)).json()).toEqual({ id: 1 });
    expect(backend.received.map((call) => call.url)).toEqual(['/products/1']);
    expect(await (await fetch(`${host.url}/products`)).text()).toBe('<!doctype html><title>shop</title>');
  });
});
