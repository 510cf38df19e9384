import Button from '@mui/material/Button';
import { useState } from 'react';
import { useServices } from '../app/services-context';
import { PART_UNAVAILABLE, onDemand, useOnDemand } from '../shared/on-demand';

// Off the cart's first paint: the dialog (and MUI's Modal) comes once the page is idle or the button is pressed.
const clearCartDialog = onDemand(async () => (await import('./ClearCartDialog')).ClearCartDialog);

/** Clear cart, asked first (spec §8); the dialog hands focus back to this button. */
export function ClearCartButton({ onConfirm }: { onConfirm: () => void }) {
  const { notify } = useServices();
  const [open, setOpen] = useState(false);
  const [ClearCartDialog, wantDialog] = useOnDemand(clearCartDialog);
  async function ask() {
    if (await wantDialog()) setOpen(true);
    else notify.error(PART_UNAVAILABLE);
  }
  return (
    <>
      <Button color="error" fullWidth sx={{ mt: 1 }} onClick={ask}>
        Clear cart
      </Button>
      {ClearCartDialog && <ClearCartDialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />}
    </>
  );
}
