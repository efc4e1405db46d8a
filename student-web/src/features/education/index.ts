import { paths } from '../../config/routes';
import { LESSON_PARAM } from './lesson-param';

/** The student's lessons with their progress, which the dashboard reads too. */
export { lessonsQueryKey, useLessonsQuery } from './api/get-lessons';

/** The video lessons screen with this lesson chosen. */
export function lessonScreenPath(lessonId: number): string {
  return `${paths.videoLessons}?${LESSON_PARAM}=${lessonId}`;
}

/** What each course opens by the catalogue's rules, and the words for it. */
export {
  useCatalogueContents,
  useContentsText,
  useLockedLessonsOpening,
  type CatalogueContents,
  type Contents,
  type LockedLessonsVariant,
} from './use-catalogue-contents';
