import { COURSE_PRESETS, type CoursePreset } from '@academy/contracts';
import { violation, type Rule } from './rules.js';

export const COURSE_NAME_MAX_LENGTH = 100;

/** A course set by staff needs a name: a preset or their own. */
export function validateCourseName(value: string | null | undefined): Rule {
  return (value ?? '').trim() === '' ? violation('COURSE_NAME_REQUIRED') : null;
}

function findPreset(value: string): CoursePreset | undefined {
  const upper = value.trim().toUpperCase();
  return COURSE_PRESETS.find((preset) => preset === upper);
}

export function isPresetCourse(value: string): boolean {
  return findPreset(value) !== undefined;
}

export function normalizeCourse(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > COURSE_NAME_MAX_LENGTH) return null;
  return findPreset(trimmed) ?? trimmed;
}
