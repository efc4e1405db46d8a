import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffSecuritySettings } from '@academy/contracts';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { StaffSecuritySettingsEntity } from './staff-security-settings.entity.js';

const SETTINGS_ROW = 1;

/** The back office's security settings, one row; every change audited with before and after. */
@Injectable()
export class StaffSecuritySettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(manager: EntityManager = this.dataSource.manager): Promise<StaffSecuritySettings> {
    const row = await manager.findOne(StaffSecuritySettingsEntity, {
      where: { id: SETTINGS_ROW },
    });
    return { requireTwoFactor: row?.requireTwoFactor ?? false };
  }

  async requireTwoFactor(manager?: EntityManager): Promise<boolean> {
    return (await this.get(manager)).requireTwoFactor;
  }

  async update(
    actor: StaffPrincipal,
    changes: StaffSecuritySettings,
  ): Promise<StaffSecuritySettings> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.get(manager);
      await manager.upsert(
        StaffSecuritySettingsEntity,
        { id: SETTINGS_ROW, requireTwoFactor: changes.requireTwoFactor },
        ['id'],
      );
      if (before.requireTwoFactor !== changes.requireTwoFactor) {
        await this.audit.record(manager, {
          actor,
          action: 'staff_security_settings',
          targetUserId: null,
          before: { ...before },
          after: { ...changes },
        });
      }
      return { requireTwoFactor: changes.requireTwoFactor };
    });
  }
}
