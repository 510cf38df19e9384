import Typography from '@mui/material/Typography';

/** A route whose screen arrives with a later issue: its heading only, as the README's status table says. */
export function PendingScreen({ title }: { title: string }) {
  return (
    <Typography variant="h1" sx={{ py: 4 }}>
      {title}
    </Typography>
  );
}
