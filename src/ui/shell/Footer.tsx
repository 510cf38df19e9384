import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { useNearViewport } from '../shared/use-near-viewport';
import { COMPANY } from './company';

// Demo mode only, and only once the footer is in view: it stays off the first load.
const DemoControls = lazy(async () => ({ default: (await import('./DemoControls')).DemoControls }));

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1.5, color: '#fff' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ color: '#d9e2ec' }}>
      {children}
    </Link>
  );
}

export function Footer() {
  const { info, demoControls } = useServices();
  const [footer, inView] = useNearViewport<HTMLDivElement>('0px');
  return (
    <Box component="footer" ref={footer} sx={{ bgcolor: 'primary.main', color: '#d9e2ec', mt: 6, pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Column title="Customer Service">
            <FooterLink to="/contact">Contact Us</FooterLink>
            <FooterLink to="/faq">FAQ</FooterLink>
            <FooterLink to="/warranty">Warranty</FooterLink>
            <FooterLink to="/orders">My Orders</FooterLink>
          </Column>
          <Column title="Information">
            <FooterLink to="/dealer-locator">Dealer Locator</FooterLink>
            <FooterLink to="/find-contractor">Find a Contractor</FooterLink>
            <FooterLink to="/become-dealer">Become a Dealer</FooterLink>
            <FooterLink to="/catalogs">Catalogs</FooterLink>
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
          </Column>
          <Column title="Contact Us">
            <Link href={`mailto:${info.supportEmail}`} underline="hover" sx={{ color: '#fff' }}>
              {info.supportEmail}
            </Link>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {COMPANY.street}
              <br />
              {COMPANY.town}
            </Typography>
            <Typography variant="body2">{COMPANY.phone}</Typography>
            <Typography variant="body2">Hours: {COMPANY.hours}</Typography>
          </Column>
        </Box>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.2)',
            mt: 4,
            pt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">© {new Date().getFullYear()} {COMPANY.name}. Trade accounts only.</Typography>
          {demoControls && inView && (
            <Suspense fallback={null}>
              <DemoControls controls={demoControls} />
            </Suspense>
          )}
        </Box>
      </Container>
    </Box>
  );
}
