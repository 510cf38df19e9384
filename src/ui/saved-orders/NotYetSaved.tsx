import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Typography from '@mui/material/Typography';
import { savedOrdersMessages } from '../../application/saved-orders/saved-orders.messages';

/** The mark of a draft saved with no signal: kept on this device until the backend has it. */
export function NotYetSaved() {
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
      <CloudOffIcon aria-hidden fontSize="small" color="warning" />
      {savedOrdersMessages.notYetSaved}
    </Typography>
  );
}
