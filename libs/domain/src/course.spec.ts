import { describe, expect, it } from 'vitest';
import {
  COURSE_NAME_MAX_LENGTH,
  isPresetCourse,
  normalizeCourse,
  validateCourseName,
} from './course.js';

describe('normalizeCourse', () => {
  it('rejects a blank course', () => {
    expect(normalizeCourse('')).toBeNull();
    expect(normalizeCourse('   ')).toBeNull();
  });

  it('upper-cases a preset whatever its case', () => {
    expect(normalizeCourse('silver')).toBe('SILVER');
    expect(normalizeCourse(' Gold ')).toBe('GOLD');
    expect(normalizeCourse('PLATINUM')).toBe('PLATINUM');
    expect(normalizeCourse('none')).toBe('NONE');
  });

  it('keeps a custom name as typed, trimmed', () => {
    expect(normalizeCourse('  Crypto Intensive  ')).toBe('Crypto Intensive');
    expect(normalizeCourse('silver plus')).toBe('silver plus');
  });

  it('rejects names longer than 100 characters', () => {
    expect(COURSE_NAME_MAX_LENGTH).toBe(100);
    expect(normalizeCourse('x'.repeat(100))).toBe('x'.repeat(100));
    expect(normalizeCourse('x'.repeat(101))).toBeNull();
  });
});

describe('isPresetCourse', () => {
  it('recognises the presets case-insensitively', () => {
    expect(isPresetCourse('NONE')).toBe(true);
    expect(isPresetCourse('gold')).toBe(true);
  });

  it('does not treat custom names as presets', () => {
    expect(isPresetCourse('Crypto Intensive')).toBe(false);
    expect(isPresetCourse('')).toBe(false);
  });
});

describe('validateCourseName', () => {
  it('asks for a name that is not blank', () => {
    expect(validateCourseName('  ')).toEqual({ code: 'COURSE_NAME_REQUIRED' });
    expect(validateCourseName(undefined)).toEqual({ code: 'COURSE_NAME_REQUIRED' });
    expect(validateCourseName('Crypto basics')).toBeNull();
  });
});
