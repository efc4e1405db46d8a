import type { Translation } from '../../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Колонки удалённых пользователей (`resources.deleted-users.fields.<source>`). */
export const fields = {
  id: 'ID',
  email: 'Эл. почта',
  username: 'Имя',
  balance: 'Баланс',
  deleted_at: 'Удалён',
  purge_at: 'Личные данные будут стёрты',
  actions: 'Действия',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты удалённых пользователей (`academy.deletedUsers.*`). */
export const ru = {
  title: 'Удалённые пользователи',
  help: 'Удалённого пользователя можно восстановить в течение 30 дней, после этого его личные данные стираются.',
  restore: 'Восстановить',
  restored: 'Пользователь %{email} восстановлен',
  errors: {
    restore: 'Не удалось восстановить пользователя',
    emailTaken:
      'Эту эл. почту уже использует новая учётная запись: пользователя нельзя восстановить',
    restoreWindow:
      'Восстановить можно только пользователей, удалённых за последний %{smart_count} день |||| Восстановить можно только пользователей, удалённых за последние %{smart_count} дня |||| Восстановить можно только пользователей, удалённых за последние %{smart_count} дней',
  },
} satisfies Translation<typeof en>;
