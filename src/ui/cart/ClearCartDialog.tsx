import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Clear cart?, asked first: emptying every line cannot be undone. It takes focus while open; Cancel hands it back. */
export function ClearCartDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="clear-cart-title" aria-describedby="clear-cart-text">
      <DialogTitle id="clear-cart-title">Clear cart?</DialogTitle>
      <DialogContent>
        <DialogContentText id="clear-cart-text">Every line will be taken out of your cart.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          Clear cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
