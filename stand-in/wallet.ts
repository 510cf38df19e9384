// The wallet (the backend's wallet module): a buyer's balance, repaying the credit due, and verifying a
// provider's payment once the buyer is back.
import type { IncomingMessage } from 'node:http';
import { decimal, scaled } from './money.ts';
import { atLeastZero, check, created, HANG, HttpError, isNumber, jsonBody, NOT_MINE, oneOf, ServerFault, type Call } from './nest.ts';
import { confirm, orders } from './orders.ts';
import { GATEWAYS, OFFLINE, payments, providersAnswer, startPayment } from './payments.ts';
import { signedIn } from './tokens.ts';
import { record, transactionJson, transactions } from './transactions.ts';
import { accountOf, users, walletJson } from './users.ts';

export const verifications: { sessionId: string; gateway: string }[] = [];

/**
 * PATCH /wallet/verify-payment/{id}/{gateway}: only STRIPE is verified (any
 * other gateway, even PAYPAL, answers an empty 200). An unpaid session: empty
 * 200. A paid order: {success: true, requiresAction: false}, every time. A paid
 * repayment: the transaction it saved (the due is set to 0), then that answer
 * again as {success: true, requiresAction: false}.
 */
function verifyPayment(sessionId: string, gateway: string) {
  verifications.push({ sessionId, gateway });
  if (gateway !== 'STRIPE') return undefined;
  const payment = payments.get(sessionId);
  if (!payment || payment.gateway !== 'STRIPE') {
    if (!providersAnswer()) {
      const detail = { errno: -3008, code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'api.stripe.com' };
      throw new ServerFault({ type: 'StripeConnectionError', raw: { message: OFFLINE.STRIPE, detail }, detail });
    }
    throw new ServerFault({ type: 'StripeInvalidRequestError', raw: { message: `No such checkout.session: '${sessionId}'`, code: 'resource_missing', statusCode: 404 } });
  }
  if (!payment.paid) return undefined;
  if (payment.orderId !== null) {
    const order = orders.find((candidate) => candidate.id === payment.orderId);
    if (!order) throw new HttpError(404, 'Order not found');
    if (order.paymentStatus !== 'COMPLETED') confirm(order, sessionId);
    return { success: true, requiresAction: false };
  }
  if (transactions.some((transaction) => transaction.paymentTransactionId === sessionId)) return { success: true, requiresAction: false };
  const user = users.get(payment.userId);
  if (!user) throw new HttpError(404, 'Wallet not found');
  user.wallet.creditDue = 0;
  user.wallet.updateAt = new Date().toISOString();
  const amount = payment.amount;
  return transactionJson(record(payment.userId, 'CREDIT_REPAYMENT', amount, `Credit repayment for ${Number(decimal(amount, 2))} from Stripe`, 'STRIPE', sessionId));
}

async function repayDues(request: IncomingMessage) {
  const user = accountOf(request);
  const body = await jsonBody(request);
  // `amount` is converted to a number first (@Type(() => Number)).
  const amount = typeof body.amount === 'string' && body.amount.trim() !== '' ? Number(body.amount) : body.amount;
  const messages = [...check(amount, 'amount', [isNumber, atLeastZero]), ...check(body.gateway, 'gateway', [oneOf(GATEWAYS)])];
  if (messages.length > 0) throw new HttpError(400, messages);
  const cents = scaled(amount as number, 2);
  if (cents <= 0) throw new HttpError(400, 'Payment amount must be greater than 0');
  if (cents > user.wallet.creditDue) throw new HttpError(400, 'Payment amount cannot exceed credit due');
  if (body.gateway === 'WALLET') throw new HttpError(400, 'Unsupported payment gateway');
  if (body.gateway === 'AUTHORIZE_NET') {
    if (!providersAnswer()) return HANG;
    throw new HttpError(400, 'Authorize.NET payment failed');
  }
  return startPayment(request, body.gateway as 'STRIPE' | 'PAYPAL', user.id, cents, null);
}

export async function walletRoutes({ request, is }: Call): Promise<unknown> {
  let match: RegExpExecArray | null;
  if (is('POST', /^\/wallet\/repay-dues$/)) {
    const answer = await repayDues(request);
    return answer === HANG ? HANG : created(answer);
  }
  if ((match = is('PATCH', /^\/wallet\/verify-payment\/([^/]+)\/([^/]+)$/))) {
    signedIn(request);
    return verifyPayment(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
  }
  if ((match = is('GET', /^\/wallet\/([^/]+)$/))) {
    signedIn(request);
    const user = users.get(decodeURIComponent(match[1]!));
    if (!user) throw new HttpError(404, 'Wallet not found');
    return walletJson(user.wallet);
  }
  return NOT_MINE;
}
