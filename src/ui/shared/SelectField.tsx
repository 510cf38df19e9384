import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type FocusEventHandler } from 'react';
import type { TextInputProps } from './TextInput';

// A module of its own: NativeSelect brings MUI's standard Input with it, which the forms without a select never load.
/** A native select with a TextInput's label and outline: light, keyboard- and phone-friendly, its label always shown. */
export function SelectField({
  options,
  label,
  helperText,
  id: idOverride,
  name,
  value,
  onChange,
  onBlur,
  autoComplete,
  slotProps = {},
  ...control
}: Omit<
  TextInputProps,
  'multiline' | 'rows' | 'minRows' | 'maxRows' | 'type' | 'placeholder' | 'autoFocus' | 'onFocus' | 'onKeyDown' | 'inputRef' | 'defaultValue'
> & { readonly options: ReadonlyArray<{ value: string; label: string }> }) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" {...control} className={['MuiTextField-root', control.className].filter(Boolean).join(' ')}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} />}
        value={value}
        // The forms read only `event.target.value`, which a select has as an input does.
        onChange={onChange as unknown as ChangeEventHandler<HTMLSelectElement>}
        inputProps={{ id, name, autoComplete, onBlur: onBlur as unknown as FocusEventHandler<HTMLSelectElement>, 'aria-describedby': helperTextId, 'aria-label': slotProps.htmlInput?.['aria-label'] }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
