import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { offersNewVersion, type AppShellActor } from '../../application/app-shell/app-shell.machine';

/** How long "Back online" stays after the signal returns. */
export const BACK_ONLINE_SHOWN_MS = 4000;

/**
 * The connection and the app's version, bottom left, clear of the header's controls and of the toasts (top right).
 * A live region, so a screen reader hears "You're offline" and "Back online" as they happen.
 */
export function AppStatus({ shell }: { shell: AppShellActor }) {
  const { pathname } = useLocation();
  useEffect(() => shell.send({ type: 'PAGE_SHOWN', path: pathname }), [shell, pathname]);
  const offline = useSelector(shell, (snapshot) => snapshot.matches({ connection: 'offline' }));
  const newVersion = useSelector(shell, offersNewVersion);
  const backOnline = useBackOnline(offline);

  const message = offline ? "You're offline" : backOnline ? 'Back online' : null;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        zIndex: 1300,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      <Box role="status" sx={message ? PILL : undefined}>
        {message}
      </Box>
      {newVersion && (
        <Box role="status" sx={{ ...PILL, gap: 2, justifyContent: 'space-between' }}>
          A new version is ready.
          <Button size="small" variant="contained" color="secondary" sx={{ minHeight: 44, minWidth: 88 }} onClick={() => shell.send({ type: 'RELOAD_CHOSEN' })}>
            Reload
          </Button>
        </Box>
      )}
    </Box>
  );
}

const PILL = {
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: 44,
  px: 2,
  py: 0.5,
  borderRadius: 1,
  boxShadow: 4,
  bgcolor: 'grey.900',
  color: '#fff',
  typography: 'body2',
  fontWeight: 500,
} as const;

/** True for a few seconds after the connection returns. */
function useBackOnline(offline: boolean): boolean {
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [offline]);
  return backOnline;
}
