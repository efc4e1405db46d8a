import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Поля учётных записей сотрудников (`resources.staff.fields.<source>`). */
export const fields = {
  username: 'Логин',
  role: 'Роль',
  disabled: 'Отключена',
  status: 'Состояние',
  lastSignInAt: 'Последний вход',
  createdAt: 'Создана',
  password: 'Начальный пароль',
  actions: 'Действия',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты раздела сотрудников (`academy.staff.*`). */
export const ru = {
  title: 'Сотрудники',
  create: 'Новый сотрудник',
  edit: 'Учётная запись %{username}',
  never: 'Ни разу',
  status: { active: 'Активна', disabled: 'Отключена' },
  disabledHelp:
    'Отключённая учётная запись не может войти, а её открытые сеансы сразу завершаются.',
  roleHelp: 'Новая роль действует сразу: сотруднику придётся войти заново.',
  actions: { edit: 'Изменить роль или состояние', password: 'Задать пароль' },
  password: {
    title: 'Новый пароль для %{username}',
    label: 'Новый пароль',
    help: 'Не короче %{min} символов. Все сеансы сотрудника завершатся.',
    submit: 'Задать пароль',
    cancel: 'Отмена',
    done: 'Пароль изменён',
  },
  validation: {
    username: 'Логин — от 3 до 100 латинских букв, цифр или символов . _ @ -',
    passwordLength: 'Пароль должен быть не короче %{min} символов',
  },
  saved: 'Учётная запись сохранена',
  errors: {
    password: 'Не удалось изменить пароль',
    save: 'Не удалось сохранить учётную запись',
    usernameTaken: 'Учётная запись с таким логином уже есть',
    lastAdmin: 'Это последний активный администратор: сначала назначьте другого',
  },
} satisfies Translation<typeof en>;
