import { Component, use, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { paths, routeList, type Access } from '../config/routes';
import { PublicOnly, RequireAuth } from './guards';
import { loadStudentTexts } from '../i18n';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { withServerState } from './with-server-state';

interface Deferred {
  /** Renders the module's component, suspending until its chunk is in. */
  Screen: ComponentType;
  /** Starts fetching the chunk (once); a failed fetch is tried again on the next call. */
  preload: () => Promise<unknown>;
}

/** A component loaded as its own chunk the first time it is drawn, or earlier by `preload`. */
function deferred(load: () => Promise<{ Component: ComponentType }>): Deferred {
  let Loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.Component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Screen() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return { Screen, preload };
}

const mainLayout = deferred(async () => ({
  Component: await withServerState(import('./layout/MainLayout').then((m) => m.MainLayout)),
}));

// One component per route, as the route table lists them: two paths showing the same screen
// (the video lessons) are two routes, and going from one to the other draws it afresh.
const screens = routeList.map((route) => ({ ...route, ...deferred(lazyScreen(route.screen)) }));

const routesFor = (access: Access) =>
  screens
    .filter((route) => route.access === access)
    .map(({ path, Screen }) => <Route key={path} path={path} element={<Screen />} />);

/**
 * Starts fetching the chunks the address's route will draw (its screen and, in the main area,
 * the layout and the area's texts) while the first language's texts load, instead of after them.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matched = screens.filter((route) => matchPath(route.path, pathname));
  const inMainArea = pathname === '/' || matched.some((route) => route.access === 'student');
  return Promise.all([
    ...matched.map((route) => route.preload()),
    ...(inMainArea ? [mainLayout.preload(), loadStudentTexts()] : []),
  ]);
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  location: Location;
}

/** A screen that failed to load or to draw shows the error page until the address changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location.key === state.location.key
      ? null
      : { failure: null, location: props.location };
  }

  override render() {
    return this.state.failure ? (
      <RouteErrorPage error={this.state.failure.error} />
    ) : (
      this.props.children
    );
  }
}

/** config/routes.ts's table under its guards; the main area shares the layout. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PublicOnly />}>{routesFor('guest')}</Route>
          {routesFor('anyone')}
          <Route element={<RequireAuth />}>
            <Route path="/" element={<mainLayout.Screen />}>
              <Route index element={<Navigate to={paths.dashboard} replace />} />
              {routesFor('student')}
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<RouteErrorPage notFound />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
