import { createTheme, type Theme } from '@mui/material/styles';
import { TOUCH_TARGET_PX } from '../shared/touch-target';

/**
 * Keyboard focus on every button, link-button, card and radio: a navy outline
 * over a white halo, so it shows on white pages and on the dark hero and
 * footer alike. MUI's own focus ripple is too faint to find.
 */
const FOCUS_RING = { outline: '2px solid #1d3557', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } as const;

// MUI's buttons were 37 px tall, its icon buttons 40.
const TOUCH_TARGET = { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } as const;

/**
 * A field tells the browser's autofill by the animation it starts (MUI's InputBase listens for these names), so
 * a floating label moves out of an autofilled value's way. MUI injects the keyframes with every field, each in a
 * style sheet of its own (eight on the checkout); here they are written once for the whole shop.
 */
const AUTOFILL_ANIMATION = 'mui-auto-fill';
const AUTOFILL_CANCEL_ANIMATION = 'mui-auto-fill-cancel';

let created: Theme | null = null;

/**
 * The shop's theme, made on first use (the first render) rather than while the entry evaluates: that evaluation is
 * one long task already, and a theme takes about a tenth of it.
 */
export function shopTheme(): Theme {
  return (created ??= createTheme({
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
      MuiCssBaseline: {
        styleOverrides: {
          // Not empty, or emotion drops them; an animation's own properties do nothing inside its keyframes.
          [`@keyframes ${AUTOFILL_ANIMATION}`]: { from: { animationName: AUTOFILL_ANIMATION } },
          [`@keyframes ${AUTOFILL_CANCEL_ANIMATION}`]: { from: { animationName: AUTOFILL_CANCEL_ANIMATION } },
        },
      },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          root: { minHeight: TOUCH_TARGET_PX },
          input: {
            animationName: AUTOFILL_CANCEL_ANIMATION,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTOFILL_ANIMATION, animationDuration: '5000s' },
          },
        },
      },
      // No ripple: on a slow phone its first use measures the button (a forced layout) and inserts its
      // keyframes in the click's own frame, about half of Add to Cart's input-to-paint at 4x CPU. The build leaves
      // the ripple's code out (build/mui-unused-parts-plugin.ts).
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
      },
      // A button's own focus style sets its shadow; the halo must win over it.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { ...TOUCH_TARGET, '&.Mui-focusVisible': FOCUS_RING } } },
      MuiIconButton: { styleOverrides: { root: TOUCH_TARGET } },
      // A 24 px box with 10 px around it, in a label as tall: 44 px to tap.
      MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
      MuiFormControlLabel: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // A card clips what lies outside it, so its ring is drawn inside its edge.
      MuiCardActionArea: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2, boxShadow: 'inset 0 0 0 4px #ffffff' } } },
      },
      // MUI's default unselected toggle text is too faint for WCAG AA on our grey page.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary, minHeight: TOUCH_TARGET_PX }) } },
    },
  }));
}
