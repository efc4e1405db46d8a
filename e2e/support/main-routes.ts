import { routeList } from '../../student-web/src/config/routes';
import { en } from '../../student-web/src/i18n/common.en';

/** The English title a route's header shows, from the student app's own catalogue. */
function englishTitle(titleKey: `titles.${keyof typeof en.titles}`): string {
  const key = titleKey.slice('titles.'.length) as keyof typeof en.titles;
  return en.titles[key];
}

/** Every screen of the main area and the title its header shows, from the app's route table. */
export const MAIN_ROUTES: [path: string, title: string][] = routeList.flatMap((route) =>
  route.access === 'student' && route.titleKey ? [[route.path, englishTitle(route.titleKey)]] : [],
);
