/**
 * The catalogue the academy shipped with: the CatalogueSeed migration writes it to the database
 * once, and the tests build their fixtures from it. Imported as `@academy/contracts/seed`, so that
 * neither app's bundle carries it: the apps read the catalogue from the API.
 */
import { PREMIUM_BALANCE_THRESHOLD, type AccessRule, type CourseTier } from './catalogue.js';

/** English and Russian texts of a seeded item. */
interface SeedTexts {
  title: string;
  titleRu: string;
  description: string;
  descriptionRu: string;
}

export interface SeedTier extends CourseTier {
  position: number;
}

export interface SeedBook extends SeedTexts {
  id: number;
  image: string;
  /** The PDF, relative to CONTENT_DIR. */
  file: string;
  access: AccessRule;
}

export interface SeedLesson extends SeedTexts {
  id: number;
  durationSeconds: number;
  /** The video, relative to CONTENT_DIR. */
  file: string;
  access: AccessRule;
}

export const SEED_TIERS: readonly SeedTier[] = [
  {
    id: 'silver',
    name: 'SILVER',
    price: 100,
    description: 'Unlocks the full library of seven trading e-books.',
    descriptionRu: 'Открывает всю библиотеку из семи электронных книг о трейдинге.',
    popular: false,
    position: 1,
  },
  {
    id: 'gold',
    name: 'GOLD',
    price: 250,
    description: 'Unlocks the full library of seven trading e-books, the same access as Silver.',
    descriptionRu:
      'Открывает всю библиотеку из семи электронных книг о трейдинге — тот же доступ, что и Silver.',
    popular: true,
    position: 2,
  },
  {
    id: 'platinum',
    name: 'PLATINUM',
    price: 500,
    description: 'Unlocks the e-book library and all eight video lessons.',
    descriptionRu: 'Открывает библиотеку электронных книг и все восемь видеоуроков.',
    popular: false,
    position: 3,
  },
];

const BOOK_ACCESS: AccessRule = {
  tiers: ['silver', 'gold', 'platinum'],
  minBalance: null,
  free: false,
};
const LESSON_ACCESS: AccessRule = {
  tiers: ['platinum'],
  minBalance: PREMIUM_BALANCE_THRESHOLD,
  free: false,
};

function seedBook(id: number, slug: string, texts: SeedTexts): SeedBook {
  return {
    id,
    ...texts,
    image: `/books/${slug}.jpg`,
    file: `books/${slug}.pdf`,
    access: BOOK_ACCESS,
  };
}

export const SEED_BOOKS: readonly SeedBook[] = [
  seedBook(1, 'forex-for-beginners', {
    title: 'Forex for Beginners',
    titleRu: 'Форекс для начинающих',
    description:
      'How the currency market works, what moves exchange rates and how to place a first trade.',
    descriptionRu:
      'Как устроен валютный рынок, что движет курсами валют и как совершить первую сделку.',
  }),
  seedBook(2, 'investments-and-trading', {
    title: 'Investments and Trading',
    titleRu: 'Инвестиции и трейдинг',
    description:
      'The difference between investing and trading, and how to choose an approach that fits you.',
    descriptionRu:
      'Чем инвестиции отличаются от трейдинга и как выбрать подход, который подходит именно вам.',
  }),
  seedBook(3, 'online-trading', {
    title: 'Online Trading',
    titleRu: 'Онлайн-трейдинг',
    description: 'Brokers, platforms and order types: the practical side of trading from a screen.',
    descriptionRu: 'Брокеры, платформы и типы ордеров: практическая сторона торговли с экрана.',
  }),
  seedBook(4, 'the-strongest-signal-in-technical-analysis', {
    title: 'The Strongest Signal in Technical Analysis',
    titleRu: 'Самый сильный сигнал технического анализа',
    description: 'Reading price action and confirming a signal before acting on it.',
    descriptionRu: 'Как читать движение цены и подтверждать сигнал, прежде чем действовать.',
  }),
  seedBook(5, 'deals-and-execution', {
    title: 'Deals and Execution',
    titleRu: 'Сделки и исполнение',
    description:
      'Opening, managing and closing positions, and what affects the price you actually get.',
    descriptionRu:
      'Открытие, сопровождение и закрытие позиций и то, что влияет на фактическую цену исполнения.',
  }),
  seedBook(6, 'trading-mistakes-and-psychology', {
    title: 'Trading Mistakes and Psychology',
    titleRu: 'Ошибки и психология трейдинга',
    description: 'Common mistakes traders make and the habits that help avoid emotional decisions.',
    descriptionRu:
      'Типичные ошибки трейдеров и привычки, которые помогают избегать эмоциональных решений.',
  }),
  seedBook(7, 'risk-management', {
    title: 'Risk Management',
    titleRu: 'Управление рисками',
    description: 'Position sizing, stop losses and protecting your capital when trades go wrong.',
    descriptionRu: 'Размер позиции, стоп-лоссы и защита капитала, когда сделки идут не по плану.',
  }),
];

function seedLesson(
  id: number,
  duration: string,
  texts: SeedTexts,
  access: AccessRule = LESSON_ACCESS,
): SeedLesson {
  const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
  return {
    id,
    ...texts,
    durationSeconds: minutes * 60 + seconds,
    file: `lessons/lesson-${id}.mp4`,
    access,
  };
}

export const SEED_LESSONS: readonly SeedLesson[] = [
  seedLesson(
    0,
    '00:43',
    {
      title: 'Demo Lesson',
      titleRu: 'Демонстрационный урок',
      description: 'A short look at how the course is taught, open to everyone.',
      descriptionRu: 'Короткое знакомство с тем, как устроен курс, — открыт для всех.',
    },
    { tiers: [], minBalance: null, free: true },
  ),
  seedLesson(1, '08:35', {
    title: 'Lesson 1: Introduction to Trading',
    titleRu: 'Урок 1. Введение в трейдинг',
    description: 'What trading is, who takes part in the markets and how a trade makes money.',
    descriptionRu: 'Что такое трейдинг, кто участвует в торгах и как сделка приносит прибыль.',
  }),
  seedLesson(2, '09:57', {
    title: 'Lesson 2: Introduction to Forex',
    titleRu: 'Урок 2. Введение в Форекс',
    description: 'Currency pairs, pips, lots and the sessions of the currency market.',
    descriptionRu: 'Валютные пары, пункты, лоты и торговые сессии валютного рынка.',
  }),
  seedLesson(3, '03:40', {
    title: 'Lesson 3: Introduction to Stocks',
    titleRu: 'Урок 3. Введение в рынок акций',
    description: 'What a share is, how exchanges work and what drives a stock price.',
    descriptionRu: 'Что такое акция, как работают биржи и от чего зависит цена акции.',
  }),
  seedLesson(4, '09:58', {
    title: 'Lesson 4: Introduction to Cryptocurrency',
    titleRu: 'Урок 4. Введение в криптовалюты',
    description: 'Blockchains, coins and exchanges, and the risks particular to crypto trading.',
    descriptionRu: 'Блокчейн, монеты и биржи, а также риски, присущие торговле криптовалютой.',
  }),
  seedLesson(5, '04:06', {
    title: 'Lesson 5: Fundamental Analysis',
    titleRu: 'Урок 5. Фундаментальный анализ',
    description: 'Reading economic news, reports and rates to judge where a market is heading.',
    descriptionRu: 'Как по экономическим новостям, отчётам и ставкам оценить, куда движется рынок.',
  }),
  seedLesson(6, '02:38', {
    title: 'Lesson 6: Technical Analysis',
    titleRu: 'Урок 6. Технический анализ',
    description: 'Charts, trends, support and resistance, and the indicators traders rely on.',
    descriptionRu: 'Графики, тренды, уровни поддержки и сопротивления и популярные индикаторы.',
  }),
  seedLesson(7, '09:50', {
    title: 'Lesson 7: Trader Psychology',
    titleRu: 'Урок 7. Психология трейдера',
    description: 'Discipline, fear and greed, and keeping to a plan when the market tests you.',
    descriptionRu:
      'Дисциплина, страх и жадность и умение следовать плану, когда рынок испытывает вас.',
  }),
];
