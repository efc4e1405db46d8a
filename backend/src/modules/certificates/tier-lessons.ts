import type { CourseTier } from '@academy/contracts';
import { courseLessons, isAccessLocked } from '@academy/domain';
import type { CatalogueSnapshot } from '../catalogue/index.js';

/** The tier a student's course names, among the catalogue's tiers (in any letter case). */
export function tierOfCourse(
  catalogue: CatalogueSnapshot,
  course: string | null | undefined,
): CourseTier | undefined {
  const wanted = course?.trim().toUpperCase();
  return wanted ? catalogue.tiers.find((tier) => tier.name.toUpperCase() === wanted) : undefined;
}

/**
 * The lessons a student must complete for a tier's certificate: every published lesson the tier
 * opens, the free ones included; empty when the tier opens no lesson beyond the free ones (it
 * has no certificate). Access through the balance is not a tier and earns none. The one place
 * that reads which lessons a tier opens, from the catalogue's access rules.
 */
export function lessonsForCertificate(
  catalogue: CatalogueSnapshot,
  tier: Pick<CourseTier, 'name'>,
): readonly number[] {
  const asTier = { course: tier.name, balance: 0 };
  const opened = courseLessons(
    catalogue.lessons.map((lesson) => ({
      ...lesson,
      isLocked: isAccessLocked(lesson.access, asTier),
    })),
  );
  const opensMore = opened.some((lesson) => isAccessLocked(lesson.access, null));
  return opensMore ? opened.map((lesson) => lesson.id) : [];
}
