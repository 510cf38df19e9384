import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { TextInput } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import type { Coupon } from '../../domain/coupons/coupon';
import { checkoutMessages } from '../../domain/checkout/shipping-address';

export interface CouponBoxProps {
  readonly input: string;
  readonly applied: Coupon | null;
  /** The applied coupon no longer fits the order (the cart changed): it gives no discount. */
  readonly notEligibleNow: string | null;
  readonly message: string | null;
  readonly couponsFailed: boolean;
  readonly validating: boolean;
  /** The order is being placed or paid for: the coupon cannot change. */
  readonly locked: boolean;
  readonly onInput: (value: string) => void;
  readonly onApply: () => void;
  readonly onClear: () => void;
  readonly onRetry: () => void;
  /** The field took focus: a coupon may be applied soon. */
  readonly onFocus?: () => void;
}

/** Spec §4/§5 Coupon: Apply checks the code; an applied coupon locks the input until cleared with X. */
export function CouponBox({
  input,
  applied,
  notEligibleNow,
  message,
  couponsFailed,
  validating,
  locked,
  onInput,
  onApply,
  onClear,
  onRetry,
  onFocus,
}: CouponBoxProps) {
  // The load failure has its own box with a retry; the field does not repeat it.
  const fieldMessage = couponsFailed && message === checkoutMessages.couponsFailed ? null : message;
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {couponsFailed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try Again
            </Button>
          }
        >
          {checkoutMessages.couponsFailed}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          label="Coupon code"
          name="coupon"
          size="small"
          fullWidth
          autoComplete="off"
          value={applied ? applied.code : input}
          onChange={(event) => onInput(event.target.value)}
          onFocus={onFocus}
          inputRef={field}
          onKeyDown={(event) => {
            // Enter here applies the coupon; it does not pay.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!applied && !locked) onApply();
            }
          }}
          error={fieldMessage !== null}
          helperText={fieldMessage ?? undefined}
          slotProps={{
            input: {
              readOnly: applied !== null || locked || validating,
              // The field centres its end part itself: MUI's InputAdornment would only add a margin, and 1.2 KiB to the checkout.
              endAdornment: applied && (
                <IconButton aria-label={`Remove coupon ${applied.code}`} onClick={onClear} edge="end" size="small" disabled={locked} sx={{ ml: 1 }}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              ),
            },
          }}
        />
        {!applied && (
          <Button
            variant="outlined"
            // A pointer press leaves the focus in the field (the field is not redrawn unfocused inside the press), and a
            // key press takes it there: the focus is not lost when the button gives way to the applied coupon.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              field.current?.focus();
              onApply();
            }}
            disabled={locked || validating || input.trim() === ''}
            sx={{ flexShrink: 0, height: 40 }}
          >
            {validating ? 'Checking...' : 'Apply'}
          </Button>
        )}
      </Box>
      {applied && (
        <Typography variant="body2" role="status" sx={{ color: notEligibleNow ? 'error.main' : 'success.main' }}>
          {notEligibleNow ?? `Coupon ${applied.code} applied${applied.name ? `: ${applied.name}` : ''}`}
        </Typography>
      )}
    </Box>
  );
}
