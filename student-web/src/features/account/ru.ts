import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты экранов аккаунта. */
export const ru = {
  title: 'Данные аккаунта',
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'Эл. почта',
  phone: 'Телефон',
  notSpecified: 'Не указано',
  created: 'Аккаунт создан {{day}} {{month}} {{year}} г.',
  payments: {
    title: 'Платежи',
    loading: 'Загружаем платежи',
    failed: 'Не удалось загрузить платежи. Попробуйте позже.',
    empty: 'Платежей пока нет.',
    date: 'Дата',
    product: 'Продукт',
    method: 'Способ оплаты',
    amount: 'Сумма',
    reference: 'Данные платежа',
    status: 'Статус',
    noReference: '—',
    reason: 'Причина: {{reason}}',
    methods: {
      card: 'Карта',
      payport: 'Банковская карта (PayPort)',
      crypto: 'Криптовалюта',
      p2p: 'P2P/IBAN',
      coinumm: 'Coinumm',
      revoxpay: 'Revoxpay',
    },
    topup: 'Пополнение баланса',
    money: '{{amount, currency(USD)}}',
    statuses: {
      pending: 'Ожидает оплаты',
      paid: 'Оплачен',
      failed: 'Не прошёл',
      cancelled: 'Отменён',
      rejected: 'Отклонён',
      refunded: 'Возвращён',
      expired: 'Истёк',
    },
  },
} satisfies Translation<typeof en>;
