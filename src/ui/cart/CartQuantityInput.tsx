import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { typedCartQuantity } from '../../application/cart/quantity-entry';
import { MAX_QUANTITY, MIN_QUANTITY, decrementQuantity, incrementQuantity } from '../../domain/cart/quantity';

/** The stepper's frame and the field's focus ring, as classes of the cart's lines (`cartLinesSx`). */
export const quantityStepperSx = {
  '& .quantity-stepper': { display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' },
  '& .quantity-stepper.quantity-invalid': { borderColor: 'error.main' },
  // A bare input has no border of its own to thicken: keyboard focus needs a ring.
  '& .quantity-stepper .Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' },
  // A finger's width on a phone (WCAG 2.5.5): the buttons were 30 px square.
  '& .quantity-stepper .MuiIconButton-root': { width: 44, height: 44 },
  '& .quantity-problem': { color: 'error.main', fontSize: '0.8125rem', lineHeight: 1.4, m: 0, maxWidth: 180 },
  // MUI runs a 10 ms animation on every field to notice the browser's autofill, which never fills a quantity: on a
  // 200-line cart the 200 finished animations waited for the next frame, the first tap's, to be swept up.
  '& .quantity-stepper input, & .quantity-stepper input:-webkit-autofill': { animationName: 'none' },
} as const;

const fieldStyle = { textAlign: 'center', width: 48 } as const;

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
    <IconButton aria-label={label} onClick={onStep} disabled={disabled}>
      {children}
    </IconButton>
  );
});

const removeIcon = <RemoveIcon fontSize="small" />;
const addIcon = <AddIcon fontSize="small" />;

/**
 * Spec §9: a cart quantity is a whole number from 1 to 999. A typed quantity counts when the field is left or Enter
 * is pressed (so typing 120 does not update the line to 1, then 12). An entry that breaks the rule stays as typed,
 * is said beside the field and reported (`onProblem`: the cart holds back checkout); it is never replaced by another
 * quantity. The buttons count at once, from the line's quantity.
 * A + or − renders the field alone again, once: the text being typed is kept apart from the line's quantity.
 */
export function CartQuantityInput({
  value,
  onChange,
  onProblem,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The entry now breaks the rule (its message), or no longer does (null). */
  onProblem: (problem: string | null) => void;
  /** Names the line: "Quantity of {label}". */
  label: string;
}) {
  // What the buyer is typing, until it counts or while it breaks the rule; otherwise the field shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const entry = draft === null ? null : typedCartQuantity(draft, value);
  const problem = entry?.problem ?? null;
  const problemId = useId();
  const latest = useRef({ value, onChange, onProblem, problem });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onProblem, problem };
  });
  const step = useCallback((next: (quantity: number) => number) => {
    const current = latest.current;
    if (current.problem) current.onProblem(null);
    setDraft(null);
    current.onChange(next(current.value));
  }, []);
  const decrease = useCallback(() => step(decrementQuantity), [step]);
  const increase = useCallback(() => step(incrementQuantity), [step]);

  /** Said as it is typed, so Checkout is held back before the buyer can reach it. */
  function type(text: string) {
    const nextProblem = typedCartQuantity(text, value).problem;
    if (nextProblem !== problem) onProblem(nextProblem);
    setDraft(text);
  }

  function commit() {
    if (!entry || entry.problem) return;
    setDraft(null);
    if (entry.change !== null) onChange(entry.change);
  }

  return (
    <div>
      <div className={problem ? 'quantity-stepper quantity-invalid' : 'quantity-stepper'}>
        <StepButton label={`Decrease quantity of ${label}`} onStep={decrease} disabled={value <= MIN_QUANTITY}>
          {removeIcon}
        </StepButton>
        <InputBase
          value={draft ?? String(value)}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          inputProps={{
            'aria-label': `Quantity of ${label}`,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': problem ? problemId : undefined,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            style: fieldStyle,
          }}
        />
        <StepButton label={`Increase quantity of ${label}`} onStep={increase} disabled={value >= MAX_QUANTITY}>
          {addIcon}
        </StepButton>
      </div>
      {problem && (
        <p id={problemId} className="quantity-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
