import { useSession } from '../app/services-context';

/**
 * Whom the catalogue is priced for: every catalogue load asks again when it
 * changes (useLoad's `refresh`), so a page loaded for a visitor loads again,
 * priced, once the buyer is signed in (and the cache keeps the two apart).
 */
export function usePriceAudience(): 'buyer' | 'visitor' {
  return useSession().status === 'signedIn' ? 'buyer' : 'visitor';
}
