import { LESSONS } from '@academy/contracts';
import { isLessonLocked } from '@academy/domain';

/**
 * The lessons a student must complete for a tier's certificate: every published lesson the tier
 * opens, the free ones included; empty when the tier opens no lesson beyond the free ones (it
 * has no certificate). Access through the balance is not a tier and earns none. The one place
 * that reads which lessons a tier opens, so it follows the catalogue wherever it is kept.
 */
export function lessonsForCertificate(tier: string): Promise<readonly number[]> {
  const asTier = { course: tier, balance: 0 };
  const opened = LESSONS.filter((lesson) => !isLessonLocked(lesson.id, asTier));
  const opensMore = opened.some((lesson) => isLessonLocked(lesson.id, null));
  return Promise.resolve(opensMore ? opened.map((lesson) => lesson.id) : []);
}
