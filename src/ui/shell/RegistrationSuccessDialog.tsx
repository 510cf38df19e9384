import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { registrationMessages } from '../../domain/accounts/registration';

/** Spec §4: stays open over the home page (the registration machine goes home after 2 s) until Got it. */
export function RegistrationSuccessDialog({ onGotIt }: { onGotIt: () => void }) {
  return (
    <Dialog open onClose={onGotIt} aria-labelledby="registered-title" aria-describedby="registered-text">
      <DialogTitle id="registered-title">{registrationMessages.successTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="registered-text">
          Your account has been created and is waiting for approval by our team. You will be able to log in once it
          has been approved; meanwhile, feel free to explore our products.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onGotIt} autoFocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
