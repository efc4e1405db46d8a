import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from '@academy/contracts';
import { isPresetCourse, normalizeCourse } from '@academy/domain';

/** A preset course by its label ('No Course' for none or empty), a custom one by its name. */
export function CourseField() {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  const course = normalizeCourse(record.course) ?? 'NONE';
  return <>{isPresetCourse(course) ? translate(`academy.users.course.${course}`) : course}</>;
}
