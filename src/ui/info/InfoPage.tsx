import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useServices } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';

interface InfoPageProps {
  readonly title: string;
  readonly intro: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every information page; the parts below are its building blocks. */
export function InfoPage({ title, intro, children }: InfoPageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>{title}</Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>{intro}</Typography>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}

export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>{title}</Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

export function Paragraph({ children }: { readonly children: ReactNode }) {
  return <Typography variant="body1">{children}</Typography>;
}

export function BulletList({ items }: { readonly items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
      {items.map((item, i) => (
        <Typography component="li" variant="body1" key={i}>{item}</Typography>
      ))}
    </Box>
  );
}

export function SupportEmail({ subject }: { readonly subject?: string }) {
  const { info } = useServices();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <Link href={`mailto:${info.supportEmail}${query}`}>{info.supportEmail}</Link>;
}

export interface BusinessLocation {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly hours: string;
  readonly note: string;
}

export function LocationList({ locations }: { readonly locations: readonly BusinessLocation[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {locations.map((loc) => (
        <Box key={loc.name} sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 1.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>{loc.name}</Typography>
          <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
            {loc.address}
            <br />
            {loc.phone}
          </Typography>
          <Typography variant="body2">Hours: {loc.hours}</Typography>
          <Typography variant="body2" color="textSecondary">{loc.note}</Typography>
        </Box>
      ))}
    </Box>
  );
}
