import { useNavigate } from 'react-router-dom';

/** The navigation state that asks SessionEffects to sign out once home is shown. */
export interface LogoutState {
  readonly logout?: true;
}

/**
 * Goes home first and signs out there (SessionEffects): ending the session
 * while a signed-in page is still shown would bounce the buyer to /login.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => navigate('/', { state: { logout: true } satisfies LogoutState });
}
