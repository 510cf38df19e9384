import { use, useSyncExternalStore } from 'react';
import type { RegistrationActor } from '../../application/registration/start-registration';
import { useServices } from '../app/services-context';
import { readableWhenSettled } from './readable-promise';

/** The registration actor once a screen has loaded it, else null: follows it without loading it. */
export function useLoadedRegistration(): RegistrationActor | null {
  const { registration } = useServices();
  return useSyncExternalStore(registration.subscribe, registration.current);
}

/**
 * The registration actor, loaded on first use: the first screen suspends under
 * the route's Suspense until it arrives; once loaded, `use` reads it at once.
 */
export function useRegistration(): RegistrationActor {
  return use(readableWhenSettled(useServices().registration.load()));
}
