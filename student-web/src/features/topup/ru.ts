import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты окна пополнения. */
export const ru = {
  title: 'Пополнение баланса',
  close: 'Закрыть',
  presetsLabel: 'Сумма',
  preset: '{{amount, currency(currency: USD; minimumFractionDigits: 0)}}',
  customAmount: 'Своя сумма',
  customAmountRange:
    'Введите целую сумму от {{min, currency(currency: USD; minimumFractionDigits: 0)}} до {{max, currency(currency: USD; minimumFractionDigits: 0)}}',
  cancel: 'Отмена',
  continue: 'Продолжить',
} satisfies Translation<typeof en>;
