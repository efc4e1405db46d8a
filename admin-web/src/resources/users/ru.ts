import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Колонки списка пользователей (`resources.users.fields.<source>`). */
export const fields = {
  id: 'ID',
  username: 'Имя',
  lastname: 'Фамилия',
  email: 'Эл. почта',
  contact: 'Телефон',
  balance: 'Баланс',
  course: 'Курс',
  overdraft: 'Овердрафт',
  created_at: 'Создан',
  last_activity: 'Активность',
  actions: 'Действия',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты раздела пользователей (`academy.users.*`). */
export const ru = {
  title: 'Пользователи',
  tiles: {
    label: 'Сводка',
    totalUsers: 'Всего пользователей',
    totalBalance: 'Общий баланс',
    activeCourses: 'Активные курсы',
    noCourse: 'Без курса',
  },
  search: 'Поиск по ID, почте или телефону…',
  money: {
    positive: '%{amount} $',
    negative: '−%{amount} $',
  },
  yesNo: { yes: 'Да', no: 'Нет' },
  relativeTime: {
    justNow: 'только что',
    minutes: '%{count} мин назад',
    hours: '%{count} ч назад',
    days: '%{count} дн. назад',
  },
  activity: {
    online: 'В сети',
    recent: 'Недавно',
    inactive: 'Неактивен',
    away: 'Не заходил 2+ дня',
    none: 'Нет данных',
  },
  pagination: {
    label: 'Страницы',
    range: '%{from}–%{to} из %{count}',
    back: 'Назад',
    next: 'Вперёд',
  },
  course: {
    NONE: 'Без курса',
    SILVER: 'SILVER',
    GOLD: 'GOLD',
    PLATINUM: 'PLATINUM',
    CUSTOM: 'Свой вариант',
  },
  actions: {
    cancel: 'Отмена',
    save: 'Сохранить',
    back: 'Назад',
    next: 'Далее',
    confirm: 'Подтвердить',
    close: 'Закрыть',
    changeBalance: 'Изменить баланс',
    passwordReset: 'Отправить сброс пароля',
    selectCourse: 'Выбрать курс',
    createOverdraft: 'Создать овердрафт',
    delete: 'Удалить',
    export: 'Экспорт в CSV',
  },
  balanceDialog: {
    title: 'Баланс пользователя %{id}',
    amount: 'Баланс (USD)',
    invalid: 'Введите сумму от 0, не больше двух знаков после запятой',
    adds: 'Прибавит %{amount} к балансу, каким он будет в момент сохранения',
    subtracts: 'Вычтет %{amount} из баланса, каким он будет в момент сохранения',
    unchanged: 'Без изменений',
  },
  courseDialog: {
    title: 'Курс пользователя %{id}',
    name: 'Название курса',
  },
  deleteDialog: {
    title: 'Удаление пользователя %{id}',
    question: 'Удалить этого пользователя?',
  },
  overdraftDialog: {
    title: 'Овердрафт для пользователя %{id}',
    question: 'Дать пользователю пробный овердрафт 500 $ на 3 дня?',
  },
  passwordReset: {
    sent: 'Инструкции по сбросу пароля отправлены пользователю',
  },
  bulk: {
    selectAllMatching:
      'Выбрать всех найденных: %{smart_count} пользователь |||| Выбрать всех найденных: %{smart_count} пользователя |||| Выбрать всех найденных: %{smart_count} пользователей',
    allMatchingSelected:
      'Выбраны все найденные: %{smart_count} пользователь |||| Выбраны все найденные: %{smart_count} пользователя |||| Выбраны все найденные: %{smart_count} пользователей',
    changeBalances: 'Изменить балансы',
    title: 'Изменение балансов',
    mode: 'Действие',
    set: 'Установить',
    add: 'Прибавить',
    amount: 'Сумма (USD)',
    invalidSet: 'Введите сумму от 0, не больше двух знаков после запятой',
    invalidAdd: 'Введите сумму, не больше двух знаков после запятой',
    preview:
      'Изменить баланс %{smart_count} пользователя на общую сумму %{total}? |||| Изменить балансы %{smart_count} пользователей на общую сумму %{total}? |||| Изменить балансы %{smart_count} пользователей на общую сумму %{total}?',
    succeeded: 'Балансов изменено: %{count}',
    failed: 'Не изменено: %{count}',
    failure: 'Пользователь %{id}: %{message}',
  },
  errors: {
    load: 'Ошибка загрузки пользователей',
    format: 'Неверный формат данных',
    summary: 'Ошибка загрузки данных',
    balance: 'Ошибка изменения баланса',
    course: 'Ошибка изменения курса',
    delete: 'Ошибка удаления пользователя',
    overdraft: 'Ошибка создания овердрафта',
    passwordReset: 'Ошибка отправки сброса пароля',
    bulk: 'Ошибка изменения балансов',
    export: 'Ошибка экспорта пользователей',
  },
} satisfies Translation<typeof en>;
