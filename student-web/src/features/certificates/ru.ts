import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты публичной страницы сертификата. */
export const ru = {
  title: 'Проверка сертификата',
  loading: 'Проверяем сертификат',
  valid: 'Сертификат действителен',
  revoked: 'Сертификат отозван',
  revokedReason: 'Отозван: {{reason}}',
  statement: '{{holder}} прошёл(-ла) курс {{course}} Trading Academy.',
  holder: 'Владелец',
  course: 'Курс',
  issued: 'Дата выдачи',
  code: 'Код',
  notFound: 'Сертификата с таким кодом нет. Проверьте код и попробуйте снова.',
  tooMany: 'Слишком много проверок из вашей сети. Подождите минуту и попробуйте снова.',
  failed: 'Не удалось проверить сертификат. Попробуйте позже.',
  home: 'Trading Academy',
} satisfies Translation<typeof en>;
