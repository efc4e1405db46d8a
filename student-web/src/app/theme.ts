import { createTheme } from '@mui/material/styles';

const brand = {
  50: '#eef4ff',
  100: '#d9e6ff',
  300: '#8fb3ff',
  500: '#2f6bff',
  700: '#1c46c4',
  900: '#0f2566',
};

const gold = { 300: '#f5d77a', 500: '#e0b12b', 700: '#a77d0e' };

/** Named colour scales, typography and per-component overrides; components style with `sx`. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { light: brand[300], main: brand[500], dark: brand[700], contrastText: '#fff' },
    secondary: { light: gold[300], main: gold[500], dark: gold[700], contrastText: '#1b1b1b' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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
        root: { '&.Mui-focusVisible': { outline: `3px solid ${brand[300]}`, outlineOffset: 2 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
