import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useEffect, useState } from 'react';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  parseCartQuantity,
} from '../../domain/cart/quantity';

/**
 * Spec §5: a cart quantity is an integer from 1 to 999; anything else is
 * ignored. A typed quantity counts when the field is left or Enter is
 * pressed (so typing 120 does not update the line to 1, then 12); a refused
 * entry snaps back to the line's quantity. The buttons count at once.
 */
export function CartQuantityInput({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the line: "Quantity of {label}". */
  label: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit() {
    const quantity = parseCartQuantity(text);
    if (quantity !== null && quantity !== value) onChange(quantity);
    else setText(String(value));
  }

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <IconButton
        size="small"
        aria-label={`Decrease quantity of ${label}`}
        onClick={() => onChange(decrementQuantity(value))}
        disabled={value <= MIN_QUANTITY}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        // A bare input has no border of its own to thicken: keyboard focus needs a ring.
        sx={{ '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' } }}
        inputProps={{
          'aria-label': `Quantity of ${label}`,
          inputMode: 'numeric',
          pattern: '[0-9]*',
          style: { textAlign: 'center', width: 44 },
        }}
      />
      <IconButton
        size="small"
        aria-label={`Increase quantity of ${label}`}
        onClick={() => onChange(incrementQuantity(value))}
        disabled={value >= MAX_QUANTITY}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
