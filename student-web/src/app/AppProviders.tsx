import { CssBaseline, ThemeProvider } from '@mui/material';
import { DEFAULT_LOCALE, isLocale } from '@academy/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from './theme';

/** The theme in the page's language; the signed-in area adds its query cache (ServerStateProvider). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return (
    // The app renders only in the browser: noSsr reads the student's or the device's scheme in the
    // first render, so a dark page never paints light first.
    <ThemeProvider theme={theme} noSsr>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
