import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadRoute } from './app/router';
import { sessionStore } from './app/session/session-store';
import { i18nReady } from './i18n';

// The session check goes out with the texts and the screen, not after them.
sessionStore.start();

// The page's screen loads meanwhile; the first paint waits for the texts and the screen, so that
// no spinner flashes before it. A screen that fails to load shows the error page instead.
void Promise.all([i18nReady, preloadRoute(window.location.pathname).catch(() => undefined)]).then(
  () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
);
