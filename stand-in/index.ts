// A stand-in for the real backend (the public NestJS app the HTTP build talks to), answering as it does: bare
// arrays, numeric ids, decimal strings as its columns give them, no prices without a token, 403 "Forbidden
// resource" on guarded routes, Nest's serialised error envelope, the empty 200s, server-side pricing.
// tests/contract/stand-in.test.ts replays the real answers captured in tests/contract/fixtures/real-backend/
// against it: that keeps it truthful. It imports nothing from src/: it checks the shop, so it prices on its own.
// One module per backend module (catalogue, users, coupons, orders, saved orders, transactions, wallet); this file
// serves them.
//
// Run: node --import tsx stand-in/index.ts <port> (0 picks a free port). Prints "ready <port>".
// STAND_IN_DELAY_MS=n holds every answer, preflights included, n ms: a backend across a network (the bench uses 150).
// Other settings: catalogue.ts (the seed's size), payments.ts (providers offline); the tests' hooks: test-hooks.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueRoutes } from './catalogue.ts';
import { couponRoutes } from './coupons.ts';
import { listening } from './listening.ts';
import { Answer, callOf, HANG, HttpError, NOT_MINE, send, ServerFault, type Routes } from './nest.ts';
import { orderRoutes } from './orders.ts';
import { paymentPage } from './payments.ts';
import { savedOrderRoutes } from './saved-orders.ts';
import { recordCall, testHook } from './test-hooks.ts';
import { transactionRoutes } from './transactions.ts';
import { userRoutes } from './users.ts';
import { walletRoutes } from './wallet.ts';

listening.port = Number(process.argv[2] ?? 4599);
const answerDelayMs = Number(process.env.STAND_IN_DELAY_MS ?? 0);

const RESOURCES: readonly Routes[] = [catalogueRoutes, userRoutes, couponRoutes, orderRoutes, savedOrderRoutes, transactionRoutes, walletRoutes];

async function route(request: IncomingMessage, url: URL): Promise<unknown> {
  const call = callOf(request, url);
  for (const routes of RESOURCES) {
    const answer = await routes(call);
    if (answer !== NOT_MINE) return answer;
  }
  throw new HttpError(404, `Cannot ${request.method ?? 'GET'} ${url.pathname}`);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', listening.origin());
  // Test hooks are not the backend's answers: they stay immediate.
  if (answerDelayMs > 0 && !url.pathname.startsWith('/__')) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
  if (request.method === 'OPTIONS') return send(response, 204, undefined, request.headers['access-control-request-headers']);
  if (url.pathname.startsWith('/__')) return testHook(request, response, url.pathname);
  // The buyer's browser visiting the provider's page is not a call of the shop.
  if (url.pathname === '/pay' && request.method === 'GET') return paymentPage(response, url);
  recordCall(`${request.method} ${url.pathname}${url.search}`);
  try {
    const answer = await route(request, url);
    if (answer === HANG) return;
    if (answer instanceof Answer) return send(response, answer.status, answer.body);
    return send(response, 200, answer);
  } catch (error) {
    if (error instanceof HttpError) return send(response, error.status, error.body);
    if (error instanceof ServerFault) return send(response, 500, error.body);
    console.error(error);
    return send(response, 500, {});
  }
}

const server = createServer((request, response) => {
  void handle(request, response);
});

server.listen(listening.port, '127.0.0.1', () => {
  listening.port = (server.address() as AddressInfo).port;
  console.log(`ready ${listening.port}`);
});
