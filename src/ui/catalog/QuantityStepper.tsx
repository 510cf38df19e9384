import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState } from 'react';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  parseProductQuantity,
} from '../../domain/cart/quantity';

/** Whole numbers from 1; a refused entry snaps back to the last good quantity when the field is left. */
export function QuantityStepper({ value, onChange, label }: { value: number; onChange: (quantity: number) => void; label: string }) {
  // What the buyer is typing, until the field is left; otherwise it shows the quantity (a + renders it once).
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton aria-label="Decrease quantity" onClick={() => onChange(decrementQuantity(value))} disabled={value <= MIN_QUANTITY}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          const quantity = parseProductQuantity(event.target.value);
          if (quantity !== null) onChange(quantity);
        }}
        onBlur={() => setDraft(null)}
        // A bare input has no border of its own to thicken: keyboard focus needs a ring.
        sx={{ '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' } }}
        inputProps={{
          'aria-label': label,
          inputMode: 'numeric',
          pattern: '[0-9]*',
          style: { textAlign: 'center', width: 56 },
        }}
      />
      <IconButton aria-label="Increase quantity" onClick={() => onChange(incrementQuantity(value))} disabled={value >= MAX_QUANTITY}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
