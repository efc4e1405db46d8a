import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';
import { useCallback, type ReactNode } from 'react';
import { useLocale } from 'react-admin';

/**
 * @mui/x-charts ships no Russian yet; these are the texts the registrations chart can show
 * (its loading and empty overlays).
 */
const chartsRuRU = {
  components: {
    MuiChartsLocalizationProvider: {
      defaultProps: { localeText: { loading: 'Загрузка данных…', noData: 'Нет данных' } },
    },
  },
};

/** MUI's and the charts' own words (pagination, "no data", …) in the staff member's language. */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const withRussian = useCallback((outer: Theme) => createTheme(outer, ruRU, chartsRuRU), []);
  if (locale !== 'ru') return children;
  return <ThemeProvider theme={withRussian}>{children}</ThemeProvider>;
}
