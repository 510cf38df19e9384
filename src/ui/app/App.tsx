import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system provider: the material one also carries the CSS-variables provider, which this theme never uses.
import { ThemeProvider } from '@mui/system';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { AppRoutes } from './routes';
import { ServicesContext } from './services-context';
import { theme } from './theme';

/** After the browser has painted the frame being rendered now, not merely after React's commit. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function App({ services }: { services: AppServices }) {
  useEffect(() => afterNextPaint(services.firstScreenShown), [services]);
  return (
    <ServicesContext.Provider value={services}>
      <ThemeProvider theme={theme} themeId={THEME_ID}>
        <CssBaseline />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </ServicesContext.Provider>
  );
}
