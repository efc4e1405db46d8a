import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Поля API-ключей (`resources.api-keys.fields.<source>`). */
export const fields = {
  name: 'Название',
  prefix: 'Начало ключа',
  scopes: 'Права',
  createdBy: 'Кто создал',
  createdAt: 'Создан',
  lastUsedAt: 'Последнее использование',
  expiresAt: 'Действует до',
  status: 'Состояние',
  actions: 'Действия',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты раздела API-ключей (`academy.apiKeys.*`). */
export const ru = {
  title: 'API-ключи',
  create: 'Новый API-ключ',
  never: 'Ни разу',
  noExpiry: 'Бессрочный',
  lastUsedFrom: '%{date} с адреса %{ip}',
  status: { active: 'Действует', revoked: 'Отозван', expired: 'Истёк' },
  nameHelp: 'Кто и для чего пользуется ключом, например «Синхронизация с CRM».',
  scopesHelp: 'Ключ может ровно это — как сотрудник с такими правами.',
  expiresHelp: 'Необязательно: после этого момента ключ перестанет работать.',
  scopes: {
    'users:read': 'Просмотр пользователей',
    'users:write': 'Изменение и удаление пользователей',
    'balances:write': 'Изменение балансов и подключение овердрафта',
    'payments:read': 'Просмотр платежей',
    'payments:write': 'Подтверждение и отклонение платежей',
    'stats:read': 'Просмотр статистики',
    'audit:read': 'Просмотр журнала изменений',
    'webhooks:manage': 'Управление вебхуками',
    'catalogue:read': 'Просмотр каталога',
    'catalogue:write': 'Изменение тарифов, книг и уроков',
    'promotions:read': 'Просмотр промокодов',
    'promotions:manage': 'Управление промокодами и реферальной программой',
  },
  created: {
    title: 'API-ключ «%{name}» создан',
    warning: 'Скопируйте ключ сейчас и сохраните в надёжном месте: больше он показан не будет.',
    label: 'API-ключ',
    copy: 'Скопировать',
    copied: 'Ключ скопирован в буфер обмена',
    copyFailed: 'Не удалось скопировать: выделите ключ и скопируйте его вручную',
    usage: 'Передавайте его в заголовке «Authorization: Bearer <ключ>» или «X-Api-Key».',
    done: 'Ключ скопирован',
  },
  revoke: {
    button: 'Отозвать',
    title: 'Отозвать API-ключ «%{name}»?',
    content: 'Все запросы с этим ключом сразу начнут отклоняться. Отменить это нельзя.',
    done: 'API-ключ отозван',
  },
  validation: {
    expiresInFuture: 'Срок действия должен быть в будущем',
  },
  errors: {
    create: 'Не удалось создать API-ключ',
    revoke: 'Не удалось отозвать API-ключ',
  },
} satisfies Translation<typeof en>;
