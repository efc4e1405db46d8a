import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { PublicConfigProvider } from '../features/config/PublicConfigProvider';
import { SessionProvider } from '../features/session/SessionProvider';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicConfigProvider>
        <SessionProvider>{children}</SessionProvider>
      </PublicConfigProvider>
    </ThemeProvider>
  );
}
