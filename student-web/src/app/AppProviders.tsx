import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, isLocale } from '@academy/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from './theme';

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
