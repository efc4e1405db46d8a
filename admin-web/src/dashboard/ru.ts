import type { Translation } from '../i18n/translation';
import type { en } from './en';

export const ru = {
  title: 'Сводка',
  pending: {
    title: 'Платежи на проверке',
    oldest: 'Самый давний отправлен %{age}',
    none: 'Решений никто не ждёт',
    open: 'Открыть очередь',
    badge:
      '%{smart_count} платёж на проверке |||| %{smart_count} платежа на проверке |||| %{smart_count} платежей на проверке',
  },
  today: {
    registrations: 'Регистрации за сегодня',
    revenue: 'Выручка за сегодня',
    note: 'С полуночи UTC; выручка — оплаты за вычетом возвратов',
  },
  bulkJobs: {
    title: 'Массовые изменения балансов',
    none: 'Массовых изменений сейчас нет',
    progress: '%{processed} из %{total} пользователей · запустил %{createdBy}',
    status: { queued: 'В очереди', running: 'Выполняется' },
  },
  refunds: {
    title: 'Последние возвраты',
    none: 'Возвратов пока не было',
    row: '%{amount} — %{email}',
  },
  errors: { load: 'Не удалось загрузить сводку' },
} satisfies Translation<typeof en>;
