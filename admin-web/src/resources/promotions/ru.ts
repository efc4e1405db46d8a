import type { Translation } from '../../i18n/translation';
import type { en, fields as englishFields } from './en';

/** Поля промокодов (`resources.promo-codes.fields.<source>`). */
export const fields = {
  code: 'Код',
  kind: 'Вид',
  value: 'Размер',
  appliesTo: 'Действует на',
  maxUses: 'Не больше использований',
  maxUsesPerStudent: 'Использований на студента',
  startsAt: 'Начало',
  endsAt: 'Окончание',
  firstPurchaseOnly: 'Только первая покупка',
  public: 'Публичный',
  bannerText: 'Текст баннера',
  active: 'Действует',
  uses: 'Использований',
  reserved: 'Забронировано',
  revenue: 'Выручка',
  discountGiven: 'Сумма скидок',
  createdAt: 'Создан',
} satisfies Translation<typeof englishFields>;

/** Остальные тексты раздела акций (`academy.promotions.*`). */
export const ru = {
  title: 'Акции',
  create: 'Новый промокод',
  edit: 'Изменить промокод %{code}',
  show: 'Промокод %{code}',
  details: 'Промокод',
  figures: 'Использования и выручка',
  payments: 'Платежи с этим кодом',
  noPayments: 'Этим кодом ещё никто не платил.',
  kind: {
    percent: 'Скидка в процентах',
    amount: 'Скидка в долларах',
    'topup-bonus': 'Бонус к пополнению',
  },
  offer: {
    percent: 'скидка %{value}%',
    amount: 'скидка $%{value}',
    'topup-bonus': '+%{value}% к пополнению',
  },
  topup: 'Пополнения',
  unlimited: 'Без ограничений',
  always: 'Всегда',
  usesOf: '%{uses} из %{max}',
  reservedCount:
    '%{smart_count} забронирован |||| %{smart_count} забронировано |||| %{smart_count} забронировано',
  state: {
    active: 'Действует',
    inactive: 'Выключен',
    scheduled: 'Ещё не начался',
    ended: 'Закончился',
  },
  help: {
    code: 'Латинские буквы, цифры, - и _; от 3 до 40 знаков. Студенты могут вводить его в любом регистре.',
    value:
      'Процент скидки (1–100), скидка в целых долларах или процент пополнения, начисляемый бонусом (1–100).',
    appliesTo: 'Скидка действует на тарифы, бонус — на пополнения.',
    maxUses: 'Считаются и оплаченные платежи, и ожидающие оплаты. Пусто — без ограничений.',
    public: 'Показывается всем студентам на странице «Бонусы и акции».',
    locked: 'Этот код уже использовали: его вид и размер больше менять нельзя.',
    priceFloor: 'Тариф со скидкой никогда не стоит меньше $1.',
  },
  rules: {
    code: 'От 3 до 40 латинских букв, цифр, - или _.',
    wholeNumber: 'Введите целое число.',
    percent: 'Введите процент от 1 до 100.',
    amount: 'Введите не меньше $1.',
    atLeastOne: 'Введите не меньше 1.',
    discountTargets: 'Скидка действует только на тарифы.',
    bonusTargets: 'Бонус к пополнению действует только на пополнения.',
    endsBeforeStart: 'Окончание должно быть позже начала.',
  },
  errors: {
    save: 'Не удалось сохранить промокод.',
    taken: 'Промокод с таким же написанием уже есть.',
    delete: 'Не удалось удалить промокод.',
  },
} satisfies Translation<typeof en>;
