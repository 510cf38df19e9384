import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSelector } from '@xstate/react';
import { useServices } from '../app/services-context';

/**
 * Top right, 3 seconds (the toast machine keeps time), green for success, red
 * for errors. A plain fixed box rather than Snackbar keeps MUI's transition
 * machinery out of the first load.
 */
export function ToastHost() {
  const { toasts } = useServices();
  const toast = useSelector(toasts, (snapshot) => snapshot.context.toast);
  return (
    <Box
      sx={{ position: 'fixed', top: { xs: 8, sm: 24 }, right: { xs: 8, sm: 24 }, left: { xs: 8, sm: 'auto' }, zIndex: 1400 }}
    >
      {toast && (
        <Alert
          key={toast.id}
          severity={toast.kind}
          variant="filled"
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onClose={() => toasts.send({ type: 'DISMISS' })}
          sx={{
            minWidth: { sm: 300 },
            boxShadow: 6,
            '@keyframes toast-in': { from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } },
            animation: 'toast-in 180ms ease-out',
          }}
        >
          {toast.message}
        </Alert>
      )}
    </Box>
  );
}
