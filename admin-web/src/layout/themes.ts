import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The academy's colour scales: the same blue and gold as the student app. */
const brand = {
  200: '#b5ccff',
  300: '#8fb3ff',
  500: '#2f6bff',
  // A shade under 500: white on it, and it on the page's grey, read at 4.5:1 or better.
  600: '#2a63ef',
  700: '#1c46c4',
  900: '#0f2566',
};
const gold = { 300: '#f5d77a', 500: '#e0b12b', 700: '#a77d0e' };
const slate = { 50: '#f5f7fb', 900: '#111722', 950: '#0b0f17' };

const typography: RaThemeOptions['typography'] = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '1.75rem', fontWeight: 700 },
  h2: { fontSize: '1.25rem', fontWeight: 600 },
  h6: { fontWeight: 400 },
  button: { textTransform: 'none', fontWeight: 600 },
};

/** SPEC.md's collapsible admin sidebar: wide with labels, narrow with icons only. */
const sidebar = { width: 240, closedWidth: 64 };

function components(focusRing: string): RaThemeOptions['components'] {
  return {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // In dark mode MUI draws every app bar on the dark surface, whatever its colour.
    RaAppBar: { defaultProps: { color: 'primary' } },
    // MUI puts a checkbox's aria-label on its wrapper: the input itself, which assistive
    // technology reads, gets it too (react-admin's row checkboxes pass only aria-label).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: { 'aria-label'?: string }) => ({
            'aria-label': ownerState['aria-label'],
          }),
        },
      },
    },
    // The bulk actions bar folds to no height while nothing is selected: its buttons must not
    // take the keyboard's focus then.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // An unpressed toggle's text is drawn in the faint icon grey (4.49:1 on the page's grey), a
    // pressed one's in the light theme's blue on its own blue tint (4.26:1).
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          color: theme.palette.text.secondary,
          ...(theme.palette.mode === 'light' && {
            '&.Mui-selected': { color: theme.palette.primary.dark },
          }),
        }),
      },
    },
    // react-admin writes an empty list's message in the disabled grey (2.65:1).
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    // Keyboard users must see where they are, on both backgrounds.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 } },
      },
    },
  };
}

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    // Text on a coloured fill (a status chip, a warning button) reads at 4.5:1 or better: MUI
    // picks white or black by this ratio, where its default of 3 put white on orange (3.1:1).
    contrastThreshold: 4.5,
    primary: { light: brand[300], main: brand[600], dark: brand[700], contrastText: '#fff' },
    secondary: { light: gold[300], main: gold[500], dark: gold[700], contrastText: '#1b1b1b' },
    background: { default: slate[50], paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography,
  sidebar,
  components: { ...defaultLightTheme.components, ...components(brand[700]) },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { light: brand[200], main: brand[300], dark: brand[500], contrastText: brand[900] },
    secondary: { light: gold[300], main: gold[500], dark: gold[700], contrastText: '#1b1b1b' },
    background: { default: slate[950], paper: slate[900] },
  },
  shape: { borderRadius: 10 },
  typography,
  sidebar,
  components: { ...defaultDarkTheme.components, ...components(brand[200]) },
};
