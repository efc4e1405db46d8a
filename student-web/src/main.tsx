import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';
import { i18nReady } from './i18n';

const queryClient = createQueryClient();

// The page's screen loads meanwhile; the first paint waits for the texts and the screen, so that
// no spinner flashes before it. A screen that fails to load shows the error page instead.
void Promise.all([i18nReady, preloadRoute(window.location.pathname).catch(() => undefined)]).then(
  () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
);
