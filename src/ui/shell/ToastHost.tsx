import { TOUCH_TARGET_PX } from '../shared/touch-target';
import Box from '@mui/material/Box';
import { useSelector } from '@xstate/react';
import type { ToastKind } from '../../application/notifications/toast.machine';
import { useServices } from '../app/services-context';
import { TOAST_TOP } from './header-size';

// Material's success, error and close icons, drawn as plain SVG paths.
const ICON_PATHS: Record<ToastKind, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L18,9L16.59,7.58L11,13.17L7.91,10.08Z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};
const CLOSE_PATH = 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * Every style a toast needs, on the host that is always there: they are written once with the first screen.
 * A toast is then plain elements with these classes. An MUI Alert wrote its styles on the first toast, inside
 * the click that raised it (Add to Cart), and the new rules restyled the page: about half of that click's
 * input-to-paint at 4x CPU.
 */
const TOAST_STYLES = {
  position: 'fixed',
  // Below the header's top row: a toast over it hid the cart and the account button (on a phone, the whole row).
  top: TOAST_TOP,
  right: { xs: 8, sm: 24 },
  left: { xs: 8, sm: 'auto' },
  zIndex: 1400,
  '@keyframes toast-in': { from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } },
  '& .toast': {
    display: 'flex',
    alignItems: 'flex-start',
    minWidth: { sm: 300 },
    px: 2,
    py: 0.75,
    borderRadius: 1,
    boxShadow: 6,
    color: '#fff',
    typography: 'body2',
    fontWeight: 500,
    animation: 'toast-in 180ms ease-out',
  },
  '& .toast-success': { bgcolor: 'success.main' },
  '& .toast-error': { bgcolor: 'error.main' },
  '& .toast-icon': { flex: 'none', width: 22, height: 22, mr: 1.5, my: 0.875, opacity: 0.9, fill: 'currentColor' },
  '& .toast-message': { flex: 1, py: 1, minWidth: 0, overflowWrap: 'anywhere' },
  // 44 px to tap, drawn over the toast's padding rather than making it taller.
  '& .toast-close': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: TOUCH_TARGET_PX,
    minHeight: TOUCH_TARGET_PX,
    ml: 0.5,
    mr: -1.5,
    my: -0.75,
    p: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
  },
  '& .toast-close svg': { width: 20, height: 20, fill: 'currentColor' },
} as const;

/** Top right under the header's controls, 3 seconds (the toast machine keeps time), green for success, red for errors. */
export function ToastHost() {
  const { toasts } = useServices();
  const toast = useSelector(toasts, (snapshot) => snapshot.context.toast);
  return (
    <Box sx={TOAST_STYLES}>
      {toast && (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <svg className="toast-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICON_PATHS[toast.kind]} />
          </svg>
          <div className="toast-message">{toast.message}</div>
          <button type="button" className="toast-close" aria-label="Close" title="Close" onClick={() => toasts.send({ type: 'DISMISS' })}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={CLOSE_PATH} />
            </svg>
          </button>
        </div>
      )}
    </Box>
  );
}
