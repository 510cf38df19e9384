import { use, useEffect } from 'react';
import type { AppServices } from '../../application/app-services';
import type { CheckoutServices } from '../../application/checkout/checkout-services';
import { useServices, useSession } from '../app/services-context';

const loaded = new WeakMap<Promise<CheckoutServices>, CheckoutServices>();

function load(services: AppServices): Promise<CheckoutServices> {
  const promise = services.checkout();
  if (!loaded.has(promise)) void promise.then((checkout) => loaded.set(promise, checkout));
  return promise;
}

/**
 * The checkout's services. Once loaded they are handed over at once, so a
 * route change to a checkout screen never waits on them; before that, the
 * first screen suspends under the route's Suspense.
 */
export function useCheckoutServices(): CheckoutServices {
  const promise = load(useServices());
  return loaded.get(promise) ?? use(promise);
}

/** Every checkout screen needs a signed-in buyer: fetch their code as soon as there is one. */
export function usePreloadCheckoutServices(): void {
  const services = useServices();
  const { status } = useSession();
  useEffect(() => {
    if (status === 'signedIn') void load(services);
  }, [services, status]);
}
