import Box from '@mui/material/Box';
import { TextInput, type TextInputProps } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import { GENDERS } from '../../domain/accounts/profile';

/** Full width in a section's two-column grid. */
export const WIDE = { gridColumn: '1 / -1' } as const;

/**
 * Free text over several lines: a plain textarea three lines high that the buyer can drag taller. MUI's self-sizing
 * one measured the page in a layout effect on every render of its form: a forced layout in the frame of each click
 * on the checkout (issue 16, input to paint).
 */
export function NotesField({ readOnly = false, sx, ...props }: Omit<TextInputProps, 'multiline' | 'rows' | 'minRows' | 'slotProps'> & { readOnly?: boolean }) {
  return (
    <TextInput
      {...props}
      multiline
      rows={3}
      sx={[{ '& textarea': { resize: 'vertical' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{ input: { readOnly, inputComponent: 'textarea' }, htmlInput: { type: undefined } }}
    />
  );
}

/**
 * A titled group of fields (fieldset and legend, so each field is announced
 * with its section): two columns on desktop, one on a phone.
 */
export function FormSection({ title, children, intro }: { title: string; children: ReactNode; intro?: ReactNode }) {
  return (
    // A fieldset is at least as wide as its content unless told otherwise, which breaks the phone layout.
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 1.5, width: '100%' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
      </Box>
      {intro}
      {/* Grid items default to their content's width; a multiline field's would overflow a phone. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, '& > *': { minWidth: 0 } }}>
        {children}
      </Box>
    </Box>
  );
}

export const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** A date input shows its own placeholder (mm/dd/yyyy), so its label must stay above it. */
export const DATE_LABEL = { inputLabel: { shrink: true } } as const;

const BILLING = { street: 'billingAddress', city: 'billingCity', state: 'billingState', zip: 'billingZipCode' } as const;
// The profile's country field holds the shipping STATE (spec §3).
const SHIPPING = { street: 'street', city: 'city', state: 'country', zip: 'zip' } as const;

export type AddressField = (typeof BILLING)[keyof typeof BILLING] | (typeof SHIPPING)[keyof typeof SHIPPING];

interface AddressFieldsProps {
  readonly section: 'billing' | 'shipping';
  readonly values: Readonly<Record<AddressField, string>>;
  readonly onChange: (field: AddressField, value: string) => void;
  /** The buyer has left the field: its rules are checked from now on. */
  readonly onLeave?: (field: AddressField) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** What a field says under itself (required, a ZIP in the wrong form), when it says anything. */
  readonly problems?: Readonly<Partial<Record<string, string>>>;
}

/** MUI's marking of a field the buyer must correct (aria-invalid, red outline, the message as its description), or nothing. */
export function markedWith(problem: string | undefined): { error?: true; helperText?: string } {
  return problem ? { error: true, helperText: problem } : {};
}

/** Street, city, state and ZIP of the billing or the shipping address, with the autofill section tokens. */
export function AddressFields({ section, values, onChange, onLeave, required = false, disabled = false, problems = {} }: AddressFieldsProps) {
  const names = section === 'billing' ? BILLING : SHIPPING;
  const field = (part: keyof typeof BILLING, label: string, autoComplete: string, wide = false) => (
    <TextInput
      label={label}
      name={names[part]}
      value={values[names[part]]}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(names[part], event.target.value)}
      onBlur={onLeave && (() => onLeave(names[part]))}
      autoComplete={`${section} ${autoComplete}`}
      required={required}
      disabled={disabled}
      sx={wide ? WIDE : undefined}
      {...(!disabled && markedWith(problems[names[part]]))}
    />
  );
  return (
    <>
      {field('street', 'Street Address', 'street-address', true)}
      {field('city', 'City', 'address-level2')}
      {field('state', 'State', 'address-level1')}
      {field('zip', 'ZIP Code', 'postal-code')}
    </>
  );
}
