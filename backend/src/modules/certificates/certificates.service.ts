import { Injectable } from '@nestjs/common';
import { mailLocale } from '@academy/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type {
  AdminCertificate,
  CertificateVerification,
  CourseTierName,
  OwnCertificate,
} from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { parseListQuery, type ListPage, type ListQuery } from '../../common/http/list-query.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { UserEntity } from '../users/user.entity.js';
import { CertificateEntity } from './certificate.entity.js';
import { normalizeCertificateCode } from './certificate-code.js';
import { toAdminCertificate, toOwnCertificate, toVerification } from './certificate.mapper.js';
import { renderCertificate } from './certificate-pdf.js';
import { certificateAlreadyRevoked, certificateNotFound } from './certificates.errors.js';

export const REFUND_REVOKE_REASON = 'The course payment was refunded';
export const DELETION_REVOKE_REASON = 'The account was deleted';
/** What the verify page names once a deleted account's personal data is purged. */
export const PURGED_HOLDER_NAME = 'Former student';

const SORT_FIELDS = ['issuedAt', 'id', 'holderName', 'course'] as const;
const SORT_COLUMNS: Record<(typeof SORT_FIELDS)[number], string> = {
  issuedAt: 'certificate.issuedAt',
  id: 'certificate.id',
  holderName: 'certificate.holderName',
  course: 'certificate.tier',
};

/** Reads certificates for their holder, the public and staff, and revokes them. */
@Injectable()
export class CertificatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async listOwn(userId: number): Promise<OwnCertificate[]> {
    const rows = await this.repository().find({ where: { userId }, order: { issuedAt: 'DESC' } });
    return rows.map(toOwnCertificate);
  }

  async verify(rawCode: string): Promise<CertificateVerification> {
    return toVerification(await this.byCode(rawCode));
  }

  /** The holder's PDF; another student's code is not found, as an unknown one is. */
  async pdfFor(userId: number, rawCode: string): Promise<{ filename: string; content: Buffer }> {
    const certificate = await this.byCode(rawCode);
    if (certificate.userId !== userId) throw certificateNotFound();
    const holder = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    const content = await renderCertificate({
      code: certificate.code,
      holderName: certificate.holderName,
      course: certificate.tier,
      issuedAt: certificate.issuedAt,
      timeZone: certificate.timeZone,
      lessonsCompleted: certificate.lessonsCompleted,
      revokedReason: certificate.revokedReason,
      // A student who never chose a language reads it in their device's, as their mails.
      locale: mailLocale(holder?.locale ?? null, holder?.deviceLocale ?? null),
      academyName: this.config.academy.legalName,
      verifyUrl: this.verifyUrl(certificate.code),
    });
    return { filename: `certificate-${certificate.code}.pdf`, content };
  }

  verifyUrl(code: string): string {
    return `${this.config.publicUrl}/certificates/${code}`;
  }

  async list(listQuery: ListQuery): Promise<ListPage<AdminCertificate>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      SORT_FIELDS,
      'issuedAt',
    );
    const query = this.repository().createQueryBuilder('certificate');
    if (typeof filter.userId === 'number') {
      query.andWhere('certificate.userId = :userId', { userId: filter.userId });
    }
    if (filter.status === 'valid') query.andWhere('certificate.revokedAt IS NULL');
    if (filter.status === 'revoked') query.andWhere('certificate.revokedAt IS NOT NULL');
    if (typeof filter.q === 'string' && filter.q.trim() !== '') {
      query.andWhere('(lower(certificate.holderName) LIKE :q OR certificate.code LIKE :code)', {
        q: `%${filter.q
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, '\\$&')}%`,
        code: `%${filter.q
          .trim()
          .toUpperCase()
          .replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    const [rows, total] = await query
      .orderBy(SORT_COLUMNS[sortField], sortOrder)
      .addOrderBy('certificate.id', sortOrder)
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { rows: rows.map(toAdminCertificate), total, offset };
  }

  /** Staff revoke a valid certificate, with the reason the verify page shows; audited. */
  revoke(actor: StaffActor, rawCode: string, reason: string): Promise<AdminCertificate> {
    return this.dataSource.transaction(async (manager) => {
      const code = normalizeCertificateCode(rawCode);
      const certificate = code
        ? await manager.getRepository(CertificateEntity).findOne({
            where: { code },
            lock: { mode: 'pessimistic_write' },
          })
        : null;
      if (!certificate) throw certificateNotFound();
      if (certificate.revokedAt) throw certificateAlreadyRevoked();
      const changes = { revokedAt: new Date(), revokedReason: reason };
      await manager.update(CertificateEntity, { id: certificate.id }, changes);
      await this.audit.record(manager, {
        actor,
        action: 'certificate_revoke',
        targetUserId: certificate.userId,
        before: { code: certificate.code, status: 'valid' },
        after: { code: certificate.code, status: 'revoked', reason },
      });
      return toAdminCertificate({ ...certificate, ...changes });
    });
  }

  /** A refunded course payment takes back the certificate its tier earned. */
  async revokeForRefund(
    manager: EntityManager,
    userId: number,
    tier: CourseTierName,
  ): Promise<void> {
    await manager.update(
      CertificateEntity,
      { userId, tier, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: REFUND_REVOKE_REASON },
    );
  }

  /** A deleted account's certificates are no longer vouched for. */
  async revokeForDeletedAccount(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(
      CertificateEntity,
      { userId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: DELETION_REVOKE_REASON },
    );
  }

  /** The purge of a deleted account: its name leaves the verify page too. */
  async anonymiseHolder(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(CertificateEntity, { userId }, { holderName: PURGED_HOLDER_NAME });
  }

  private async byCode(rawCode: string): Promise<CertificateEntity> {
    const code = normalizeCertificateCode(rawCode);
    const certificate = code ? await this.repository().findOneBy({ code }) : null;
    if (!certificate) throw certificateNotFound();
    return certificate;
  }

  private repository() {
    return this.dataSource.getRepository(CertificateEntity);
  }
}
