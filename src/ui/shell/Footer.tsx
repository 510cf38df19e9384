import { TOUCH_TARGET_PX } from '../shared/touch-target';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { useNearViewport } from '../shared/use-near-viewport';
import { COMPANY } from './company';

// Demo mode only, and only once the footer is in view: it stays off the first load.
const DemoControls = lazy(async () => ({ default: (await import('./DemoControls')).DemoControls }));

/**
 * The footer's looks, as classes of its one styled element: its columns, titles, links and lines are plain
 * elements, not some 30 MUI Typography, Link and Box (each serialising its styles) rendered with every first screen.
 */
const footerSx = (theme: Theme) =>
  ({
    bgcolor: 'primary.main',
    color: '#d9e2ec',
    mt: 6,
    pt: 5,
    pb: 3,
    '& .footer-columns': { display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } },
    '& .footer-column h2': { ...theme.typography.h3, fontSize: '1rem', m: 0, mb: 1.5, color: '#fff' },
    '& .footer-links': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 },
    // Only the footer's own links and lines: the demo controls beside them keep their looks. Tall enough to tap.
    '& .footer-links > a': {
      color: '#d9e2ec',
      textDecoration: 'none',
      display: 'flex',
      alignItems: 'center',
      minHeight: TOUCH_TARGET_PX,
      minWidth: TOUCH_TARGET_PX,
      '&:hover': { textDecoration: 'underline' },
    },
    '& .footer-links > a.footer-email': { color: '#fff' },
    '& .footer-links > p, & .footer-links > address, & .footer-bottom > p': { ...theme.typography.body2, m: 0, fontStyle: 'normal' },
    '& .footer-bottom': {
      borderTop: '1px solid rgba(255,255,255,0.2)',
      mt: 4,
      pt: 2,
      display: 'flex',
      flexWrap: 'wrap',
      gap: 2,
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  }) as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="footer-column" aria-label={title}>
      <h2>{title}</h2>
      <div className="footer-links">{children}</div>
    </section>
  );
}

export function Footer() {
  const { info, demoControls } = useServices();
  const [footer, inView] = useNearViewport<HTMLDivElement>('0px');
  return (
    <Box component="footer" ref={footer} sx={footerSx}>
      <Container maxWidth="lg">
        <div className="footer-columns">
          <Column title="Customer Service">
            <RouterLink to="/contact">Contact Us</RouterLink>
            <RouterLink to="/faq">FAQ</RouterLink>
            <RouterLink to="/warranty">Warranty</RouterLink>
            <RouterLink to="/orders">My Orders</RouterLink>
          </Column>
          <Column title="Information">
            <RouterLink to="/dealer-locator">Dealer Locator</RouterLink>
            <RouterLink to="/find-contractor">Find a Contractor</RouterLink>
            <RouterLink to="/become-dealer">Become a Dealer</RouterLink>
            <RouterLink to="/catalogs">Catalogs</RouterLink>
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Column>
          <Column title="Contact Us">
            <a className="footer-email" href={`mailto:${info.supportEmail}`}>
              {info.supportEmail}
            </a>
            <address>
              {COMPANY.street}
              <br />
              {COMPANY.town}
            </address>
            <p>{COMPANY.phone}</p>
            <p>Hours: {COMPANY.hours}</p>
          </Column>
        </div>
        <div className="footer-bottom">
          <p>© {new Date().getFullYear()} {COMPANY.name}. Trade accounts only.</p>
          {demoControls && inView && (
            <Suspense fallback={null}>
              <DemoControls controls={demoControls} />
            </Suspense>
          )}
        </div>
      </Container>
    </Box>
  );
}
