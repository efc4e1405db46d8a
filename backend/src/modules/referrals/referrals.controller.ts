import { Body, Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AdminReferralReward,
  ReferralSettings,
  ReferralSummary,
  TopReferrer,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth, StudentAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor, StudentPrincipal } from '../../common/auth/principal.js';
import { staffSettings } from '../../common/http/staff-settings.js';
import { ReferralSettingsDto } from './dto/referral-settings.dto.js';
import {
  AdminReferralRewardResponse,
  ReferralSummaryResponse,
  TopReferrerResponse,
} from './dto/referral.responses.js';
import { ReferralSettingsService } from './referral-settings.service.js';
import { ADMIN_REFERRALS_LIMIT, ReferralsAdminService } from './referrals-admin.service.js';
import { ReferralsService } from './referrals.service.js';

const referralSettings = staffSettings({
  path: 'referral-settings',
  settings: ReferralSettingsDto,
  // Read with the promotions it is changed with, so that a key scoped to them reads it too.
  read: 'promotions:read',
  write: 'promotions:manage',
});

/** The student's referral link and rewards. */
@ApiTags('referrals')
@Controller('referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get()
  @StudentAuth()
  @ApiOperation({
    summary: 'My referral code and link, the friends who registered from it and my rewards',
    description:
      'The code is made on the first call. Friends are shown by first name and initial only.',
  })
  @ApiOkResponse({ type: ReferralSummaryResponse })
  summary(@CurrentPrincipal() caller: StudentPrincipal): Promise<ReferralSummary> {
    return this.referrals.summary(caller.userId);
  }
}

/** The programme's settings and results for staff: admins change them, support reads them. */
@ApiTags('admin: referrals')
@Controller('admin')
export class AdminReferralsController {
  constructor(
    private readonly settings: ReferralSettingsService,
    private readonly admin: ReferralsAdminService,
  ) {}

  @referralSettings.Get({ summary: "The referral programme's settings" })
  getSettings(): Promise<ReferralSettings> {
    return this.settings.get();
  }

  @referralSettings.Put({
    summary: "Change the referral programme's settings (audited)",
    description:
      'Applies to first payments paid from now on; rewards already credited stay as they are.',
  })
  updateSettings(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: ReferralSettingsDto,
  ): Promise<ReferralSettings> {
    return this.settings.update(actor, body);
  }

  @Get('referrals/top-referrers')
  @StaffAuth('payments:read')
  @ApiOperation({
    summary: `The ${ADMIN_REFERRALS_LIMIT} referrers with the most paying friends, then the most friends`,
  })
  @ApiOkResponse({ type: [TopReferrerResponse] })
  topReferrers(): Promise<TopReferrer[]> {
    return this.admin.topReferrers();
  }

  @Get('referrals/rewards')
  @StaffAuth('payments:read')
  @ApiOperation({ summary: `The latest ${ADMIN_REFERRALS_LIMIT} referral rewards, newest first` })
  @ApiOkResponse({ type: [AdminReferralRewardResponse] })
  rewards(): Promise<AdminReferralReward[]> {
    return this.admin.rewards();
  }
}
