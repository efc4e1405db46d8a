import { Layout, type LayoutProps } from 'react-admin';
import { AppMenu } from './AppMenu';
import { LocaleTheme } from './LocaleTheme';
import { PageHeadingProvider } from './page-heading';
import { StaffAppBar } from './StaffAppBar';

/**
 * react-admin's frame: a sidebar that folds to icons (a slide-in drawer on phones), and an
 * app bar with the staff member, the role, the language and the theme switch.
 */
export function AppLayout({ children }: LayoutProps) {
  return (
    <LocaleTheme>
      <PageHeadingProvider>
        <Layout appBar={StaffAppBar} menu={AppMenu}>
          {children}
        </Layout>
      </PageHeadingProvider>
    </LocaleTheme>
  );
}
