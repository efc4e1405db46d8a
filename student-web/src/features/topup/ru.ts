import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты окна пополнения. */
export const ru = {
  title: 'Пополнение баланса',
  close: 'Закрыть',
  presetsLabel: 'Сумма',
  preset: '{{amount, usdWhole}}',
  customAmount: 'Своя сумма',
  customAmountRange: 'Введите целую сумму от {{min, usdWhole}} до {{max, usdWhole}}',
  cancel: 'Отмена',
  continue: 'Продолжить',
} satisfies Translation<typeof en>;
