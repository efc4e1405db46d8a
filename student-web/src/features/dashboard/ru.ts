import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты панели студента. */
export const ru = {
  certificate: {
    title: 'Поздравляем! Вы получили сертификат',
    text: 'Вы прошли все уроки курса {{course}} ({{lessons}}).',
    code: 'Код сертификата:',
    download: 'Скачать сертификат',
    share: 'Поделиться',
    shareTitle: 'Мой сертификат Trading Academy: курс {{course}}',
    copied: 'Ссылка на публичную страницу сертификата скопирована.',
    linkedIn: 'Добавить в LinkedIn',
    linkedInName: 'Курс {{course}} Trading Academy',
    downloadFailed: 'Не удалось скачать сертификат. Попробуйте ещё раз.',
  },
  paymentNotice: {
    success: 'Спасибо! Оплата прошла успешно.',
    cancelled: 'Оплата отменена. Деньги не списаны.',
    close: 'Закрыть',
  },
  paymentOutcome: {
    paid: 'Ваш платёж на {{amount, usd}} ({{product}}) подтверждён.',
    rejected: 'Ваш платёж на {{amount, usd}} ({{product}}) отклонён.',
    reason: 'Причина: {{reason}}',
    topup: 'Пополнение баланса',
    close: 'Закрыть',
  },
  verifyEmail: {
    label: 'Подтверждение почты',
    pending: 'Подтвердите почту: откройте ссылку, которую мы отправили на {{email}}.',
    sent: 'Мы отправили новую ссылку на {{email}}.',
    tooMany: 'Отправлено слишком много ссылок. Попробуйте через несколько минут.',
    failed: 'Не удалось отправить ссылку. Попробуйте позже.',
    resend: 'Отправить снова',
    sending: 'Отправляем…',
  },
  summary: {
    label: 'Ваш аккаунт',
    balance: 'Баланс',
    course: 'Курс',
  },
  tiles: {
    label: 'Разделы',
    activate: 'Активировать аккаунт',
    education: 'Обучение',
    calendar: 'Экономический календарь',
    trading: 'Торговый центр',
    bonuses: 'Бонусы и акции',
  },
  community: {
    title: 'Присоединяйтесь к сообществу',
    text: 'Новости рынка, торговые идеи и общение с другими студентами в нашем канале.',
    join: 'Присоединиться',
  },
  overdraft: {
    title: 'Овердрафт',
    deposit: 'Торговый депозит {{amount, usdWhole}}',
    access_one: '{{count}} день бесплатного доступа',
    access_few: '{{count}} дня бесплатного доступа',
    access_many: '{{count}} дней бесплатного доступа',
    access_other: '{{count}} дня бесплатного доступа',
    activate: 'Активировать',
    congratulations: 'Поздравляем! Вы активировали пробный период на {{amount, usdWhole}}',
  },
  course: {
    title: 'Ваш курс {{course}}',
    opens: 'Открыто: {{items}}.',
    library: 'Перейти в библиотеку',
    lessons: 'Перейти к видеоурокам',
    upgrade: '{{course}} добавит: {{items}}.',
    compare: 'Сравнить курсы',
  },
  learning: {
    title: 'Продолжить обучение',
    next: 'Следующий урок: «{{title}}»',
    done: 'Вы посмотрели все уроки курса.',
    progress: 'Курс пройден на {{percent}}\u00a0%',
    progressLabel: 'Прохождение курса',
    continue: 'Продолжить',
    openLessons: 'Открыть уроки',
    locked: {
      courseOrBalance:
        'Весь видеокурс открывается с тарифом {{courses}} или при балансе от {{amount, usdWhole}}. Демонстрационный урок бесплатный.',
      course: 'Весь видеокурс открывается с тарифом {{courses}}. Демонстрационный урок бесплатный.',
      balance:
        'Весь видеокурс открывается при балансе от {{amount, usdWhole}}. Демонстрационный урок бесплатный.',
    },
    activate: 'Выбрать курс',
  },
  trial: {
    title: 'Пробный период с депозитом {{amount, usdWhole}}',
    endsIn: 'До конца осталось',
    days_one: '{{count}} день',
    days_few: '{{count}} дня',
    days_many: '{{count}} дней',
    days_other: '{{count}} дня',
    hours_one: '{{count}} час',
    hours_few: '{{count}} часа',
    hours_many: '{{count}} часов',
    hours_other: '{{count}} часа',
    minutes_one: '{{count}} минута',
    minutes_few: '{{count}} минуты',
    minutes_many: '{{count}} минут',
    minutes_other: '{{count}} минуты',
    endsAt: 'Дата окончания: {{when}}',
    ended: 'Пробный период с депозитом {{amount, usdWhole}} закончился',
    endedText: 'Активируйте курс, чтобы и дальше учиться и торговать.',
    activate: 'Активировать аккаунт',
  },
  benefits: {
    title: 'Преимущества участия',
    exclusive: {
      title: 'Эксклюзивные материалы',
      text: 'Уникальные материалы и аналитика',
    },
    signals: {
      title: 'Торговые сигналы',
      text: 'Своевременные уведомления о торговых возможностях',
    },
    support: {
      title: 'Поддержка 24/7',
      text: 'Круглосуточная помощь наших специалистов',
    },
  },
  markets: {
    title: 'Категории рынков',
    stocks: {
      title: 'Акции',
      text: 'Доли публичных компаний; их цены следуют за прибылью, новостями и ростом бизнеса.',
    },
    currencies: {
      title: 'Валюты',
      text: 'Валютные пары вроде EUR/USD на рынке форекс, который работает круглосуточно по будням.',
    },
    indices: {
      title: 'Индексы',
      text: 'Корзины ведущих акций, например S&P 500, — чтобы торговать целым рынком сразу.',
    },
    crypto: {
      title: 'Криптовалюты',
      text: 'Bitcoin, Ethereum и другие цифровые активы, которыми торгуют каждый день недели.',
    },
    commodities: {
      title: 'Сырьё',
      text: 'Золото, нефть, газ и сельхозпродукция — их цены движутся вслед за спросом и предложением.',
    },
    etf: {
      title: 'ETF',
      text: 'Биржевые фонды: готовый портфель, которым торгуют как одной акцией.',
    },
  },
} satisfies Translation<typeof en>;
