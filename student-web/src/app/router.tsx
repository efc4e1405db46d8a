import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths, routeList, type Access } from '../config/routes';
import { PublicOnly, RequireAuth } from './guards';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const routesFor = (access: Access): RouteObject[] =>
  routeList
    .filter((route) => route.access === access)
    .map((route) => ({ path: route.path, lazy: lazyScreen(route.screen) }));

/** config/routes.ts's table under its guards; the main area shares the layout. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <PublicOnly />, children: routesFor('guest') },
      ...routesFor('anyone'),
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/',
            lazy: () => import('./layout/MainLayout').then((m) => ({ Component: m.MainLayout })),
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              ...routesFor('student'),
            ],
          },
        ],
      },
    ],
  },
]);
