import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

/**
 * Clear cart, asked first: emptying every line cannot be undone. The dialog
 * takes focus while open and Cancel hands it back to this button.
 */
export function ClearCartButton({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button color="error" fullWidth sx={{ mt: 1 }} onClick={() => setOpen(true)}>
        Clear cart
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="clear-cart-title" aria-describedby="clear-cart-text">
        <DialogTitle id="clear-cart-title">Clear cart?</DialogTitle>
        <DialogContent>
          <DialogContentText id="clear-cart-text">Every line will be taken out of your cart.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            Clear cart
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
