import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system provider: the material one also carries the CSS-variables provider, which this theme never uses.
import { ThemeProvider } from '@mui/system';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { afterFirstPaint } from './after-first-paint';
import { stopAnswersAhead } from '../shared/useLoad';
import { AppRoutes } from './routes';
import { ServicesContext } from './services-context';
import { shopTheme } from './theme';

export function App({ services }: { services: AppServices }) {
  useEffect(
    () =>
      afterFirstPaint(() => {
        stopAnswersAhead();
        services.firstScreenShown();
      }),
    [services],
  );
  return (
    <ServicesContext.Provider value={services}>
      <ThemeProvider theme={shopTheme()} themeId={THEME_ID}>
        <CssBaseline />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </ServicesContext.Provider>
  );
}
