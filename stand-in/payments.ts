// The payment providers: a checkout session per card or PayPal payment, and the page where the buyer pays it.
// STAND_IN_PROVIDERS=offline: card and PayPal fail as they do with no network (how the real answers were captured);
// otherwise they answer a payment page (GET /pay) whose Pay returns to the app's /success.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listening } from './listening.ts';
import { HttpError } from './nest.ts';

export const GATEWAYS = ['PAYPAL', 'AUTHORIZE_NET', 'STRIPE', 'WALLET'] as const;

export interface Payment {
  readonly gateway: 'STRIPE' | 'PAYPAL';
  readonly userId: string;
  readonly amount: number; // cents
  readonly orderId: number | null;
  paid: boolean;
}

export const payments = new Map<string, Payment>();
let providersOnline = process.env.STAND_IN_PROVIDERS !== 'offline';

/** Whether the providers answer: the test hooks switch them off and on. */
export function setProvidersOnline(online: boolean): boolean {
  providersOnline = online;
  return providersOnline;
}

export const providersAnswer = () => providersOnline;

export const OFFLINE: Record<'STRIPE' | 'PAYPAL', string> = {
  STRIPE: 'An error occurred with our connection to Stripe. Request was retried 1 times.',
  PAYPAL: 'getaddrinfo ENOTFOUND api.paypal.com',
};

/** A provider's checkout session and the page where the buyer pays it (the app's origin: the request's Origin, else APP_URL). */
export function startPayment(request: IncomingMessage, gateway: 'STRIPE' | 'PAYPAL', userId: string, amount: number, orderId: number | null) {
  if (!providersOnline) throw new HttpError(400, OFFLINE[gateway]);
  const sessionId = `${gateway === 'STRIPE' ? 'cs_test_' : 'PAYID-'}${randomBytes(8).toString('hex')}`;
  payments.set(sessionId, { gateway, userId, amount, orderId, paid: false });
  const query = new URLSearchParams({ session_id: sessionId, gateway });
  const appOrigin = request.headers.origin ?? process.env.APP_URL;
  if (appOrigin) query.set('return', appOrigin);
  return { success: true, paymentUrl: `${listening.origin()}/pay?${query}`, message: 'Please complete the payment using the provided URL' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The provider's page: Pay marks the session paid and returns to /success, Cancel to /cancel. */
export function paymentPage(response: ServerResponse, url: URL) {
  const sessionId = url.searchParams.get('session_id') ?? '';
  const appOrigin = url.searchParams.get('return') ?? process.env.APP_URL ?? '';
  const back = new URLSearchParams({ session_id: sessionId, gateway: url.searchParams.get('gateway') ?? '' });
  if (url.searchParams.get('paid') === '1') {
    const payment = payments.get(sessionId);
    if (payment) payment.paid = true;
    response.writeHead(302, { Location: `${appOrigin}/success?${back}` });
    response.end();
    return;
  }
  const pay = escapeHtml(`/pay?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), paid: '1' })}`);
  const cancel = escapeHtml(`${appOrigin}/cancel`);
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head>` +
      `<body><main><h1>Test payment</h1><a href="${pay}">Pay</a> <a href="${cancel}">Cancel</a></main></body></html>`,
  );
}
