import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { UsersModule } from '../users/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { ReferralCodeEntity } from './referral-code.entity.js';
import { ReferralRewardEntity } from './referral-reward.entity.js';
import { ReferralRewards } from './referral-rewards.service.js';
import { ReferralSettingsEntity } from './referral-settings.entity.js';
import { ReferralSettingsService } from './referral-settings.service.js';
import { ReferralEntity } from './referral.entity.js';
import { AdminReferralsController, ReferralsController } from './referrals.controller.js';
import { ReferralsAdminService } from './referrals-admin.service.js';
import { ReferralsService } from './referrals.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ReferralCodeEntity,
      ReferralEntity,
      ReferralRewardEntity,
      ReferralSettingsEntity,
    ]),
    UsersModule,
    AuditModule,
    WebhooksModule,
  ],
  controllers: [ReferralsController, AdminReferralsController],
  providers: [ReferralsService, ReferralRewards, ReferralSettingsService, ReferralsAdminService],
  exports: [ReferralsService, ReferralRewards],
})
export class ReferralsModule {}
