import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { UNKNOWN_TIME_ZONE } from '../../common/dates/document-date.js';
import { CatalogueService } from '../catalogue/index.js';
import { LessonProgressEntity } from '../content/lesson-progress.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { CertificateEntity } from './certificate.entity.js';
import { newCertificateCode } from './certificate-code.js';
import { toAdminCertificate } from './certificate.mapper.js';
import { lessonsForCertificate, tierOfCourse } from './tier-lessons.js';

/**
 * Issues a tier's certificate once its holder has completed every lesson the tier opens. Called
 * after each completed lesson is saved; the last save's check sees every completion, and the
 * unique key on (user, tier) turns concurrent checks into one certificate.
 */
@Injectable()
export class CertificateIssuer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhookOutbox,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Answers the code of the certificate this call issued, or null when it issued none. */
  async issueIfEarned(userId: number): Promise<string | null> {
    const catalogue = await this.catalogue.current();
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(UserEntity).findOneBy({ id: userId });
      const tier = tierOfCourse(catalogue, user?.course);
      if (!user || user.deletedAt || !tier) return null;
      const lessonIds = lessonsForCertificate(catalogue, tier);
      if (lessonIds.length === 0) return null;
      const completed = await manager.getRepository(LessonProgressEntity).count({
        where: { userId, lessonId: In([...lessonIds]), completedAt: Not(IsNull()) },
      });
      if (completed < lessonIds.length) return null;
      const code = newCertificateCode();
      const inserted = await manager.query<{ id: number }[]>(
        `INSERT INTO certificates (code, user_id, tier, holder_name, lessons_completed, time_zone)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ON CONSTRAINT certificates_user_tier_key DO NOTHING
         RETURNING id`,
        [
          code,
          userId,
          tier.name,
          `${user.username} ${user.lastname}`.trim(),
          lessonIds.length,
          user.deviceTimeZone ?? UNKNOWN_TIME_ZONE,
        ],
      );
      if (inserted.length === 0) return null;
      const id = inserted[0].id;
      await this.webhooks.recordDocumentEvent(manager, 'certificate.issued', async (reader) => {
        const certificate = await reader.getRepository(CertificateEntity).findOneBy({ id });
        return certificate && { userId, data: toAdminCertificate(certificate) };
      });
      return code;
    });
  }
}
