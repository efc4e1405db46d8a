import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** The review text's Russian texts, as `academy.paymentReview.*`. */
export const ru = {
  title: 'Что видят студенты, пока платёж ждёт проверки',
  help: 'Показывается при каждом ожидающем ручном платеже: что будет дальше и сколько обычно занимает проверка. Пусто — слова самого приложения.',
  english: 'На английском',
  russian: 'На русском',
  tooLong: 'Не больше %{max} символов.',
  save: 'Сохранить',
  saved: 'Текст сохранён',
  readOnly: 'Изменить этот текст могут сотрудники, которые подтверждают платежи.',
  loadError: 'Ошибка загрузки текста',
} satisfies Translation<typeof en>;
