import type { Translation } from '../i18n/translation';
import type { en } from './en';

/** Страница входа и рамка вокруг каждой страницы. */
export const ru = {
  login: {
    title: 'Вход в панель администратора',
    username: 'Имя пользователя',
    password: 'Пароль',
    signIn: 'Войти',
    signingIn: 'Входим…',
    invalidCredentials: 'Неверное имя пользователя или пароль',
    serverError: 'Ошибка сервера',
  },
  menu: {
    dashboard: 'Сводка',
    users: 'Пользователи',
    payments: 'Платежи',
    statistics: 'Статистика',
    referrals: 'Рефералы',
    audit: 'Журнал изменений',
    staff: 'Сотрудники',
    deletedUsers: 'Удалённые пользователи',
    apiKeys: 'API-ключи',
    webhooks: 'Вебхуки',
    certificates: 'Сертификаты',
    tiers: 'Тарифы и цены',
    books: 'Книги',
    lessons: 'Уроки',
    promotions: 'Акции',
  },
  roles: {
    admin: 'Администратор',
    support: 'Поддержка',
  },
  signedInAs: 'Вы вошли как %{username}',
  role: 'Роль: %{role}',
} satisfies Translation<typeof en>;
