import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Поля сертификатов: react-admin ищет их как `resources.certificates.fields.<source>`. */
export const fields = {
  issuedAt: 'Выдан',
  code: 'Код',
  holderName: 'Владелец',
  userId: 'Пользователь',
  course: 'Курс',
  lessonsCompleted: 'Уроков',
  status: 'Статус',
  actions: 'Действия',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты сертификатов: `academy.certificates.*`. */
export const ru = {
  title: 'Сертификаты',
  search: 'Имя владельца или код',
  status: { valid: 'Действителен', revoked: 'Отозван' },
  revokedBecause: 'Отозван: %{reason}',
  revoke: {
    button: 'Отозвать',
    title: 'Отозвать сертификат %{code}?',
    question:
      'На публичной странице сертификата %{holder} появится отметка об отзыве с указанной ниже причиной. Это действие нельзя отменить.',
    reason: 'Причина (видна на публичной странице)',
    reasonLength: '%{length} / %{max}',
    done: 'Сертификат отозван',
  },
  errors: {
    revoke: 'Не удалось отозвать сертификат: возможно, он уже отозван.',
  },
} satisfies Translation<typeof en>;
