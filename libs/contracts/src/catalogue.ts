export const COURSE_TIER_IDS = ['silver', 'gold', 'platinum'] as const;
export type CourseTierId = (typeof COURSE_TIER_IDS)[number];
export type CourseTierName = Uppercase<CourseTierId>;

export interface CourseTier {
  id: CourseTierId;
  name: CourseTierName;
  price: number;
  description: string;
  popular: boolean;
}

export const TIERS: readonly CourseTier[] = [
  {
    id: 'silver',
    name: 'SILVER',
    price: 100,
    description: 'Unlocks the full library of seven trading e-books.',
    popular: false,
  },
  {
    id: 'gold',
    name: 'GOLD',
    price: 250,
    description: 'Unlocks the full library of seven trading e-books, the same access as Silver.',
    popular: true,
  },
  {
    id: 'platinum',
    name: 'PLATINUM',
    price: 500,
    description: 'Unlocks the e-book library and all eight video lessons.',
    popular: false,
  },
];

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
export const PREMIUM_BALANCE_THRESHOLD = 500;

export interface Book {
  id: number;
  title: string;
  description: string;
  image: string;
  pdfPath: string;
}

export const BOOKS: readonly Book[] = [
  {
    id: 1,
    title: 'Forex for Beginners',
    description:
      'How the currency market works, what moves exchange rates and how to place a first trade.',
    image: '/books/forex-for-beginners.jpg',
    pdfPath: 'books/forex-for-beginners.pdf',
  },
  {
    id: 2,
    title: 'Investments and Trading',
    description:
      'The difference between investing and trading, and how to choose an approach that fits you.',
    image: '/books/investments-and-trading.jpg',
    pdfPath: 'books/investments-and-trading.pdf',
  },
  {
    id: 3,
    title: 'Online Trading',
    description: 'Brokers, platforms and order types: the practical side of trading from a screen.',
    image: '/books/online-trading.jpg',
    pdfPath: 'books/online-trading.pdf',
  },
  {
    id: 4,
    title: 'The Strongest Signal in Technical Analysis',
    description: 'Reading price action and confirming a signal before acting on it.',
    image: '/books/the-strongest-signal-in-technical-analysis.jpg',
    pdfPath: 'books/the-strongest-signal-in-technical-analysis.pdf',
  },
  {
    id: 5,
    title: 'Deals and Execution',
    description:
      'Opening, managing and closing positions, and what affects the price you actually get.',
    image: '/books/deals-and-execution.jpg',
    pdfPath: 'books/deals-and-execution.pdf',
  },
  {
    id: 6,
    title: 'Trading Mistakes and Psychology',
    description: 'Common mistakes traders make and the habits that help avoid emotional decisions.',
    image: '/books/trading-mistakes-and-psychology.jpg',
    pdfPath: 'books/trading-mistakes-and-psychology.pdf',
  },
  {
    id: 7,
    title: 'Risk Management',
    description: 'Position sizing, stop losses and protecting your capital when trades go wrong.',
    image: '/books/risk-management.jpg',
    pdfPath: 'books/risk-management.pdf',
  },
];

export interface Lesson {
  id: number;
  title: string;
  /** mm:ss */
  duration: string;
  videoUrl: string;
}

export const LESSONS: readonly Lesson[] = [
  { id: 0, title: 'Demo Lesson', duration: '00:43', videoUrl: 'lessons/lesson-0.mp4' },
  {
    id: 1,
    title: 'Lesson 1: Introduction to Trading',
    duration: '08:35',
    videoUrl: 'lessons/lesson-1.mp4',
  },
  {
    id: 2,
    title: 'Lesson 2: Introduction to Forex',
    duration: '09:57',
    videoUrl: 'lessons/lesson-2.mp4',
  },
  {
    id: 3,
    title: 'Lesson 3: Introduction to Stocks',
    duration: '03:40',
    videoUrl: 'lessons/lesson-3.mp4',
  },
  {
    id: 4,
    title: 'Lesson 4: Introduction to Cryptocurrency',
    duration: '09:58',
    videoUrl: 'lessons/lesson-4.mp4',
  },
  {
    id: 5,
    title: 'Lesson 5: Fundamental Analysis',
    duration: '04:06',
    videoUrl: 'lessons/lesson-5.mp4',
  },
  {
    id: 6,
    title: 'Lesson 6: Technical Analysis',
    duration: '02:38',
    videoUrl: 'lessons/lesson-6.mp4',
  },
  {
    id: 7,
    title: 'Lesson 7: Trader Psychology',
    duration: '09:50',
    videoUrl: 'lessons/lesson-7.mp4',
  },
];

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
