import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../app/services-context';

/** On every route change: scroll smoothly to the top and, when signed in, refresh the profile (spec §1). */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const { session, deviceCopies } = useServices();
  const firstPage = useRef(true);
  useEffect(() => {
    // A page just opened is at its top already: asking would only force a layout of the whole first screen.
    if (!firstPage.current) window.scrollTo({ top: 0, behavior: 'smooth' });
    // Runs after the new screen's own effects, whose reads from the device all end later (IndexedDB answers apart).
    if (!firstPage.current) deviceCopies.screenChanged();
    // The first page's profile was loaded with the session a moment ago: reloading it would only ask twice.
    if (!firstPage.current) session.send({ type: 'RELOAD_PROFILE' });
    // After a navigation, screen readers start at the new page rather than the old link;
    // a dialog still open over the new page (Registration Successful!) keeps the focus.
    const inDialog = document.activeElement?.closest('[role="dialog"]');
    if (!firstPage.current && !inDialog) document.getElementById('main')?.focus({ preventScroll: true });
    firstPage.current = false;
  }, [pathname, search, session, deviceCopies]);
  return null;
}
