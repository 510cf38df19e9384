import { emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  isSessionLive,
  paymentMessages,
  paymentReturnQuery,
  type PaymentSession,
  type PaymentSessionType,
} from '../../domain/payments/payment-session';

export interface PaymentReturnInput {
  /** session_id and gateway from the Success page's query, as the provider sent them. */
  readonly sessionId: string | null;
  readonly gateway: string | null;
  /** The stored payment session, and the time it is read at. */
  readonly session: PaymentSession | null;
  readonly now: number;
}

export type PaymentReturnEmitted =
  | { type: 'completed'; message: string; sessionType: PaymentSessionType }
  | { type: 'failed'; message: string };

interface PaymentReturnContext {
  readonly sessionId: string;
  readonly gateway: string;
  /** Null unless the query is complete and safe, and the session still live and for the query's gateway. */
  readonly session: PaymentSession | null;
}

/**
 * Spec §4 Success page: with a session_id and a live session of the gateway
 * the query names, verify with that gateway, then clear the session (and for an order, the
 * cart) and report what it was for: the screen goes to /orders or /profile.
 * A missing or expired session, a query that is not a known gateway and a
 * safe session id, or a failed verification, is reported instead.
 */
export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    emitted: {} as PaymentReturnEmitted,
    input: {} as PaymentReturnInput,
  },
  actors: {
    verifyPayment: fromPromise<void, { sessionId: string; gateway: string }>(() =>
      Promise.reject(new Error('verifyPayment not provided')),
    ),
  },
  actions: {
    clearSession: () => undefined,
    clearCart: () => undefined,
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => {
    // The query is anyone's link: only a known gateway and a safe id reach the backend.
    const query = paymentReturnQuery(input.sessionId, input.gateway);
    // A live session for another provider than the query names is no session for this return.
    const session =
      query && input.session && isSessionLive(input.session, input.now) && input.session.gateway === query.gateway ? input.session : null;
    return { sessionId: query?.sessionId ?? '', gateway: query?.gateway ?? '', session };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: ({ context }) => context.session !== null, target: 'verifying' },
        // An expired session is removed (spec §4).
        { target: 'invalid', actions: ['clearSession', emit({ type: 'failed', message: paymentMessages.expired })] },
      ],
    },
    verifying: {
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({ sessionId: context.sessionId, gateway: context.gateway }),
        onDone: {
          target: 'verified',
          actions: enqueueActions(({ context, enqueue }) => {
            const sessionType = context.session?.type ?? 'ORDER_PURCHASE';
            enqueue('clearSession');
            if (sessionType === 'ORDER_PURCHASE') enqueue('clearCart');
            enqueue.emit({ type: 'completed', message: paymentMessages.completed, sessionType });
          }),
        },
        onError: { target: 'failed', actions: emit({ type: 'failed', message: paymentMessages.verifyFailed }) },
      },
    },
    verified: { type: 'final' },
    invalid: { type: 'final' },
    failed: { type: 'final' },
  },
});
