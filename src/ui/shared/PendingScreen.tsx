import Typography from '@mui/material/Typography';
import { usePageTitle } from './use-page-title';

/** A route whose screen arrives with a later issue: its heading only, as the README's status table says. */
export function PendingScreen({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Typography variant="h1" sx={{ py: 4 }}>
      {title}
    </Typography>
  );
}
