import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { savedOrdersMessages } from '../../application/saved-orders/saved-orders.messages';
import { savedOrderFailure, savedOrdersFor, type SavedOrderFields as Fields } from '../../application/saved-orders/saved-orders.use-cases';
import type { SavedOrder } from '../../domain/orders/saved-order';
import { useServices } from '../app/services-context';
import { useBuyerServices } from '../shared/use-buyer-services';
import { SavedOrderFields } from './SavedOrderFields';

export interface SaveDraftDialogProps {
  readonly open: boolean;
  /** What the fields start from (the purchase order and notes typed at checkout in this visit). */
  readonly initial: Fields;
  readonly onClose: () => void;
  readonly onSaved: (saved: SavedOrder) => void;
}

/** Save as draft's form: a failure keeps it open with everything typed. Mounted afresh for each opening. */
export function SaveDraftDialog({ open, initial, onClose, onSaved }: SaveDraftDialogProps) {
  const { notify } = useServices();
  const buyer = useBuyerServices();
  const { cart } = buyer;
  const savedOrders = savedOrdersFor(buyer);
  const [fields, setFields] = useState<Fields>(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
      // The cart as it is when Save is pressed (today's prices once the cart page has checked them).
      const saved = await savedOrders.saveCart(cart.getSnapshot().context.items, fields);
      onClose();
      notify.success(saved.notYetSaved ? savedOrdersMessages.keptOnDevice(saved.name) : savedOrdersMessages.saved(saved.name));
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
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
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
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save draft'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
