import { routeList } from '../../student-web/src/config/routes';
import { en } from '../../student-web/src/i18n/common.en';
import { ru } from '../../student-web/src/i18n/common.ru';

type TitleName = keyof typeof en.titles;

/** Every screen of the main area and the title its header shows in a language's catalogue. */
function mainRoutes(titles: Record<TitleName, string>): [path: string, title: string][] {
  return routeList.flatMap((route) =>
    route.access === 'student' && route.titleKey
      ? [[route.path, titles[route.titleKey.slice('titles.'.length) as TitleName]]]
      : [],
  );
}

/** Every screen of the main area and its English title, from the app's route table. */
export const MAIN_ROUTES = mainRoutes(en.titles);

/** The same screens with their Russian titles. */
export const RUSSIAN_MAIN_ROUTES = mainRoutes(ru.titles);
