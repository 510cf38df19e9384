import { fromPromise } from 'xstate';
import type { BuyerScreenParts } from '../buyer-services';
import { oncePer } from '../shared/once-per';
import { creditRepaymentMachine } from './credit-repayment.machine';
import { paymentReturnMachine } from './payment-return.machine';
import { paymentTabWatcher } from './payment-tab';

/** The Credit Payment page's machine with the buyer's wallet behind it, the same one each time. */
export const creditRepaymentMachineFor = oncePer(({ wallet, startPayment, openableUrl, watchPaymentTab, walletChanged }: BuyerScreenParts) =>
  creditRepaymentMachine.provide({
    actors: {
      repayDues: fromPromise(({ input }) => wallet.repayDues(input)),
      watchPaymentTab: paymentTabWatcher(watchPaymentTab, 'CREDIT_REPAYMENT'),
    },
    actions: { startPayment: startPayment('CREDIT_REPAYMENT'), walletChanged },
    guards: { openableUrl },
  }),
);

/** The Success page's machine: verifies the payment with the buyer's backend, the same one each time. */
export const paymentReturnMachineFor = oncePer(({ wallet, clearPaymentSession, clearCart, walletChanged, tellPaymentTabs }: BuyerScreenParts) =>
  paymentReturnMachine.provide({
    actors: { verifyPayment: fromPromise(({ input }) => wallet.verifyPayment(input.sessionId, input.gateway)) },
    actions: { clearSession: clearPaymentSession, clearCart, walletChanged, tellOtherTabs: (_, news) => tellPaymentTabs(news) },
  }),
);
