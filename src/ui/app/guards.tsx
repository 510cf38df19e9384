import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './services-context';
import { RouteFallback } from '../shell/Layout';

/** Signed-in routes send visitors to /login, remembering where they were going. */
export function RequireSignIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RouteFallback />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Login, register and forgot password send a signed-in user to /profile. */
export function SignedOutOnly() {
  const { status } = useSession();
  if (status === 'loading') return <RouteFallback />;
  if (status === 'signedIn') return <Navigate to="/profile" replace />;
  return <Outlet />;
}
