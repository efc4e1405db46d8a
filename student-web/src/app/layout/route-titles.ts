import { routeList, routes, type TitleKey } from '../../config/routes';

const TITLES = new Map<string, TitleKey>(
  routeList.flatMap((route) => (route.titleKey ? [[route.path, route.titleKey] as const] : [])),
);

/** The header's title for a path; Dashboard when the path has none of its own. */
export function titleKeyFor(pathname: string): TitleKey {
  return TITLES.get(pathname.replace(/\/+$/, '') || '/') ?? routes.dashboard.titleKey;
}
