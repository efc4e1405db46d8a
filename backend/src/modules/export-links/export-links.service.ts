import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  EXPORT_LINK_SECONDS,
  roleHasPermission,
  type ExportLink,
  type StaffPermission,
} from '@academy/contracts';
import type { StaffActor, StaffPrincipal } from '../../common/auth/principal.js';
import { StaffEntity } from '../staff-auth/staff.entity.js';
import { ExportLinkSigner, type ExportKind } from './export-link.signer.js';
import { exportLinkExpired, exportLinkInvalid, exportRefused } from './export-links.errors.js';

/**
 * Links that let the browser download an export straight to disk: the back office asks for one
 * with its token, then opens it without any header. Whoever follows it acts as the staff member
 * who asked, checked again at that moment.
 */
@Injectable()
export class ExportLinksService {
  constructor(
    private readonly signer: ExportLinkSigner,
    @InjectRepository(StaffEntity) private readonly staff: Repository<StaffEntity>,
  ) {}

  /** `filter` must already be checked by the export's own rules: a bad one is a 400 here. */
  async issue(
    actor: StaffActor,
    kind: ExportKind,
    filter: object,
    now = Date.now(),
  ): Promise<ExportLink> {
    if (actor.kind !== 'staff') {
      throw exportRefused(
        'Export links are for the back office: an API key downloads the export.csv route itself',
      );
    }
    const account = await this.staff.findOne({ where: { id: actor.staffId } });
    if (!account) throw exportRefused('Your staff account no longer exists');
    const expiresAt = Math.floor(now / 1000) + EXPORT_LINK_SECONDS;
    return {
      url: this.signer.url({
        kind,
        staffId: account.id,
        version: account.updatedAt.getTime(),
        filter: JSON.stringify(filter),
        expiresAt,
      }),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }

  /**
   * The staff member a followed link acts for, with the link's filter: 403 for a link we did not
   * sign as it stands, 410 once it expired, 403 when the account was disabled, had its password
   * or role changed since, or its role no longer allows the export.
   */
  async redeem(
    kind: ExportKind,
    query: Record<string, unknown>,
    permission: StaffPermission,
    now = Date.now(),
  ): Promise<{ actor: StaffPrincipal; filter: string }> {
    const check = this.signer.check(kind, query, Math.floor(now / 1000));
    if (!check.valid) {
      throw check.reason === 'expired' ? exportLinkExpired() : exportLinkInvalid();
    }
    const { staffId, version, filter } = check.claims;
    const account = await this.staff.findOne({ where: { id: staffId } });
    if (!account || account.disabledAt !== null || account.updatedAt.getTime() !== version) {
      throw exportRefused('The staff account that asked for this link can no longer use it');
    }
    if (!roleHasPermission(account.role, permission)) {
      throw exportRefused('Your role does not allow this action');
    }
    return {
      actor: {
        kind: 'staff',
        staffId: account.id,
        username: account.username,
        role: account.role,
        sessionId: null,
      },
      filter,
    };
  }
}
