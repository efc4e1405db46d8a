/** The referral programme: a student's link, what it earned, and how staff set the reward. */

export const REFERRAL_REWARD_KINDS = ['percent', 'amount'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

/** A referral code: letters and digits, upper case, as the link carries it. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;
export const REFERRAL_CODE_MAX_LENGTH = 16;

/** A reward as the referrer sees it: the friend by first name and initial only. */
export interface ReferralReward {
  id: number;
  /** "Anna P." */
  friend: string;
  /** USD credited to the referrer's balance. */
  amount: number;
  /** `reversed` when the friend's payment was refunded and the reward taken back. */
  status: 'credited' | 'reversed';
  createdAt: string;
}

/** A student who registered from the link, by first name and initial only. */
export interface ReferredFriend {
  friend: string;
  joinedAt: string;
  /** Whether their first payment has been paid. */
  paid: boolean;
}

/** GET /api/referrals */
export interface ReferralSummary {
  code: string;
  /** `<public URL>/register?ref=<code>` */
  link: string;
  /** How many students registered from the link. */
  invited: number;
  /** How many of them have paid their first payment. */
  paid: number;
  /** USD earned: the rewards not taken back. */
  earned: number;
  friends: ReferredFriend[];
  rewards: ReferralReward[];
}

/** GET and PUT /api/admin/referral-settings */
export interface ReferralSettings {
  enabled: boolean;
  /** `percent` of the friend's first payment, or a fixed `amount` in USD. */
  rewardKind: ReferralRewardKind;
  rewardValue: number;
  /** Rewards one referrer can receive in a calendar month (UTC). */
  maxRewardsPerReferrerPerMonth: number;
}

/** One line of GET /api/admin/referrals/top-referrers. */
export interface TopReferrer {
  userId: number;
  name: string;
  email: string;
  code: string;
  invited: number;
  paid: number;
  rewards: number;
  earned: number;
}

/** One line of GET /api/admin/referrals/rewards, newest first. */
export interface AdminReferralReward {
  id: number;
  referrerId: number;
  referrerName: string;
  friendId: number;
  friendName: string;
  /** The public id of the friend's first payment. */
  paymentId: string;
  amount: number;
  status: ReferralReward['status'];
  createdAt: string;
  reversedAt: string | null;
}
