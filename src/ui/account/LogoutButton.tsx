import Button from '@mui/material/Button';
import { useLogout } from './use-logout';

/** Goes home and signs out; the session then toasts 'Successfully logged out'. */
export function LogoutButton() {
  const { logout, warning } = useLogout();
  return (
    <>
      <Button variant="outlined" onClick={logout}>
        Logout
      </Button>
      {warning}
    </>
  );
}
