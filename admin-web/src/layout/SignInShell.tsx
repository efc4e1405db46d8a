import { CssBaseline } from '@mui/material';
import {
  AuthContext,
  I18nContextProvider,
  StoreContextProvider,
  ThemeProvider,
  ThemesContext,
} from 'react-admin';
import { authProvider } from '../providers/auth-provider';
import { i18nProvider } from '../providers/i18n-provider';
import { store } from '../providers/store';
import { LoginPage } from './LoginPage';
import { darkTheme, lightTheme } from './themes';

const themes = { lightTheme, darkTheme };

/**
 * The sign-in page with only the contexts it reads: the staff member's stored language and theme,
 * the texts and the auth provider, as react-admin's `<Admin>` provides them, without the rest of
 * react-admin (its data, routes and layout), which loads after signing in.
 */
export function SignInShell() {
  return (
    <StoreContextProvider value={store}>
      <AuthContext.Provider value={authProvider}>
        <ThemesContext.Provider value={themes}>
          <ThemeProvider>
            <CssBaseline enableColorScheme />
            <I18nContextProvider value={i18nProvider}>
              <LoginPage />
            </I18nContextProvider>
          </ThemeProvider>
        </ThemesContext.Provider>
      </AuthContext.Provider>
    </StoreContextProvider>
  );
}
