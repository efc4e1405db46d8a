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
} satisfies Translation<typeof en>;
