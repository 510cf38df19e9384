import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY, decrementQuantity, incrementQuantity, readQuantity } from '../../domain/cart/quantity';

/** A finger's width on a phone (WCAG 2.5.5): the buttons were 36 px square. */
const STEP_BUTTON_SX = { width: 44, height: 44 } as const;

/**
 * The product page's quantity: the field shows what the buyer typed, as typed. An entry that breaks the rule is said
 * beside it (the panel holds back Add to Cart); it is never replaced by another quantity. The buttons step from the
 * last good quantity, `value`.
 */
export function QuantityStepper({
  value,
  entry,
  onEntry,
  label,
}: {
  value: number;
  /** The field's text. */
  entry: string;
  onEntry: (text: string) => void;
  label: string;
}) {
  const problemId = useId();
  const reading = readQuantity(entry);
  const problem = reading.valid ? null : reading.problem;
  return (
    <Box>
      <Box
        sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: problem ? 'error.main' : 'divider', borderRadius: 1 }}
      >
        <IconButton
          aria-label="Decrease quantity"
          onClick={() => onEntry(String(decrementQuantity(value)))}
          disabled={value <= MIN_QUANTITY}
          sx={STEP_BUTTON_SX}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <InputBase
          value={entry}
          onChange={(event) => onEntry(event.target.value)}
          // A bare input has no border of its own to thicken: keyboard focus needs a ring.
          sx={{ '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' } }}
          inputProps={{
            'aria-label': label,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': problem ? problemId : undefined,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            style: { textAlign: 'center', width: 56 },
          }}
        />
        <IconButton
          aria-label="Increase quantity"
          onClick={() => onEntry(String(incrementQuantity(value)))}
          disabled={value >= MAX_QUANTITY}
          sx={STEP_BUTTON_SX}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {problem && (
        <Typography id={problemId} role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
