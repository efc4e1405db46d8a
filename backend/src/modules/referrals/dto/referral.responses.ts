import { ApiProperty } from '@nestjs/swagger';
import type {
  AdminReferralReward,
  ReferralReward,
  ReferralSummary,
  ReferredFriend,
  TopReferrer,
} from '@academy/contracts';

const STATUS = {
  enum: ['credited', 'reversed'],
  description: "reversed: the friend's payment was refunded and the reward taken back",
} as const;

export class ReferralRewardResponse implements ReferralReward {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Anna P.', description: 'First name and initial only' })
  friend: string;

  @ApiProperty({ example: 10, description: 'USD' })
  amount: number;

  @ApiProperty(STATUS)
  status: ReferralReward['status'];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class ReferredFriendResponse implements ReferredFriend {
  @ApiProperty({ example: 'Anna P.', description: 'First name and initial only' })
  friend: string;

  @ApiProperty({ format: 'date-time' })
  joinedAt: string;

  @ApiProperty({ description: 'Whether their first payment has been paid' })
  paid: boolean;
}

export class ReferralSummaryResponse implements ReferralSummary {
  @ApiProperty({ example: 'K7QX2MPA' })
  code: string;

  @ApiProperty({ example: 'https://academy.example.com/register?ref=K7QX2MPA' })
  link: string;

  @ApiProperty({ example: 3, description: 'Students who registered from the link' })
  invited: number;

  @ApiProperty({ example: 1, description: 'Of them, those whose first payment is paid' })
  paid: number;

  @ApiProperty({ example: 10, description: 'USD: the rewards not taken back' })
  earned: number;

  @ApiProperty({ type: [ReferredFriendResponse] })
  friends: ReferredFriendResponse[];

  @ApiProperty({ type: [ReferralRewardResponse], description: 'Newest first' })
  rewards: ReferralRewardResponse[];
}

export class TopReferrerResponse implements TopReferrer {
  @ApiProperty({ example: 42 })
  userId: number;

  @ApiProperty({ example: 'Anna Petrova' })
  name: string;

  @ApiProperty({ example: 'anna@example.com' })
  email: string;

  @ApiProperty({ example: 'K7QX2MPA' })
  code: string;

  @ApiProperty({ example: 5 })
  invited: number;

  @ApiProperty({ example: 2 })
  paid: number;

  @ApiProperty({ example: 2, description: 'Rewards credited, taken back ones included' })
  rewards: number;

  @ApiProperty({ example: 20, description: 'USD: the rewards not taken back' })
  earned: number;
}

export class AdminReferralRewardResponse implements AdminReferralReward {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 42 })
  referrerId: number;

  @ApiProperty({ example: 'Anna Petrova' })
  referrerName: string;

  @ApiProperty({ example: 43 })
  friendId: number;

  @ApiProperty({ example: 'Boris Ivanov' })
  friendName: string;

  @ApiProperty({ format: 'uuid', description: "The friend's first payment" })
  paymentId: string;

  @ApiProperty({ example: 10, description: 'USD' })
  amount: number;

  @ApiProperty(STATUS)
  status: AdminReferralReward['status'];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  reversedAt: string | null;
}
