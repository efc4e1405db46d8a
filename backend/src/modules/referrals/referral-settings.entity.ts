import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReferralRewardKind } from '@academy/contracts';
import { MoneyColumn } from '../../common/database/columns.js';

/** The referral programme's settings: one row, id 1, made by the migration. */
@Entity('referral_settings')
@Check('referral_settings_single_row', 'id = 1')
@Check('referral_settings_reward_kind_check', `reward_kind IN ('percent', 'amount')`)
@Check('referral_settings_reward_value_check', 'reward_value > 0')
@Check('referral_settings_cap_check', 'max_rewards_per_month >= 0')
export class ReferralSettingsEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'referral_settings_pkey' })
  id: number;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @Column({ name: 'reward_kind', type: 'varchar', length: 8, default: 'amount' })
  rewardKind: ReferralRewardKind;

  @MoneyColumn({ name: 'reward_value', default: 10 })
  rewardValue: number;

  @Column({ name: 'max_rewards_per_month', type: 'integer', default: 10 })
  maxRewardsPerReferrerPerMonth: number;
}
