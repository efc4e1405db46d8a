/**
 * The catalogue's types. The database is the catalogue (staff change it in the back office) and
 * product code reads tiers, books and lessons from the API; what the academy shipped with is in
 * catalogue-seed.ts.
 */

/** The tiers an academy starts with; staff may add others, so a tier id is any lower-case slug. */
export const COURSE_TIER_IDS = ['silver', 'gold', 'platinum'] as const;
export type CourseTierId = string;
/** A tier's name, the `course` value users hold. */
export type CourseTierName = string;

/** A tier id: a lower-case slug. */
export const TIER_ID_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** A tier name, the `course` value stored on users: upper-case letters, digits, _ and -. */
export const TIER_NAME_PATTERN = /^[A-Z][A-Z0-9_-]{0,15}$/;

export interface CourseTier {
  id: CourseTierId;
  /** The `course` value stored on users who buy it, e.g. GOLD. */
  name: string;
  /** Whole US dollars. */
  price: number;
  description: string;
  /** The description in Russian; empty when only the English one exists. */
  descriptionRu: string;
  popular: boolean;
}

/**
 * Who may open a book or a lesson: anyone when `free`; otherwise a student who holds one of the
 * `tiers` (their ids) or whose balance is at least `minBalance` (when set).
 */
export interface AccessRule {
  tiers: CourseTierId[];
  minBalance: number | null;
  free: boolean;
}

export const TOPUP_PRESETS = [50, 100, 200] as const;
export const TOPUP_LIMITS = { min: 1, max: 100_000 } as const;
export const OVERDRAFT_TRIAL = { deposit: 500, days: 3 } as const;
/** The seed's balance that opens every lesson. */
export const PREMIUM_BALANCE_THRESHOLD = 500;

export interface Book {
  id: number;
  title: string;
  description: string;
  /** The cover's URL. */
  image: string;
  pdfPath: string;
}

export interface Lesson {
  id: number;
  title: string;
  /** mm:ss */
  duration: string;
  videoUrl: string;
}

export const CRYPTO_OPTION_IDS = ['btc', 'eth', 'usdt-trc20', 'usdt-erc20'] as const;
export type CryptoOptionId = (typeof CRYPTO_OPTION_IDS)[number];

export interface CryptoOption {
  id: CryptoOptionId;
  name: string;
}

export const CRYPTO_OPTIONS: readonly CryptoOption[] = [
  { id: 'btc', name: 'Bitcoin' },
  { id: 'eth', name: 'Ethereum' },
  { id: 'usdt-trc20', name: 'USDT (TRC20)' },
  { id: 'usdt-erc20', name: 'USDT (ERC20)' },
];
