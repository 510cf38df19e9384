import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/payments/payment-method';

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
      <RadioGroup aria-labelledby={titleId} value={value} onChange={(event) => onChange(event.target.value)} sx={{ gap: 1 }}>
        {options.map((option) => {
          const off = disabled || option.disabled === true;
          const selected = value === option.method;
          return (
            <FormControlLabel
              key={option.method}
              value={option.method}
              disabled={off}
              control={<Radio />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{PAYMENT_METHOD_LABELS[option.method]}</Typography>
                  {option.detail}
                </Box>
              }
              sx={{
                m: 0,
                pr: 2,
                border: 1,
                borderRadius: 1,
                borderColor: selected && !off ? 'primary.main' : 'divider',
                bgcolor: selected && !off ? 'rgba(29, 53, 87, 0.04)' : 'background.paper',
              }}
            />
          );
        })}
      </RadioGroup>
    </Box>
  );
}
