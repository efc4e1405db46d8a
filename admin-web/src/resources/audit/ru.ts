import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Колонки журнала изменений (`resources.audit.fields.<source>`). */
export const fields = {
  created_at: 'Когда',
  actor: 'Сотрудник',
  action: 'Действие',
  targetUserId: 'Пользователь',
  change: 'Было → стало',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты журнала изменений (`academy.audit.*`). */
export const ru = {
  title: 'Журнал изменений',
  filters: {
    targetUserId: 'ID пользователя',
    actor: 'Логин сотрудника',
    action: 'Действие',
  },
  actions: {
    balance: 'Баланс',
    course: 'Курс',
    account: 'Аккаунт',
    delete: 'Удаление',
    overdraft: 'Овердрафт',
    payment_confirm: 'Платёж подтверждён',
    payment_reject: 'Платёж отклонён',
    payment_refund: 'Платёж возвращён',
    sign_in_unlock: 'Вход разблокирован',
    users_export: 'Экспорт пользователей',
    payment_deleted_account: 'Платёж удалённого аккаунта',
    payment_export: 'Экспорт платежей',
  },
  filterByUser: 'Показать изменения пользователя %{id}',
  changeText: '%{before} → %{after}',
  nothing: '—',
} satisfies Translation<typeof en>;
