import { courseStanding, type OverdraftState } from '@academy/domain';
import { useTranslation } from 'react-i18next';

/**
 * The student's course as the screens name it: the course's own name, or "Trial" while the trial
 * runs and "No course" without one, in the reader's language rather than the codes stored.
 */
export function useCourseLabel(user: OverdraftState & { course: string }): string {
  const { t } = useTranslation();
  const standing = courseStanding(user, new Date());
  return standing.kind === 'course' ? standing.name : t(`course.${standing.kind}`);
}
