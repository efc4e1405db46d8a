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
    from: 'С',
    to: 'По',
  },
  export: 'Выгрузить CSV',
  errors: { export: 'Не удалось выгрузить журнал' },
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
    password_reset: 'Отправлен сброс пароля',
    staff_sign_in: 'Вход сотрудника',
    staff_sign_in_failed: 'Неудачный вход сотрудника',
    staff_create: 'Создан сотрудник',
    staff_role: 'Изменена роль сотрудника',
    staff_disable: 'Сотрудник отключён',
    staff_enable: 'Сотрудник включён',
    staff_password: 'Задан пароль сотрудника',
    audit_export: 'Экспорт журнала',
    bulk_balance_start: 'Запуск массового изменения балансов',
    bulk_balance_finish: 'Завершение массового изменения балансов',
    user_restore: 'Пользователь восстановлен',
    user_purge: 'Личные данные стёрты',
    api_key_create: 'Создан ключ API',
    api_key_revoke: 'Ключ API отозван',
    webhook_create: 'Добавлен адрес вебхука',
    webhook_update: 'Адрес вебхука изменён',
    webhook_delete: 'Адрес вебхука удалён',
  },
  filterByUser: 'Показать изменения пользователя %{id}',
  changeText: '%{before} → %{after}',
  nothing: '—',
} satisfies Translation<typeof en>;
