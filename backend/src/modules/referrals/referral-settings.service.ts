import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReferralSettings } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { AuditedSettingsRow, AuditService } from '../audit/index.js';
import { ReferralSettingsEntity } from './referral-settings.entity.js';
import { percentOutOfRange } from './referrals.errors.js';

/** What the programme does before an admin sets it: off, $10 a friend, 10 rewards a month. */
export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  enabled: false,
  rewardKind: 'amount',
  rewardValue: 10,
  maxRewardsPerReferrerPerMonth: 10,
};

/** The referral programme's settings, one row; every change audited with before and after. */
@Injectable()
export class ReferralSettingsService {
  private readonly row: AuditedSettingsRow<ReferralSettingsEntity, ReferralSettings>;

  constructor(@InjectDataSource() dataSource: DataSource, audit: AuditService) {
    this.row = new AuditedSettingsRow(dataSource, audit, {
      entity: ReferralSettingsEntity,
      action: 'referral_settings',
      read: (row) => (row ? settingsOf(row) : { ...DEFAULT_REFERRAL_SETTINGS }),
      columns: (settings) => settings,
    });
  }

  get(manager?: EntityManager): Promise<ReferralSettings> {
    return this.row.get(manager);
  }

  update(actor: StaffActor, changes: ReferralSettings): Promise<ReferralSettings> {
    if (changes.rewardKind === 'percent' && changes.rewardValue > 100) throw percentOutOfRange();
    return this.row.save(actor, settingsOf(changes));
  }
}

function settingsOf(source: ReferralSettings): ReferralSettings {
  return {
    enabled: source.enabled,
    rewardKind: source.rewardKind,
    rewardValue: source.rewardValue,
    maxRewardsPerReferrerPerMonth: source.maxRewardsPerReferrerPerMonth,
  };
}
