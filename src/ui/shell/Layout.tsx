import { TOUCH_TARGET_PX } from '../shared/touch-target';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { RegistrationEffects } from './RegistrationEffects';
import { RouteEffects } from './RouteEffects';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SessionEffects } from './SessionEffects';
import { ToastHost } from './ToastHost';
import { AppStatusHost } from './AppStatusHost';
import { usePreloadBuyerServices } from '../shared/use-buyer-services';
import { useAfterFirstPaint } from '../shared/use-after-first-paint';

/** A CSS-only spinner: it shows before any screen's code has arrived, so it must weigh nothing. */
export function RouteFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10, minHeight: '60vh' }}>
      <Box
        role="progressbar"
        aria-label="Loading"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          '@keyframes route-spin': { to: { transform: 'rotate(360deg)' } },
          animation: 'route-spin 0.8s linear infinite',
        }}
      />
    </Box>
  );
}

export function Layout() {
  usePreloadBuyerServices();
  // Below a main at least a screen tall: drawn once the screen above it has painted, which it then does sooner.
  const footerShown = useAfterFirstPaint();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 1500,
          bgcolor: 'primary.main',
          color: '#fff',
          px: 2,
          display: 'flex',
          alignItems: 'center',
          minHeight: TOUCH_TARGET_PX,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <Header />
      {/* At least a screen tall, so the footer never jumps while a page loads. */}
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ outline: 'none',  flex: 1, minHeight: '100vh', py: { xs: 2, md: 3 } }}>
        <RouteErrorBoundary>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Container>
      {footerShown && <Footer />}
      <ToastHost />
      <AppStatusHost />
      <RouteEffects />
      <SessionEffects />
      <RegistrationEffects />
    </Box>
  );
}
