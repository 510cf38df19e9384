import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { sessionMessages } from '../../application/auth/session.machine';
import { useServices, useSession } from '../app/services-context';
import { ErrorState } from './ErrorState';
import { Skeleton } from './Skeleton';

/**
 * A balance or due from the profile. After a payment has moved it, a placeholder until the profile is read again:
 * the figure from before the payment is never shown.
 */
export function WalletFigure({ name, children }: { name: string; children: ReactNode }) {
  const { walletFigures } = useSession();
  if (walletFigures === 'current') return children;
  if (walletFigures === 'reading') return <Skeleton width={160} height={42} aria-label={`Loading ${name}`} />;
  return <Typography color="textSecondary">Not available</Typography>;
}

/** Once per screen, where the wallet's new figures could not be read: the spec's message and a retry. */
export function WalletReadFailure() {
  const { walletFigures } = useSession();
  const { session } = useServices();
  if (walletFigures !== 'unread') return null;
  return <ErrorState message={sessionMessages.profileFailed} onRetry={() => session.send({ type: 'RELOAD_PROFILE' })} />;
}
