import { use, useEffect } from 'react';
import type { BuyerServices } from '../../application/buyer-services';
import { useServices, useSession } from '../app/services-context';
import { readableWhenSettled } from './readable-promise';

/**
 * The signed-in buyer's services. `use` is called on every render (hooks keep
 * their order); once loaded it reads as settled, so a route change
 * to a buyer screen never suspends on them. Before that, the first screen
 * suspends under the route's Suspense.
 */
export function useBuyerServices(): BuyerServices {
  return use(readableWhenSettled(useServices().buyer()));
}

/** Every buyer screen needs a signed-in buyer: fetch their code as soon as there is one. */
export function usePreloadBuyerServices(): void {
  const services = useServices();
  const { status } = useSession();
  useEffect(() => {
    if (status === 'signedIn') readableWhenSettled(services.buyer());
  }, [services, status]);
}
