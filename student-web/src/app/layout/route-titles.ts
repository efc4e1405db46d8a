import { paths } from '../../config/paths';

type TitleKey =
  | 'titles.dashboard'
  | 'titles.education'
  | 'titles.videoLessons'
  | 'titles.books'
  | 'titles.activate'
  | 'titles.calendar'
  | 'titles.trading'
  | 'titles.bonuses'
  | 'titles.settings';

const TITLES: Record<string, TitleKey> = {
  [paths.dashboard]: 'titles.dashboard',
  [paths.education]: 'titles.education',
  [paths.videoLessons]: 'titles.videoLessons',
  [paths.forexLessons]: 'titles.videoLessons',
  [paths.books]: 'titles.books',
  [paths.activate]: 'titles.activate',
  [paths.calendar]: 'titles.calendar',
  [paths.trading]: 'titles.trading',
  [paths.bonuses]: 'titles.bonuses',
  [paths.settings]: 'titles.settings',
};

/** The header's title for a path; Dashboard when the path has none of its own. */
export function titleKeyFor(pathname: string): TitleKey {
  return TITLES[pathname.replace(/\/+$/, '') || '/'] ?? 'titles.dashboard';
}
