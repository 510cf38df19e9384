import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1d3557', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // MUI's default unselected toggle text is too faint for WCAG AA on our grey page.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
});
