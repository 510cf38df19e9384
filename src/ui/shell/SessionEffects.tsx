import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionMessages } from '../../application/auth/session.machine';
import type { LogoutState } from '../account/use-logout';
import { useServices } from '../app/services-context';

// The notice (and MUI's dialog machinery) loads only for an account under review.
const AccountReviewNotice = lazy(async () => ({ default: (await import('./AccountReviewNotice')).AccountReviewNotice }));

/** Turns what the session reports into toasts and navigation, and finishes a logout once home is shown. */
export function SessionEffects() {
  const { session, notify } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const underReview = useSelector(session, (snapshot) => snapshot.matches('underReview'));
  // Where the buyer was when the session expired, so signing in again goes back there.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    const subscriptions = [
      session.on('signedIn', () => notify.success(sessionMessages.signedIn)),
      session.on('signedOut', () => notify.success(sessionMessages.signedOut)),
      session.on('signOutFailed', () => notify.error(sessionMessages.signOutFailed)),
      session.on('profileFailed', () => notify.error(sessionMessages.profileFailed)),
      session.on('leaveAfterReview', () => navigate('/')),
      session.on('sessionExpired', () => {
        notify.error(sessionMessages.sessionExpired);
        navigate('/login', { state: { from: here.current } });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, notify, navigate]);

  useEffect(() => {
    if (!(location.state as LogoutState | null)?.logout) return;
    session.send({ type: 'SIGN_OUT' });
    // Clear the request so Back or a reload does not sign out again.
    navigate(location.pathname, { replace: true, state: null });
  }, [location, session, navigate]);

  if (!underReview) return null;
  return (
    <Suspense fallback={null}>
      <AccountReviewNotice onUnderstood={() => session.send({ type: 'ACKNOWLEDGE_REVIEW' })} />
    </Suspense>
  );
}
