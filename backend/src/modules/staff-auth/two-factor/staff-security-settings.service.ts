import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffSecuritySettings } from '@academy/contracts';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { AuditedSettingsRow, AuditService } from '../../audit/index.js';
import { StaffSecuritySettingsEntity } from './staff-security-settings.entity.js';

/** The back office's security settings, one row; every change audited with before and after. */
@Injectable()
export class StaffSecuritySettingsService {
  private readonly row: AuditedSettingsRow<StaffSecuritySettingsEntity, StaffSecuritySettings>;

  constructor(@InjectDataSource() dataSource: DataSource, audit: AuditService) {
    this.row = new AuditedSettingsRow(dataSource, audit, {
      entity: StaffSecuritySettingsEntity,
      action: 'staff_security_settings',
      read: (row) => ({ requireTwoFactor: row?.requireTwoFactor ?? false }),
      columns: (settings) => settings,
    });
  }

  get(manager?: EntityManager): Promise<StaffSecuritySettings> {
    return this.row.get(manager);
  }

  async requireTwoFactor(manager?: EntityManager): Promise<boolean> {
    return (await this.get(manager)).requireTwoFactor;
  }

  update(actor: StaffPrincipal, changes: StaffSecuritySettings): Promise<StaffSecuritySettings> {
    return this.row.save(actor, { requireTwoFactor: changes.requireTwoFactor });
  }
}
