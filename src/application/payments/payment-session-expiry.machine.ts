import { assign, setup } from 'xstate';
import { isSessionLive, sessionEndsAt, type PaymentSession } from '../../domain/payments/payment-session';

export interface PaymentSessionExpiryInput {
  /** The stored session when the buyer's services start, and the time it is read at. */
  readonly session: PaymentSession | null;
  readonly now: number;
}

export type PaymentSessionExpiryEvent = { type: 'STARTED'; session: PaymentSession; now: number };

/** None left for a session that is not live: it is removed at once. */
function msLeft(session: PaymentSession | null, now: number): number {
  return session && isSessionLive(session, now) ? sessionEndsAt(session) - now : 0;
}

/**
 * Spec §4: a payment session "expires after 30 minutes and is then removed",
 * whether or not the buyer comes back to the Success or Cancel page. The
 * stored one is checked when the buyer's services start, and again when the
 * session read then, or one started since, ends. `removeExpired` removes only
 * a session that has expired by then (another tab may have started a new one).
 */
export const paymentSessionExpiryMachine = setup({
  types: {
    context: {} as { msLeft: number },
    events: {} as PaymentSessionExpiryEvent,
    input: {} as PaymentSessionExpiryInput,
  },
  actions: {
    removeExpired: () => undefined,
  },
  delays: {
    sessionEnds: ({ context }) => context.msLeft,
  },
}).createMachine({
  id: 'paymentSessionExpiry',
  context: ({ input }) => ({ msLeft: msLeft(input.session, input.now) }),
  initial: 'waiting',
  on: {
    STARTED: { target: '.waiting', reenter: true, actions: assign({ msLeft: ({ event }) => msLeft(event.session, event.now) }) },
  },
  states: {
    waiting: { after: { sessionEnds: { target: 'idle', actions: 'removeExpired' } } },
    idle: {},
  },
});
