import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты экрана активации. */
export const ru = {
  intro: 'Выберите тариф курса, чтобы активировать аккаунт.',
  tiersLabel: 'Тарифы курса',
  price: '{{amount, usdWhole}}',
  popular: 'Популярный',
  current: 'Ваш курс',
  includes: 'В тарифе: {{items}}.',
  adds: 'Добавляет к {{course}}: {{items}}.',
  topUp: 'Пополнить',
  learnMore: 'Подробнее',
} satisfies Translation<typeof en>;
