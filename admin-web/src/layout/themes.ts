import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

// PLACEHOLDER: replaced by the back office's own themes.
export const lightTheme = defaultLightTheme;
export const darkTheme = defaultDarkTheme;
