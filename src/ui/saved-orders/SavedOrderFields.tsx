import Box from '@mui/material/Box';
import { TextInput } from '../shared/TextInput';
import { NotesField } from '../account/form-parts';
import type { SavedOrderFields as Fields } from '../../application/saved-orders/saved-orders.use-cases';
import { SAVED_ORDER_NAME_MAX_LENGTH } from '../../domain/orders/saved-order';

/**
 * Name, purchase order and notes of a saved order, as the Save as draft
 * dialog and the saved order's page edit them. `nameError` is the refusal to
 * show by the name; the field is named `name` so a refusal can focus it.
 */
export function SavedOrderFields({
  value,
  onChange,
  nameError,
  disabled = false,
  autoFocus = false,
}: {
  value: Fields;
  onChange: (value: Fields) => void;
  nameError: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const set = (field: keyof Fields) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextInput
        label="Name"
        name="name"
        required
        autoComplete="off"
        autoFocus={autoFocus}
        value={value.name}
        onChange={set('name')}
        error={nameError !== null}
        helperText={nameError ?? `For example the job or the site it is for; at most ${SAVED_ORDER_NAME_MAX_LENGTH} characters`}
        slotProps={{ input: { readOnly: disabled } }}
      />
      <TextInput
        label="Purchase order"
        name="paymentOrder"
        autoComplete="off"
        value={value.paymentOrder}
        onChange={set('paymentOrder')}
        helperText="Optional: it can be added at checkout"
        slotProps={{ input: { readOnly: disabled } }}
      />
      <NotesField label="Notes" name="notes" autoComplete="off" value={value.notes} onChange={set('notes')} readOnly={disabled} />
    </Box>
  );
}
