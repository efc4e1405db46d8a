import { accessToAll, itemsAddedBy, itemsOpenedBy, type AccessibleItem } from '@academy/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBooksQuery } from './api/get-books';
import { useLessonsQuery } from './api/get-lessons';

/** How many books and lessons a course opens, or adds to another. */
export interface Contents {
  books: number;
  lessons: number;
}

export interface CatalogueContents {
  /** What a holder of the course opens by it alone, the free items included. */
  openedBy(course: string): Contents;
  /** What `better` opens that `held` does not. */
  addedBy(held: string, better: string): Contents;
}

/**
 * What each course opens, counted from the catalogue's own access rules (GET /api/books and
 * /api/lessons), so a book staff publish or a lesson they move to another tier shows at once.
 * Null until both lists have loaded.
 */
export function useCatalogueContents(): CatalogueContents | null {
  const { data: books } = useBooksQuery();
  const { data: lessons } = useLessonsQuery();
  if (!books || !lessons) return null;
  return {
    openedBy: (course) => ({
      books: itemsOpenedBy(books, course).length,
      lessons: itemsOpenedBy(lessons, course).length,
    }),
    addedBy: (held, better) => ({
      books: itemsAddedBy(books, held, better).length,
      lessons: itemsAddedBy(lessons, held, better).length,
    }),
  };
}

/** "7 e-books and 8 video lessons", leaving out what there is none of; "" for nothing. */
export function useContentsText(): (contents: Contents) => string {
  const { t, i18n } = useTranslation('education');
  return useCallback(
    ({ books, lessons }: Contents) => {
      const parts = [
        ...(books > 0 ? [t('contents.books', { count: books })] : []),
        ...(lessons > 0 ? [t('contents.lessons', { count: lessons })] : []),
      ];
      return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parts);
    },
    [t, i18n.language],
  );
}

/** Which of the notices says what opens the locked lessons. */
export type LockedLessonsVariant = 'courseOrBalance' | 'course' | 'balance';

/**
 * What opens every lesson still locked, from their rules: the courses named on each (as one
 * "GOLD or PLATINUM") and the balance that reaches them all. Null when nothing is locked or
 * nothing but staff could open it.
 */
export function useLockedLessonsOpening(
  lessons: readonly (AccessibleItem & { isLocked: boolean })[],
): { variant: LockedLessonsVariant; courses: string; amount: number | null } | null {
  const { i18n } = useTranslation();
  const locked = lessons.filter((lesson) => lesson.isLocked);
  if (locked.length === 0) return null;
  const { courses, minBalance } = accessToAll(locked);
  const named = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(courses);
  if (courses.length > 0 && minBalance !== null) {
    return { variant: 'courseOrBalance', courses: named, amount: minBalance };
  }
  if (courses.length > 0) return { variant: 'course', courses: named, amount: null };
  if (minBalance !== null) return { variant: 'balance', courses: '', amount: minBalance };
  return null;
}
