import { createTheme, type PaletteOptions } from '@mui/material/styles';
import type { Locale } from '@academy/domain';
import { muiTextsOf } from '../i18n/mui-texts';

const brand = {
  50: '#eef4ff',
  100: '#d9e6ff',
  200: '#b5ccff',
  300: '#8fb3ff',
  500: '#2f6bff',
  600: '#2559dc',
  700: '#1c46c4',
  900: '#0f2566',
};

const gold = { 300: '#f5d77a', 500: '#e0b12b', 700: '#a77d0e' };

const slate = {
  50: '#f5f7fb',
  200: '#e5e7eb',
  400: '#a3acbb',
  800: '#1a2130',
  900: '#111722',
  950: '#0b0f17',
};

const secondary = { light: gold[300], main: gold[500], dark: gold[700], contrastText: '#1b1b1b' };

const red = { 200: '#f5b5b5', 300: '#ef8a8a', 500: '#e04848', 950: '#2a0a0a' };

// White on brand 500 is 4.5:1 only on white; a step darker keeps AA on the grey page, the
// selected menu item and the avatar.
const light: PaletteOptions = {
  primary: { light: brand[300], main: brand[600], dark: brand[700], contrastText: '#fff' },
  secondary,
  background: { default: slate[50], paper: '#ffffff' },
  text: { primary: '#111827', secondary: '#4b5563' },
};

// On dark surfaces the brand blue and the error red are drawn a step lighter, with dark text on
// them, so that both links and filled buttons keep WCAG AA contrast.
const dark: PaletteOptions = {
  primary: { light: brand[200], main: brand[300], dark: brand[500], contrastText: brand[900] },
  error: { light: red[200], main: red[300], dark: red[500], contrastText: red[950] },
  secondary,
  background: { default: slate[950], paper: slate[900] },
  text: { primary: slate[200], secondary: slate[400] },
  divider: 'rgba(229, 231, 235, 0.16)',
};

/**
 * Named colour scales, typography and per-component overrides; components style with `sx`.
 * Light and dark schemes: MUI follows the device's setting until the student picks one.
 */
export function createAppTheme(locale: Locale) {
  return createTheme(
    {
      colorSchemes: { light: { palette: light }, dark: { palette: dark } },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 700 },
        h2: { fontSize: '1.5rem', fontWeight: 700 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': {
                outline: `3px solid ${theme.palette.primary.light}`,
                outlineOffset: 2,
              },
            }),
          },
        },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    // MUI's own texts (pagination, autocomplete, …) in the reader's language (i18n/mui-texts.ts).
    ...muiTextsOf(locale),
  );
}
