import type { Theme } from '@mui/material/styles';

/** The browser's own radio or checkbox at MUI's control size, in the theme's navy (payment methods, store collection). */
export const nativeChoiceSx = {
  width: 20,
  height: 20,
  m: 0,
  flexShrink: 0,
  accentColor: (theme: Theme) => theme.palette.primary.main,
  cursor: 'inherit',
} as const;
