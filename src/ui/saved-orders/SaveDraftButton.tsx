import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { savedOrdersMessages } from '../../application/saved-orders/saved-orders.messages';
import { savedOrderFailure, type SavedOrderFields as Fields } from '../../application/saved-orders/saved-orders.use-cases';
import type { Cart } from '../../domain/cart/cart';
import type { SavedOrder } from '../../domain/orders/saved-order';
import { useServices } from '../app/services-context';
import { useBuyerServices } from '../shared/use-buyer-services';
import { SavedOrderFields } from './SavedOrderFields';

/**
 * Save as draft: the cart's lines under a name, with a purchase order and
 * notes (those typed at checkout in this visit to start with). A failure
 * keeps the dialog open with everything typed.
 */
export function SaveDraftButton({ items, onSaved }: { items: Cart; onSaved: (saved: SavedOrder) => void }) {
  const { notify } = useServices();
  const { savedOrders, checkoutNotes } = useBuyerServices();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>({ name: '', paymentOrder: '', notes: '' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function start() {
    const { purchaseOrder, notes } = checkoutNotes.get();
    setFields({ name: '', paymentOrder: purchaseOrder, notes });
    setNameError(null);
    setFailure(null);
    setOpen(true);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = savedOrders.nameProblem(fields.name);
    setNameError(problem);
    if (problem) {
      (form.elements.namedItem('name') as HTMLElement | null)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = await savedOrders.saveCart(items, fields);
      setOpen(false);
      notify.success(savedOrdersMessages.saved(saved.name));
      onSaved(saved);
    } catch (error) {
      const message = savedOrderFailure(error, savedOrdersMessages.saveFailed);
      setFailure(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button variant="outlined" fullWidth sx={{ mt: 1 }} startIcon={<BookmarkAddOutlinedIcon />} onClick={start}>
        Save as draft
      </Button>
      <Dialog
        open={open}
        onClose={() => !saving && setOpen(false)}
        aria-labelledby="save-draft-title"
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: save } as object }}
      >
        <DialogTitle id="save-draft-title">Save as draft</DialogTitle>
        <DialogContent>
          <SavedOrderFields value={fields} onChange={setFields} nameError={nameError} disabled={saving} autoFocus />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save draft'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
