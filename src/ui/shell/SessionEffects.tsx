import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionMessages } from '../../application/auth/session.machine';
import { useServices } from '../app/services-context';

// The notice (and MUI's dialog machinery) loads only for an account under review.
const AccountReviewNotice = lazy(async () => ({ default: (await import('./AccountReviewNotice')).AccountReviewNotice }));

/** Turns what the session reports into toasts and navigation. */
export function SessionEffects() {
  const { session, notify } = useServices();
  const navigate = useNavigate();
  const underReview = useSelector(session, (snapshot) => snapshot.matches('underReview'));

  useEffect(() => {
    const subscriptions = [
      session.on('signedOut', () => notify.success(sessionMessages.signedOut)),
      session.on('signOutFailed', () => notify.error(sessionMessages.signOutFailed)),
      session.on('profileFailed', () => notify.error(sessionMessages.profileFailed)),
      session.on('leaveAfterReview', () => navigate('/')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, notify, navigate]);

  if (!underReview) return null;
  return (
    <Suspense fallback={null}>
      <AccountReviewNotice onUnderstood={() => session.send({ type: 'ACKNOWLEDGE_REVIEW' })} />
    </Suspense>
  );
}
