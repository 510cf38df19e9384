import { TOUCH_TARGET_PX } from './touch-target';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, FormEvent } from 'react';

export interface SearchFieldProps {
  /** The search form's name for assistive technology (`role="search"`). */
  readonly formLabel: string;
  /** The field's accessible name. */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onSubmit: () => void;
  readonly sx?: SxProps<Theme>;
}

/**
 * A search box: a plain input and a Search button in one outlined frame. A plain input, not MUI's text field:
 * its input parts would come with every page that has one (the header's is on every page; My Orders' own
 * weighed on a signed-in page's first load).
 */
export function SearchField({ formLabel, label, placeholder, value, onChange, onSubmit, sx }: SearchFieldProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Paper
      component="form"
      role="search"
      aria-label={formLabel}
      onSubmit={submit}
      variant="outlined"
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          pl: 1.5,
          width: '100%',
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="input"
        type="search"
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: 15,
          color: 'text.primary',
          minHeight: TOUCH_TARGET_PX,
          py: 0,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton type="submit" aria-label="Search" sx={{ p: 1 }}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
