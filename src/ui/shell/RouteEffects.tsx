import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../app/services-context';

/** On every route change: scroll smoothly to the top and, when signed in, refresh the profile. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const { session } = useServices();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    session.send({ type: 'RELOAD_PROFILE' });
  }, [pathname, search, session]);
  return null;
}
