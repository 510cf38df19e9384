import { and, assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { checkoutMessages } from '../../domain/checkout/shipping-address';
import { DEFAULT_PAYMENT_METHOD, gatewayFor } from '../../domain/payments/payment-method';
import { isOpenablePaymentUrl } from '../../domain/payments/payment-url';
import { paymentMessages } from '../../domain/payments/payment-session';
import { isZero, type Money } from '../../domain/shared/money';
import type { PaymentStart } from '../ports/orders.port';
import type { Repayment } from '../ports/wallet.port';
import { serverMessageOr } from '../shared/backend-error';
import { isUnreadableAnswer } from '../shared/payment-outcome';
import type { PaymentTabEvent } from './payment-tab';

export type CreditRepaymentEvent =
  | { type: 'SELECT_PAYMENT'; method: string }
  | { type: 'PAY' }
  | { type: 'AMOUNT_CHANGED'; amountDue: Money }
  | PaymentTabEvent;

export type CreditRepaymentEmitted =
  | { type: 'paymentStarted'; message: string }
  /** The provider's tab has told this one the repayment is made. */
  | { type: 'paidElsewhere'; message: string }
  | { type: 'failed'; message: string };

interface CreditRepaymentContext {
  amountDue: Money;
  paymentMethod: string;
  error: string | null;
  paymentUrl: string | null;
}

export const REPAYMENT_DESCRIPTION = 'Credit due repayment';

function repaymentOf(context: CreditRepaymentContext): Repayment | null {
  const gateway = gatewayFor(context.paymentMethod);
  if (gateway !== 'STRIPE' && gateway !== 'PAYPAL') return null;
  return { amount: context.amountDue, gateway, description: REPAYMENT_DESCRIPTION };
}

/** Spec §2 Credit Payment and §4 Repay: the whole amount due, by card or PayPal, in a new tab (CREDIT_REPAYMENT). */
export const creditRepaymentMachine = setup({
  types: {
    context: {} as CreditRepaymentContext,
    events: {} as CreditRepaymentEvent,
    emitted: {} as CreditRepaymentEmitted,
    input: {} as { amountDue: Money },
  },
  actors: {
    // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
    repayDues: fromPromise<PaymentStart, Repayment>(() => Promise.reject(new Error('repayDues not provided'))),
    /** How the payment ends in the provider's tab: paid, failed or cancelled there, or the tab closed. */
    watchPaymentTab: fromCallback<PaymentTabEvent>(() => undefined),
  },
  actions: {
    /** Keeps the payment session (CREDIT_REPAYMENT, with its gateway) and opens the provider's page in a new tab. */
    startPayment: (_, _params: { url: string; gateway: Repayment['gateway'] }) => undefined,
    /** Paid in the other tab: the due held is old, and is read again. */
    walletChanged: () => undefined,
  },
  guards: {
    somethingDue: ({ context }) => !isZero(context.amountDue),
    knownMethod: ({ context }) => repaymentOf(context) !== null,
    // https only; the composition adds the shop's own origin, which only it knows (the demo's page).
    openableUrl: (_, output: PaymentStart) => isOpenablePaymentUrl(output.paymentUrl, null),
  },
}).createMachine({
  id: 'creditRepayment',
  context: ({ input }) => ({
    amountDue: input.amountDue,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    error: null,
    paymentUrl: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        AMOUNT_CHANGED: { actions: assign({ amountDue: ({ event }) => event.amountDue }) },
        SELECT_PAYMENT: { actions: assign({ paymentMethod: ({ event }) => event.method, error: null }) },
        PAY: [
          { guard: and(['somethingDue', 'knownMethod']), target: 'paying', actions: assign({ error: null }) },
          { guard: 'somethingDue', actions: assign({ error: checkoutMessages.invalidPaymentMethod }) },
        ],
      },
    },
    paying: {
      invoke: {
        src: 'repayDues',
        input: ({ context }) => repaymentOf(context) as Repayment,
        onDone: [
          {
            guard: { type: 'openableUrl', params: ({ event }) => event.output },
            target: 'awaitingPayment',
            actions: [
              assign({ paymentUrl: ({ event }) => event.output.paymentUrl as string }),
              {
                type: 'startPayment',
                params: ({ context, event }) => ({ url: event.output.paymentUrl as string, gateway: (repaymentOf(context) as Repayment).gateway }),
              },
              emit({ type: 'paymentStarted', message: checkoutMessages.completeInNewTab }),
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ error: checkoutMessages.invalidPaymentResponse }),
              emit({ type: 'failed', message: checkoutMessages.invalidPaymentResponse }),
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: enqueueActions(({ event, enqueue }) => {
            const message = isUnreadableAnswer(event.error)
              ? checkoutMessages.invalidPaymentResponse
              : serverMessageOr(event.error, paymentMessages.repayFailed);
            enqueue.assign({ error: message });
            enqueue.emit({ type: 'failed', message });
          }),
        },
      },
    },
    awaitingPayment: {
      invoke: { src: 'watchPaymentTab' },
      on: {
        PAYMENT_TAB_PAID: {
          target: 'paidElsewhere',
          actions: ['walletChanged', emit({ type: 'paidElsewhere', message: paymentMessages.paidElsewhere })],
        },
        PAYMENT_TAB_ENDED: {
          target: 'editing',
          actions: [assign({ error: ({ event }) => event.message, paymentUrl: null }), emit(({ event }) => ({ type: 'failed', message: event.message }))],
        },
      },
    },
    // The due shown is the one read again after the payment.
    paidElsewhere: {
      on: { AMOUNT_CHANGED: { actions: assign({ amountDue: ({ event }) => event.amountDue }) } },
    },
  },
});
