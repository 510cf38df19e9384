import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { signOutWarning } from '../../application/saved-orders/saved-orders.messages';

/** Before signing out deletes drafts saved with no signal, the buyer hears which, and may stay signed in. */
export function SignOutWarning({ drafts, onStay, onSignOut }: { drafts: readonly string[]; onStay: () => void; onSignOut: () => void }) {
  return (
    <Dialog open onClose={onStay} aria-labelledby="sign-out-warning-title" aria-describedby="sign-out-warning-text">
      <DialogTitle id="sign-out-warning-title">{signOutWarning.title(drafts.length)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-warning-text">{signOutWarning.text(drafts)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Stay signed in
        </Button>
        <Button color="error" variant="contained" onClick={onSignOut}>
          Sign out and delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
