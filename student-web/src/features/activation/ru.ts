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
} satisfies Translation<typeof en>;
