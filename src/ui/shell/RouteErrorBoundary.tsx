import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { retryFailedScreens } from '../app/lazy-screen';
import { reloadPage } from '../app/page-reload';
import { usePageTitle } from '../shared/use-page-title';

function RouteErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Something went wrong
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        An unexpected error stopped this page from showing. Please try again, or go back to the home page.
      </Typography>
      {/* Reload: a screen whose code could not be fetched (a deploy replaced it) comes back with a fresh page. */}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" onClick={reloadPage}>
          Reload
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          Back to home
        </Button>
      </Box>
    </Box>
  );
}

interface BoundaryProps {
  readonly locationKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Any navigation gives the screen a fresh start. Not a `key`: that would remount every screen on every navigation.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render:', error, info.componentStack);
    // The error page is up: a screen whose code failed to arrive tries again when next shown.
    retryFailedScreens();
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** A screen that throws while rendering shows a page with a way home, inside the shell, never a blank page. */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
