import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec §4: shown for 10 seconds (the session machine keeps time) to an unapproved account. */
export function AccountReviewNotice({ onUnderstood }: { onUnderstood: () => void }) {
  return (
    <Dialog open onClose={onUnderstood} aria-labelledby="review-title" aria-describedby="review-text">
      <DialogTitle id="review-title">Account Under Review</DialogTitle>
      <DialogContent>
        <DialogContentText id="review-text">
          Your account is under review by our admin team. You will be able to log in once your account has been
          approved.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onUnderstood} autoFocus>
          Understood
        </Button>
      </DialogActions>
    </Dialog>
  );
}
