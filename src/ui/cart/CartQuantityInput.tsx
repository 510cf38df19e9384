import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { typedCartQuantity } from '../../application/cart/quantity-entry';
import { MAX_QUANTITY, MIN_QUANTITY, decrementQuantity, incrementQuantity } from '../../domain/cart/quantity';

/** The stepper's frame and the field's focus ring, as classes of the cart's lines (`cartLinesSx`). */
export const quantityStepperSx = {
  '& .quantity-stepper': { display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' },
  // A bare input has no border of its own to thicken: keyboard focus needs a ring.
  '& .quantity-stepper .Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' },
  // MUI runs a 10 ms animation on every field to notice the browser's autofill, which never fills a quantity: on a
  // 200-line cart the 200 finished animations waited for the next frame, the first tap's, to be swept up.
  '& .quantity-stepper input, & .quantity-stepper input:-webkit-autofill': { animationName: 'none' },
} as const;

const fieldStyle = { textAlign: 'center', width: 44 } as const;

/** A step button renders again only when it becomes enabled or disabled, not with every quantity. */
const StepButton = memo(function StepButton({
  label,
  disabled,
  onStep,
  children,
}: {
  label: string;
  disabled: boolean;
  onStep: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton size="small" aria-label={label} onClick={onStep} disabled={disabled}>
      {children}
    </IconButton>
  );
});

const removeIcon = <RemoveIcon fontSize="small" />;
const addIcon = <AddIcon fontSize="small" />;

/**
 * Spec §5: a cart quantity is an integer from 1 to 999; anything else is
 * ignored. A typed quantity counts when the field is left or Enter is
 * pressed (so typing 120 does not update the line to 1, then 12); a refused
 * entry snaps back to the line's quantity. The buttons count at once.
 * A + or − renders the field alone again, once: the text being typed is kept apart from the line's quantity.
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
  // What the buyer is typing, until it counts; otherwise the field shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const decrease = useCallback(() => latest.current.onChange(decrementQuantity(latest.current.value)), []);
  const increase = useCallback(() => latest.current.onChange(incrementQuantity(latest.current.value)), []);

  function commit() {
    if (draft === null) return;
    const quantity = typedCartQuantity(draft, value);
    if (quantity !== null) onChange(quantity);
    setDraft(null);
  }

  return (
    <div className="quantity-stepper">
      <StepButton label={`Decrease quantity of ${label}`} onStep={decrease} disabled={value <= MIN_QUANTITY}>
        {removeIcon}
      </StepButton>
      <InputBase
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        inputProps={{
          'aria-label': `Quantity of ${label}`,
          inputMode: 'numeric',
          pattern: '[0-9]*',
          style: fieldStyle,
        }}
      />
      <StepButton label={`Increase quantity of ${label}`} onStep={increase} disabled={value >= MAX_QUANTITY}>
        {addIcon}
      </StepButton>
    </div>
  );
}
