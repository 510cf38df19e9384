import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useServices, useSession } from './services-context';
import { RouteFallback } from '../shell/Layout';

/** Signed-in routes send visitors to /login, remembering where they were going. */
export function RequireSignIn() {
  const { status } = useSession();
  const { session } = useServices();
  const loggedOut = useSelector(session, (snapshot) => snapshot.context.loggedOut);
  const location = useLocation();
  if (status === 'loading') return <RouteFallback />;
  // Logging out goes home (spec §4), even from a page that needs sign-in.
  if (status === 'signedOut') return loggedOut ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Login, register and forgot password send a signed-in user to /profile. */
export function SignedOutOnly() {
  const { status } = useSession();
  if (status === 'loading') return <RouteFallback />;
  if (status === 'signedIn') return <Navigate to="/profile" replace />;
  return <Outlet />;
}
