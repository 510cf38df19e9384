import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/** A route whose screen arrives with a later issue: its heading only, as the README's status table says. */
export function PendingScreen({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Typography variant="h1" sx={{ py: 4 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}
