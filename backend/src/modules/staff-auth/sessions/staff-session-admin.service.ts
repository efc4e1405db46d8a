import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StaffSession } from '@academy/contracts';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { StaffEntity } from '../staff.entity.js';
import { staffAccountNotFound, staffSessionNotFound } from '../staff-auth.errors.js';
import { StaffSessionsService } from './staff-sessions.service.js';

/** Signing out, and what admins see and end of other accounts' sessions (audited). */
@Injectable()
export class StaffSessionAdminService {
  constructor(
    private readonly sessions: StaffSessionsService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async logout(actor: StaffPrincipal): Promise<void> {
    if (actor.sessionId === null) return;
    await this.sessions.end(this.dataSource.manager, actor.staffId, actor.sessionId);
  }

  async logoutAll(actor: StaffPrincipal): Promise<void> {
    await this.sessions.endAll(this.dataSource.manager, actor.staffId);
  }

  async list(actor: StaffPrincipal, staffId: number): Promise<StaffSession[]> {
    await this.account(staffId);
    return this.sessions.list(staffId, actor.staffId === staffId ? actor.sessionId : null);
  }

  async end(actor: StaffPrincipal, staffId: number, sessionId: string): Promise<void> {
    const account = await this.account(staffId);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.sessions.end(manager, staffId, sessionId))) throw staffSessionNotFound();
      await this.audit.record(manager, {
        actor,
        action: 'staff_session_end',
        targetUserId: null,
        before: null,
        after: { staff: account.username, session: sessionId },
      });
    });
  }

  private async account(staffId: number): Promise<StaffEntity> {
    const account = await this.dataSource.manager.findOne(StaffEntity, { where: { id: staffId } });
    if (!account) throw staffAccountNotFound();
    return account;
  }
}
