import { useRecordContext } from 'react-admin';
import { COURSE_PRESETS, type User } from '@academy/contracts';
import { normalizeCourse } from '@academy/domain';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/** A preset course by its label ('No Course' for none or empty), a custom one by its name. */
export function CourseField() {
  const record = useRecordContext<User>();
  const translate = useTypedTranslate();
  if (!record) return null;
  const course = normalizeCourse(record.course) ?? 'NONE';
  // normalizeCourse writes a preset in capitals, so an exact match finds it.
  const preset = COURSE_PRESETS.find((name) => name === course);
  return <>{preset ? translate(`academy.users.course.${preset}`) : course}</>;
}
