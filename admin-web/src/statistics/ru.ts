import type { Translation } from '../i18n/translation';
import type { en } from './en';

/** Страница статистики. */
export const ru = {
  title: 'Статистика регистраций',
  subtitle: 'Анализ роста числа пользователей',
  period: 'Период',
  periods: {
    day: 'День',
    week: 'Неделя',
    month: 'Месяц',
    year: 'Год',
  },
  chartTitle: 'Число регистраций',
  series: 'Регистрации',
  tooltip: 'Регистраций: %{count}',
  totalUsers: 'Всего пользователей',
  loadError: 'Ошибка загрузки данных',
  revenue: {
    chartTitle: 'Выручка',
    netSeries: 'Чистая выручка',
    total: 'Чистая выручка',
    paid: 'Оплачено %{amount}, возвращено %{refunded}',
    discountGiven: 'Скидки по промокодам: %{amount}',
    byTier: 'По тарифам',
    paidShare: 'Оплатили из новых студентов',
    paidShareValue: '%{paid} из %{students} (%{share})',
    loadError: 'Ошибка загрузки выручки',
  },
} satisfies Translation<typeof en>;
