import { useEffect } from 'react';
import { useServices } from '../app/services-context';
import type { Loadable } from './useLoad';

/** Spec §8: a load failure is said twice, in a toast and inline; each failed attempt toasts once. */
export function useFailureToast(result: Loadable<unknown>, message: string | null): void {
  const { notify } = useServices();
  const error = result.status === 'failed' ? result.error : null;
  useEffect(() => {
    if (error !== null && message) notify.error(message);
  }, [error, message, notify]);
}
