import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { DemoControlsPort, PendingDemoAccount } from '../../application/ports/demo-controls.port';
import { useServices } from '../app/services-context';
import { useLoadedRegistration } from '../shared/use-registration';

const ON_DARK = { color: '#fff', borderColor: '#9fb3c8' } as const;

/** The demo backend's administrator stand-in: approve new accounts, or put the seed back. */
export function DemoControls({ controls }: { controls: DemoControlsPort }) {
  const { notify } = useServices();
  const [pending, setPending] = useState<readonly PendingDemoAccount[]>([]);
  // A registration that just finished adds an account to approve; none can before the Create Account page loads it.
  const registration = useLoadedRegistration() ?? undefined;
  const registered = useSelector(registration, (snapshot) => snapshot?.matches('registered') ?? false);

  const refresh = useCallback(() => controls.pendingAccounts().then(setPending, () => setPending([])), [controls]);
  useEffect(() => {
    void refresh();
  }, [refresh, registered]);

  async function approve(account: PendingDemoAccount) {
    try {
      await controls.approve(account.email);
      notify.success(`Approved ${account.email}: it can sign in now`);
    } catch {
      notify.error(`Could not approve ${account.email}`);
    }
    await refresh();
  }

  return (
    <Box
      component="section"
      aria-labelledby="demo-controls-title"
      sx={{ border: '1px dashed rgba(255,255,255,0.35)', borderRadius: 1, px: 1.5, py: 1, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="demo-controls-title" variant="h3" component="h2" sx={{ fontSize: '0.875rem', color: '#fff' }}>
          Demo controls
        </Typography>
        <Button size="small" variant="outlined" onClick={() => controls.reset()} sx={ON_DARK}>
          Reset demo data
        </Button>
      </Box>
      {pending.length === 0 ? (
        <Typography variant="body2">No accounts waiting for approval.</Typography>
      ) : (
        <Box component="ul" aria-label="Accounts waiting for approval" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {pending.map((account) => (
            <Box component="li" key={account.email} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {account.email} ({account.role.toLowerCase()})
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => approve(account)}
                aria-label={`Approve ${account.email}`}
                sx={ON_DARK}
              >
                Approve
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
