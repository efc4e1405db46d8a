import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Поля адресов вебхуков (`resources.webhooks.fields.<source>`). */
export const fields = {
  url: 'Адрес',
  events: 'События',
  active: 'Включён',
  createdAt: 'Добавлен',
  secret: 'Секрет для подписи',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты раздела вебхуков (`academy.webhooks.*`). */
export const ru = {
  title: 'Вебхуки',
  create: 'Новый адрес вебхука',
  edit: 'Изменить адрес вебхука',
  show: 'Адрес вебхука',
  urlHelp:
    'Адрес в интернете, принимающий POST-запросы; локальные адреса и адреса частных сетей не принимаются.',
  urlInvalid: 'Введите адрес, начинающийся с https:// или http://',
  eventsHelp: 'На адрес приходят только выбранные здесь события.',
  activeHelp:
    'На выключенный адрес ничего не отправляется; ожидающие отправки уйдут, когда его снова включат.',
  eventCount: '%{smart_count} событие |||| %{smart_count} события |||| %{smart_count} событий',
  events: {
    user_registered: 'Регистрация пользователя',
    user_updated: 'Изменение пользователя',
    user_deleted: 'Удаление пользователя',
    user_restored: 'Восстановление пользователя',
    balance_changed: 'Изменение баланса',
    course_changed: 'Смена курса',
    payment_succeeded: 'Успешный платёж',
    payment_refunded: 'Возврат платежа',
    payment_failed: 'Неудачный платёж',
    overdraft_started: 'Начало пробного овердрафта',
    overdraft_ended: 'Конец пробного овердрафта',
    receipt_issued: 'Выдача квитанции или кредит-ноты',
    certificate_issued: 'Выдача сертификата',
    catalogue_changed: 'Изменение каталога',
    promo_redeemed: 'Использование промокода',
    referral_rewarded: 'Начислена награда за приглашение',
    webhook_test: 'Тестовое событие',
  },
  state: { active: 'Включён', inactive: 'Выключен' },
  secret: {
    help: 'Каждая отправка несёт заголовок X-Academy-Signature: t=<время>,v1=<HMAC-SHA256 от «t.тело» с этим секретом>.',
    reveal: 'Показать секрет',
    hide: 'Скрыть секрет',
    copy: 'Скопировать секрет',
    copied: 'Секрет скопирован',
    copyFailed: 'Не удалось скопировать секрет: выделите его и скопируйте вручную',
  },
  test: {
    button: 'Отправить тестовое событие',
    sent: 'Тестовое событие поставлено в очередь: оно появится в журнале отправок',
    failed: 'Не удалось поставить тестовое событие в очередь',
    inactive: 'Этот адрес отключён: включите его, чтобы отправить тестовое событие',
  },
  deliveries: {
    title: 'Журнал отправок',
    empty: 'На этот адрес ещё ничего не отправлялось.',
    loadFailed: 'Не удалось загрузить журнал отправок',
    event: 'Событие',
    status: 'Состояние',
    attempts: 'Попытки',
    response: 'Ответ',
    responseTime: 'Время',
    lastAttemptAt: 'Последняя попытка',
    nextAttemptAt: 'Следующая попытка',
    noAnswer: 'Нет ответа',
    milliseconds: '%{ms} мс',
    retry: 'Отправить ещё раз',
    retried: 'Отправка будет повторена',
    retryFailed: 'Не удалось повторить отправку',
    failures: {
      URL_INVALID: 'Некорректный URL получателя',
      URL_SCHEME: 'URL получателя должен начинаться с https:// или http://',
      URL_CREDENTIALS: 'URL получателя не должен содержать имя пользователя или пароль',
      HOST_NOT_FOUND: 'Хост получателя не найден',
      ADDRESS_NOT_PUBLIC:
        'Адрес получателя не публичный: во внутренние сети ничего не отправляется',
      CONNECTION_FAILED: 'Не удалось подключиться к получателю',
      TIMEOUT: 'Получатель не ответил вовремя',
      ANSWER_CUT_OFF: 'Ответ получателя не пришёл целиком вовремя',
      REDIRECT: 'Получатель ответил перенаправлением, а по перенаправлениям ничего не отправляется',
      RECEIVER_ERROR: 'Получатель ответил ошибкой',
    },
    failureDetail: 'Подробности: %{detail}',
  },
  status: {
    pending: 'В очереди',
    succeeded: 'Доставлено',
    retrying: 'Повторяется',
    failed: 'Не доставлено',
  },
  errors: {
    save: 'Не удалось сохранить адрес вебхука',
    delete: 'Не удалось удалить адрес вебхука',
    urlRefused:
      'Адрес не принят: нужен общедоступный адрес http(s), который находится в сети, без имени пользователя и пароля',
  },
} satisfies Translation<typeof en>;
