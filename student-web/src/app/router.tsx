import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** SPEC.md §2's route table; each screen is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            path: paths.login,
            lazy: () =>
              import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.register,
            lazy: () =>
              import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
          },
        ],
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('../features/auth/ResetPasswordPage').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: paths.checkout,
        lazy: () =>
          import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.home,
            lazy: () => import('./layout/MainLayout').then((m) => ({ Component: m.MainLayout })),
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              {
                path: paths.dashboard,
                lazy: () =>
                  import('../features/dashboard/DashboardPage').then((m) => ({
                    Component: m.DashboardPage,
                  })),
              },
              {
                path: paths.education,
                lazy: () =>
                  import('../features/education/EducationPage').then((m) => ({
                    Component: m.EducationPage,
                  })),
              },
              {
                path: paths.videoLessons,
                lazy: () =>
                  import('../features/education/VideoLessonsPage').then((m) => ({
                    Component: m.VideoLessonsPage,
                  })),
              },
              {
                path: paths.forexLessons,
                lazy: () =>
                  import('../features/education/VideoLessonsPage').then((m) => ({
                    Component: m.VideoLessonsPage,
                  })),
              },
              {
                path: paths.books,
                lazy: () =>
                  import('../features/education/BooksPage').then((m) => ({
                    Component: m.BooksPage,
                  })),
              },
              {
                path: paths.activate,
                lazy: () =>
                  import('../features/activation/ActivatePage').then((m) => ({
                    Component: m.ActivatePage,
                  })),
              },
              {
                path: paths.calendar,
                lazy: () =>
                  import('../features/sections/CalendarPage').then((m) => ({
                    Component: m.CalendarPage,
                  })),
              },
              {
                path: paths.trading,
                lazy: () =>
                  import('../features/sections/TradingCenterPage').then((m) => ({
                    Component: m.TradingCenterPage,
                  })),
              },
              {
                path: paths.bonuses,
                lazy: () =>
                  import('../features/sections/BonusesPage').then((m) => ({
                    Component: m.BonusesPage,
                  })),
              },
              {
                path: paths.settings,
                lazy: () =>
                  import('../features/account/SettingsPage').then((m) => ({
                    Component: m.SettingsPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
]);
