import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReferralSettings } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { AuditService } from '../audit/index.js';
import { ReferralSettingsEntity } from './referral-settings.entity.js';
import { percentOutOfRange } from './referrals.errors.js';

const SETTINGS_ROW = 1;

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(manager: EntityManager = this.dataSource.manager): Promise<ReferralSettings> {
    const row = await manager.findOne(ReferralSettingsEntity, { where: { id: SETTINGS_ROW } });
    if (!row) return { ...DEFAULT_REFERRAL_SETTINGS };
    return {
      enabled: row.enabled,
      rewardKind: row.rewardKind,
      rewardValue: row.rewardValue,
      maxRewardsPerReferrerPerMonth: row.maxRewardsPerReferrerPerMonth,
    };
  }

  async update(actor: StaffActor, changes: ReferralSettings): Promise<ReferralSettings> {
    if (changes.rewardKind === 'percent' && changes.rewardValue > 100) throw percentOutOfRange();
    const next: ReferralSettings = {
      enabled: changes.enabled,
      rewardKind: changes.rewardKind,
      rewardValue: changes.rewardValue,
      maxRewardsPerReferrerPerMonth: changes.maxRewardsPerReferrerPerMonth,
    };
    return this.dataSource.transaction(async (manager) => {
      // The row is locked so that two admins saving at once are audited in order.
      await manager.findOne(ReferralSettingsEntity, {
        where: { id: SETTINGS_ROW },
        lock: { mode: 'pessimistic_write' },
      });
      const before = await this.get(manager);
      await manager.upsert(ReferralSettingsEntity, { id: SETTINGS_ROW, ...next }, ['id']);
      await this.audit.record(manager, {
        actor,
        action: 'referral_settings',
        targetUserId: null,
        before: { ...before },
        after: { ...next },
      });
      return next;
    });
  }
}
