import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Русские тексты страницы «Рефералы». */
export const ru = {
  title: 'Рефералы',
  settings: {
    title: 'Настройки',
    enabled: 'Награждать пригласивших',
    rewardKind: 'Награда',
    percent: 'Процент от первого платежа',
    amount: 'Фиксированная сумма (USD)',
    rewardValue: 'Значение',
    cap: 'Наград на одного пригласившего в месяц',
    save: 'Сохранить',
    saved: 'Настройки реферальной программы сохранены',
    readOnly: 'Изменять эти настройки могут только администраторы.',
  },
  top: {
    title: 'Лучшие пригласившие',
    name: 'Пригласивший',
    code: 'Код',
    invited: 'Приглашено',
    paid: 'Оплатили',
    rewards: 'Наград',
    earned: 'Заработано',
    empty: 'Пока никто не привёл студента.',
  },
  rewards: {
    title: 'Награды',
    date: 'Дата',
    referrer: 'Пригласивший',
    friend: 'Друг',
    amount: 'Сумма',
    status: 'Статус',
    credited: 'Начислена',
    reversed: 'Списана',
    empty: 'Наград пока нет.',
  },
  loadError: 'Не удалось загрузить реферальную программу',
} satisfies Translation<typeof en>;
