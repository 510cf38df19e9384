import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';

/** The parts a field's look and behaviour can be adjusted through, as MUI's TextField names them. */
export interface TextInputSlotProps {
  readonly input?: Partial<OutlinedInputProps>;
  readonly htmlInput?: InputBaseComponentProps;
  readonly inputLabel?: Partial<InputLabelProps>;
  readonly formHelperText?: Partial<FormHelperTextProps>;
}

export interface TextInputProps
  extends Omit<FormControlProps, 'children' | 'component' | 'onChange' | 'onBlur' | 'onFocus' | 'onKeyDown' | 'variant' | 'defaultValue'> {
  readonly label?: ReactNode;
  readonly helperText?: ReactNode;
  readonly name?: string;
  readonly value?: unknown;
  readonly defaultValue?: string;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly placeholder?: string;
  readonly multiline?: boolean;
  readonly rows?: number | string;
  readonly minRows?: number | string;
  readonly maxRows?: number | string;
  readonly inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  readonly onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onKeyDown?: OutlinedInputProps['onKeyDown'];
  readonly slotProps?: TextInputSlotProps;
}

/**
 * MUI's outlined TextField, built from the same parts with the same markup (label, notched outline, helper text
 * tied to the input), without its Select: TextField brings Select, Menu, Popover and two other input styles into
 * every form screen's code (about 8 KiB gzip each) though no field here is a menu.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(
  {
    label,
    helperText,
    id: idOverride,
    name,
    value,
    defaultValue,
    type,
    autoComplete,
    autoFocus,
    placeholder,
    multiline,
    rows,
    minRows,
    maxRows,
    inputRef,
    onChange,
    onBlur,
    onFocus,
    onKeyDown,
    slotProps = {},
    ...control
  },
  ref,
) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl ref={ref} variant="outlined" {...control} className={['MuiTextField-root', control.className].filter(Boolean).join(' ')}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        multiline={multiline}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        inputRef={inputRef}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        fullWidth={control.fullWidth}
        label={label}
        {...(slotProps.inputLabel?.shrink !== undefined && { notched: slotProps.inputLabel.shrink })}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
