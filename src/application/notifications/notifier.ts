import type { ActorRefFrom } from 'xstate';
import type { toastMachine } from './toast.machine';

/** The one way any screen raises a toast. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export function toastNotifier(toasts: ActorRefFrom<typeof toastMachine>): Notifier {
  return {
    success: (message) => toasts.send({ type: 'SHOW', kind: 'success', message }),
    error: (message) => toasts.send({ type: 'SHOW', kind: 'error', message }),
  };
}
