import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { pricesAsOfNote } from '../../application/catalog/prices-as-of';
import { useServices } from '../app/services-context';

/**
 * "Prices as of 9:40 AM" while figures on the screen come from the device's copies (no signal); nothing otherwise.
 * `what` names other figures ("Account figures" on the profile).
 */
export function PricesAsOf({ what = 'Prices' }: { what?: string }) {
  const { deviceCopies } = useServices();
  const readAt = useSyncExternalStore(deviceCopies.watch, deviceCopies.readAt);
  if (readAt === null) return null;
  return (
    <Typography role="status" variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
      {pricesAsOfNote(readAt, new Date(), undefined, what)}
    </Typography>
  );
}
