import { use, useEffect } from 'react';
import type { AppServices } from '../../application/app-services';
import type { BuyerServices } from '../../application/buyer-services';
import { useServices, useSession } from '../app/services-context';

/** A settled thenable as React's `use` reads it: at once, without suspending. */
type Settled<T> = Promise<T> & { status: 'fulfilled'; value: T };

const settled = new WeakMap<Promise<BuyerServices>, Settled<BuyerServices>>();

function load(services: AppServices): Promise<BuyerServices> {
  const promise = services.buyer();
  if (!settled.has(promise)) {
    void promise.then((value) => settled.set(promise, Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })));
  }
  return settled.get(promise) ?? promise;
}

/**
 * The signed-in buyer's services. `use` is called on every render (hooks keep
 * their order); once loaded it is handed a settled thenable, so a route change
 * to a buyer screen never suspends on them. Before that, the first screen
 * suspends under the route's Suspense.
 */
export function useBuyerServices(): BuyerServices {
  return use(load(useServices()));
}

/** Every buyer screen needs a signed-in buyer: fetch their code as soon as there is one. */
export function usePreloadBuyerServices(): void {
  const services = useServices();
  const { status } = useSession();
  useEffect(() => {
    if (status === 'signedIn') void load(services);
  }, [services, status]);
}
