import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import { nativeChoiceSx } from '../shared/native-choice';

/** Spec §9's payment options, as the buyer reads them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  wallet: 'Wallet Credit',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
};

export interface PaymentOption {
  readonly method: PaymentMethod;
  /** A second line under the name (a balance, why it cannot be chosen). */
  readonly detail?: ReactNode;
  readonly disabled?: boolean;
}

/**
 * The options' looks, as classes of the group's one styled element. The radios are the browser's own, in the theme's
 * colour: the whole card is their label, and arrow keys move between them as in any radio group. MUI's Radio and
 * FormControlLabel would bring some 5 KiB to the checkout's first screen for the same control (issue 16).
 */
const groupSx = {
  display: 'grid',
  gap: 1,
  '& > label': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 1.5,
    py: 1,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    cursor: 'pointer',
  },
  '& > label.selected': { borderColor: 'primary.main', bgcolor: 'rgba(29, 53, 87, 0.04)' },
  '& > label.disabled': { cursor: 'default', color: 'text.disabled' },
  '& input': nativeChoiceSx,
  '& .payment-text': { py: 0.5 },
  '& .payment-name': { display: 'block', fontWeight: 600, lineHeight: 1.5 },
} as const;

/** The payment method choice: a titled radio group (checkout and credit repayment). */
export function PaymentMethodField({
  options,
  value,
  onChange,
  disabled = false,
}: {
  options: readonly PaymentOption[];
  value: string;
  onChange: (method: string) => void;
  disabled?: boolean;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Payment Method
      </Typography>
      <Box role="radiogroup" aria-labelledby={titleId} sx={groupSx}>
        {options.map((option) => {
          const off = disabled || option.disabled === true;
          const selected = value === option.method;
          return (
            <label key={option.method} className={[selected && !off && 'selected', off && 'disabled'].filter(Boolean).join(' ') || undefined}>
              <input
                type="radio"
                name={titleId}
                value={option.method}
                checked={selected}
                disabled={off}
                onChange={() => onChange(option.method)}
              />
              <span className="payment-text">
                <span className="payment-name">{PAYMENT_METHOD_LABELS[option.method]}</span>
                {option.detail}
              </span>
            </label>
          );
        })}
      </Box>
    </Box>
  );
}
