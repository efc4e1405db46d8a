import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты экрана активации. */
export const ru = {
  intro: 'Выберите тариф курса, чтобы активировать аккаунт.',
  tiersLabel: 'Тарифы курса',
  price: '{{amount, currency(currency: USD; minimumFractionDigits: 0)}}',
  popular: 'Популярный',
  topUp: 'Пополнить',
  learnMore: 'Подробнее',
  descriptions: {
    silver: 'Открывает всю библиотеку из семи книг по трейдингу.',
    gold: 'Открывает всю библиотеку из семи книг по трейдингу — тот же доступ, что и в Silver.',
    platinum: 'Открывает библиотеку книг и все восемь видеоуроков.',
  },
} satisfies Translation<typeof en>;
