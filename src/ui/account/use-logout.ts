import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services-context';

/**
 * Goes home first, then signs out: leaving a signed-in page after the session
 * has ended would bounce the buyer to /login instead.
 */
export function useLogout(): () => void {
  const { session } = useServices();
  const navigate = useNavigate();
  return () => {
    navigate('/');
    session.send({ type: 'SIGN_OUT' });
  };
}
