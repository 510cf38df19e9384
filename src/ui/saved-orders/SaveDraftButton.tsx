import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { memo, useState } from 'react';
import type { SavedOrderFields as Fields } from '../../application/saved-orders/saved-orders.use-cases';
import type { SavedOrder } from '../../domain/orders/saved-order';
import { useServices } from '../app/services-context';
import { PART_UNAVAILABLE, onDemand, useOnDemand } from '../shared/on-demand';
import { useBuyerServices } from '../shared/use-buyer-services';

// Off the cart's first paint: the form (MUI's Modal and text fields) comes once the page is idle or the button is pressed.
const saveDraftDialog = onDemand(async () => (await import('./SaveDraftDialog')).SaveDraftDialog);

/**
 * Save as draft: the cart's lines under a name, with a purchase order and
 * notes (those typed at checkout in this visit to start with). The lines are
 * read when Save is pressed, so a quantity change does not render the button again.
 */
export const SaveDraftButton = memo(function SaveDraftButton({ onSaved }: { onSaved: (saved: SavedOrder) => void }) {
  const { notify } = useServices();
  const { checkoutNotes } = useBuyerServices();
  const [SaveDraftDialog, wantDialog] = useOnDemand(saveDraftDialog);
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form: a new key mounts it afresh; closing keeps it mounted for its exit.
  const [opening, setOpening] = useState<{ key: number; initial: Fields }>({ key: 0, initial: { name: '', paymentOrder: '', notes: '' } });

  async function start() {
    if (!(await wantDialog())) {
      notify.error(PART_UNAVAILABLE);
      return;
    }
    const { purchaseOrder, notes } = checkoutNotes.get();
    setOpening(({ key }) => ({ key: key + 1, initial: { name: '', paymentOrder: purchaseOrder, notes } }));
    setOpen(true);
  }

  return (
    <>
      <Button variant="outlined" fullWidth sx={{ mt: 1 }} startIcon={<BookmarkAddOutlinedIcon />} onClick={start}>
        Save as draft
      </Button>
      {SaveDraftDialog && opening.key > 0 && (
        <SaveDraftDialog key={opening.key} open={open} initial={opening.initial} onClose={() => setOpen(false)} onSaved={onSaved} />
      )}
    </>
  );
});
