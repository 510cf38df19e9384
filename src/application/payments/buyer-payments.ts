import { fromPromise } from 'xstate';
import type { BuyerScreenParts } from '../buyer-services';
import { creditRepaymentMachine } from './credit-repayment.machine';
import { paymentReturnMachine } from './payment-return.machine';

const repayments = new WeakMap<BuyerScreenParts, typeof creditRepaymentMachine>();
const returns = new WeakMap<BuyerScreenParts, typeof paymentReturnMachine>();

/** The Credit Payment page's machine with the buyer's wallet behind it, the same one each time. */
export function creditRepaymentMachineFor(parts: BuyerScreenParts): typeof creditRepaymentMachine {
  let machine = repayments.get(parts);
  if (!machine) {
    machine = creditRepaymentMachine.provide({
      actors: { repayDues: fromPromise(({ input }) => parts.wallet.repayDues(input)) },
      actions: { startPayment: parts.startPayment('CREDIT_REPAYMENT') },
      guards: { openableUrl: parts.openableUrl },
    });
    repayments.set(parts, machine);
  }
  return machine;
}

/** The Success page's machine: verifies the payment with the buyer's backend, the same one each time. */
export function paymentReturnMachineFor(parts: BuyerScreenParts): typeof paymentReturnMachine {
  let machine = returns.get(parts);
  if (!machine) {
    machine = paymentReturnMachine.provide({
      actors: { verifyPayment: fromPromise(({ input }) => parts.wallet.verifyPayment(input.sessionId, input.gateway)) },
      actions: { clearSession: parts.clearPaymentSession, clearCart: parts.clearCart },
    });
    returns.set(parts, machine);
  }
  return machine;
}
