import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  PAYMENT_PROBLEM_PATH,
  isSessionLive,
  paidPathFor,
  paymentMessages,
  paymentReturnQuery,
  type PaymentSession,
} from '../../domain/payments/payment-session';
import type { PaymentTabNews } from '../ports/payment-tabs.port';

export interface PaymentReturnInput {
  /** session_id and gateway from the Success page's query, as the provider sent them. */
  readonly sessionId: string | null;
  readonly gateway: string | null;
  /** The stored payment session, and the time it is read at. */
  readonly session: PaymentSession | null;
  readonly now: number;
}

/** What the Success page does once the machine is done: its toast, and where the buyer goes next. */
export interface PaymentReturnOutcome {
  readonly kind: 'success' | 'error';
  readonly message: string;
  readonly goTo: string;
}

interface PaymentReturnContext {
  readonly sessionId: string;
  readonly gateway: string;
  /** Null unless the query is complete and safe, and the session still live and for the query's gateway. */
  readonly session: PaymentSession | null;
  readonly outcome: PaymentReturnOutcome | null;
}

const problem = (message: string): PaymentReturnOutcome => ({ kind: 'error', message, goTo: PAYMENT_PROBLEM_PATH });

/**
 * Spec §4 Success page: with a session_id and a live session of the gateway
 * the query names, verify with that gateway, then clear the session (and for
 * an order, the cart); the outcome (the machine's output) sends an order to
 * /orders and a repayment to /profile. A missing or expired session, a query
 * that is not a known gateway and a safe session id, or a failed
 * verification, is reported instead, and leads to /profile.
 */
export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    input: {} as PaymentReturnInput,
    output: {} as PaymentReturnOutcome,
  },
  actors: {
    verifyPayment: fromPromise<void, { sessionId: string; gateway: string }>(() =>
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
      Promise.reject(new Error('verifyPayment not provided')),
    ),
  },
  actions: {
    clearSession: () => undefined,
    clearCart: () => undefined,
    /** A card or PayPal payment verified may move the balance and the due: the held figures are old. */
    walletChanged: () => undefined,
    /** The tab the payment began in is waiting: it hears how it ended. */
    tellOtherTabs: (_, _news: PaymentTabNews) => undefined,
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => {
    // The query is anyone's link: only a known gateway and a safe id reach the backend.
    const query = paymentReturnQuery(input.sessionId, input.gateway);
    // A live session for another provider than the query names is no session for this return.
    const session =
      query && input.session && isSessionLive(input.session, input.now) && input.session.gateway === query.gateway ? input.session : null;
    // Stryker disable next-line StringLiteral: without a query there is no session, and the return is invalid before either is read
    return { sessionId: query?.sessionId ?? '', gateway: query?.gateway ?? '', session, outcome: null };
  },
  output: ({ context }) => context.outcome ?? problem(paymentMessages.verifyFailed),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: ({ context }) => context.session !== null, target: 'verifying' },
        // An expired session is removed (spec §4).
        { target: 'invalid', actions: ['clearSession', assign({ outcome: problem(paymentMessages.expired) })] },
      ],
    },
    verifying: {
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({ sessionId: context.sessionId, gateway: context.gateway }),
        onDone: {
          target: 'verified',
          actions: enqueueActions(({ context, enqueue }) => {
            // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral: only a return with a session is verified
            const sessionType = context.session?.type ?? 'ORDER_PURCHASE';
            enqueue('clearSession');
            if (sessionType === 'ORDER_PURCHASE') enqueue('clearCart');
            enqueue('walletChanged');
            enqueue({ type: 'tellOtherTabs', params: { kind: 'paid', purpose: sessionType } });
            enqueue.assign({ outcome: { kind: 'success', message: paymentMessages.completed, goTo: paidPathFor(sessionType) } });
          }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ outcome: problem(paymentMessages.verifyFailed) }),
            {
              type: 'tellOtherTabs',
              // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral: only a return with a session is verified
              params: ({ context }) => ({ kind: 'failed', purpose: context.session?.type ?? 'ORDER_PURCHASE', message: paymentMessages.verifyFailed }),
            },
          ],
        },
      },
    },
    verified: { type: 'final' },
    invalid: { type: 'final' },
    failed: { type: 'final' },
  },
});
