import { COURSE_PRESETS, type CoursePreset } from '@academy/contracts';

export const COURSE_NAME_MAX_LENGTH = 100;

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
