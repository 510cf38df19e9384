import { z } from 'zod/mini';
import type { PaymentStart } from '../../application/ports/orders.port';
import { BackendError } from '../../application/shared/backend-error';

const answerFields = {
  success: z.optional(z.boolean()),
  paymentUrl: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
};

/** `{success, paymentUrl}` as POST /orders and /wallet/repay-dues answer it, bare or inside `{data}`. */
export const paymentAnswerSchema = z.object({ ...answerFields, data: z.optional(z.nullable(z.object(answerFields))) });

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * A 2xx answer that still says no (`{success: false}`, `{valid: false}`,
 * bare or inside `{data}`), as an error carrying the server's message; null otherwise.
 */
export function refusalIn(body: unknown, flags: readonly string[], fallback: string): BackendError | null {
  const levels = [body, field(body, 'data')];
  if (!levels.some((level) => flags.some((flag) => field(level, flag) === false))) return null;
  const serverMessage = levels.map((level) => field(level, 'message')).find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return new BackendError('http', serverMessage ?? fallback, undefined, serverMessage);
}

/**
 * The payment page to open (checked by the application before anything opens
 * it), or the refusal. This backend says `success: true` on every accepted
 * payment or order; a 2xx without it is not an answer the shop can trust.
 */
export function paymentStartOf(answer: z.output<typeof paymentAnswerSchema>, fallback: string): PaymentStart {
  const refusal = refusalIn(answer, ['success'], fallback);
  if (refusal) throw refusal;
  if (answer.success !== true && answer.data?.success !== true) {
    throw new BackendError('malformed', `${fallback}: no success in the answer`);
  }
  return { paymentUrl: answer.paymentUrl ?? answer.data?.paymentUrl };
}
