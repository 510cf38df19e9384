import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from '../shared/TextInput';
import { useState } from 'react';

/** A password input with its own show/hide toggle, named after the field ("Show confirm password"). */
export function PasswordField({ label, ...props }: Omit<TextInputProps, 'type' | 'label'> & { label: string }) {
  const [shown, setShown] = useState(false);
  const name = label.toLowerCase();
  return (
    <TextInput
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${name}` : `Show ${name}`}
                onClick={() => setShown((was) => !was)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
