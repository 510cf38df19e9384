import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { RouteFallback } from '../shell/Layout';
import { useSession } from './services-context';

/** Where a signed-out visitor was going before the login page. */
export interface LoginState {
  readonly from?: { readonly pathname: string; readonly search?: string };
}

/** The login state that brings a visitor back to this page once signed in (a "Sign in to see prices" link). */
export function useBackHereAfterLogin(): LoginState {
  const { pathname, search } = useLocation();
  return { from: { pathname, search } };
}

/** Signed-in routes send visitors to /login, remembering where they were going. */
export function RequireSignIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading' || status === 'signingIn') return <RouteFallback />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location } satisfies LoginState} />;
  return <Outlet />;
}

/**
 * Login, register and forgot password send a signed-in user on: to where the
 * login began, else /profile. The form stays mounted while its sign-in runs.
 */
export function SignedOutOnly() {
  const { status } = useSession();
  const from = (useLocation().state as LoginState | null)?.from;
  if (status === 'loading') return <RouteFallback />;
  if (status === 'signedIn') return <Navigate to={from ? `${from.pathname}${from.search ?? ''}` : '/profile'} replace />;
  return <Outlet />;
}
