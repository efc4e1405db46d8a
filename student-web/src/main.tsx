import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { createQueryClient } from './lib/query-client';
import { i18nReady } from './i18n';

const queryClient = createQueryClient();

// The router starts loading the page's screen meanwhile; the first paint waits for the texts.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
