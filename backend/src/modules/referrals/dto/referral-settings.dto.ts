import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNumber, Max, Min } from 'class-validator';
import {
  REFERRAL_REWARD_KINDS,
  type ReferralRewardKind,
  type ReferralSettings,
} from '@academy/contracts';

/** GET and PUT /api/admin/referral-settings */
export class ReferralSettingsDto implements ReferralSettings {
  @ApiProperty({ description: 'Whether first payments of referred students earn rewards' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;

  @ApiProperty({
    enum: REFERRAL_REWARD_KINDS,
    description: "percent: a share of the friend's first payment; amount: a fixed sum in USD",
  })
  @IsIn(REFERRAL_REWARD_KINDS, { message: 'rewardKind must be percent or amount' })
  rewardKind: ReferralRewardKind;

  @ApiProperty({
    example: 10,
    description: 'Percent (0.01–100) or USD, with at most two decimals',
  })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'rewardValue must be a number with at most two decimals' },
  )
  @Min(0.01, { message: 'rewardValue must be at least 0.01' })
  @Max(1_000_000, { message: 'rewardValue must be at most 1000000' })
  rewardValue: number;

  @ApiProperty({
    example: 10,
    description: 'Rewards one referrer can receive in a calendar month (UTC); 0 pauses them',
  })
  @IsInt({ message: 'maxRewardsPerReferrerPerMonth must be a whole number' })
  @Min(0, { message: 'maxRewardsPerReferrerPerMonth must be at least 0' })
  @Max(10_000, { message: 'maxRewardsPerReferrerPerMonth must be at most 10000' })
  maxRewardsPerReferrerPerMonth: number;
}
