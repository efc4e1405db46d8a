import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты экрана «Бонусы и акции». */
export const ru = {
  intro: 'Что академия предлагает своим студентам сегодня.',
  overdraft: {
    title: 'Пробный овердрафт',
    deposit: 'Торговый депозит {{amount, currency(currency: USD; minimumFractionDigits: 0)}}',
    access_one: '{{count}} день бесплатного доступа',
    access_few: '{{count}} дня бесплатного доступа',
    access_many: '{{count}} дней бесплатного доступа',
    access_other: '{{count}} дня бесплатного доступа',
    action: 'Активировать на панели',
    used: 'Вы уже воспользовались пробным овердрафтом.',
  },
  courses: {
    title: 'Тарифы курса',
    text: 'Курс открывает библиотеку книг, а Platinum — ещё и все видеоуроки.',
    price: '{{price, currency(currency: USD; minimumFractionDigits: 0)}}',
    popular: 'Популярный',
    action: 'Выбрать курс',
  },
  community: {
    title: 'Канал сообщества',
    text: 'Обсуждайте рынки с другими студентами и первыми узнавайте новости академии.',
    action: 'Присоединиться',
  },
  promotions: {
    title: 'Акции',
    none: 'Сейчас акций нет.',
    loadFailed: 'Не удалось загрузить акции. Попробуйте позже.',
    code: 'Код: {{code}}',
    money: '{{amount, currency(USD)}}',
    topups: 'пополнения баланса',
    appliesTo: 'Действует на: {{targets}}',
    offer: {
      percent: 'Скидка {{value}}%',
      amount: 'Скидка {{value, currency(currency: USD; minimumFractionDigits: 0)}}',
      'topup-bonus': '+{{value}}% бонусом к пополнению',
    },
    dates: {
      between: '{{from}} — {{until}}',
      until: 'До {{until}}',
      from: 'С {{from}}',
    },
    field: {
      label: 'Промокод',
      apply: 'Применить',
      checking: 'Проверяем…',
      remove: 'Убрать',
      required: 'Введите промокод.',
    },
    applied: {
      discount: 'Промокод {{code}} применён: скидка {{discount}}, к оплате {{price}}.',
      bonus: 'Промокод {{code}} применён: с этим пополнением на баланс поступит бонус {{bonus}}.',
    },
    errors: {
      PROMO_UNKNOWN: 'Такого промокода нет.',
      PROMO_NOT_STARTED: 'Этот промокод ещё не действует.',
      PROMO_EXPIRED: 'Срок действия промокода истёк.',
      PROMO_USED_UP: 'Этот промокод уже израсходован.',
      PROMO_ALREADY_USED: 'Вы уже воспользовались этим промокодом.',
      PROMO_NOT_APPLICABLE: 'Этот промокод не действует на эту покупку.',
      PROMO_FIRST_PURCHASE_ONLY: 'Этот промокод действует только на первую покупку.',
      TOO_MANY_REQUESTS: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
      failed: 'Не удалось проверить промокод. Попробуйте ещё раз.',
    },
    check: {
      title: 'Проверить промокод',
      for: 'Для',
      topup: 'Пополнение баланса',
      amount: 'Сумма, $',
      amountInvalid: 'Целое число долларов от 1 до 100 000.',
      pay: 'Оплатить с этим кодом',
    },
  },
} satisfies Translation<typeof en>;
