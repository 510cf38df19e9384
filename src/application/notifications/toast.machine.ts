import { assign, setup } from 'xstate';

export type ToastKind = 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

export type ToastEvent = { type: 'SHOW'; kind: ToastKind; message: string } | { type: 'DISMISS' };

/** One toast at a time; a new one replaces the old and restarts the 3 s clock. */
export const toastMachine = setup({
  types: {
    context: {} as { toast: Toast | null; shown: number },
    events: {} as ToastEvent,
  },
  delays: { toastLife: 3000 },
}).createMachine({
  id: 'toast',
  context: { toast: null, shown: 0 },
  initial: 'hidden',
  on: {
    SHOW: {
      target: '.visible',
      reenter: true,
      actions: assign(({ context, event }) => ({
        shown: context.shown + 1,
        toast: { id: context.shown + 1, kind: event.kind, message: event.message },
      })),
    },
  },
  states: {
    hidden: {},
    visible: {
      after: { toastLife: { target: 'hidden', actions: assign({ toast: null }) } },
      on: { DISMISS: { target: 'hidden', actions: assign({ toast: null }) } },
    },
  },
});
