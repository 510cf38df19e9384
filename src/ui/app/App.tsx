import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { AppRoutes } from './routes';
import { ServicesContext } from './services-context';
import { theme } from './theme';

export function App({ services }: { services: AppServices }) {
  return (
    <ServicesContext.Provider value={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </ServicesContext.Provider>
  );
}
