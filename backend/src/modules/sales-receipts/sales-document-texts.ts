import type { Locale, PaymentMethod, SalesDocumentKind } from '@academy/contracts';

/** Every word a sales receipt or credit note prints, in each language the students use. */
export interface SalesDocumentTexts {
  title: Record<SalesDocumentKind, string>;
  number: string;
  issued: string;
  seller: string;
  legalName: string;
  address: string;
  taxId: string;
  supportEmail: string;
  notSet: string;
  buyer: string;
  item: string;
  course: (tier: string) => string;
  topup: string;
  amountPaid: string;
  amountRefunded: string;
  listPrice: string;
  promoCode: string;
  discount: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  providerReference: string;
  paymentId: string;
  paidAt: string;
  refundedAt: string;
  refersTo: string;
  noReceipt: string;
  reason: string;
  timeZoneNote: (timeZone: string) => string;
}

const EN: SalesDocumentTexts = {
  title: { receipt: 'Sales receipt', credit_note: 'Credit note' },
  number: 'Number',
  issued: 'Issued',
  seller: 'Seller',
  legalName: 'Legal name',
  address: 'Address',
  taxId: 'Tax ID',
  supportEmail: 'Support',
  notSet: 'not set',
  buyer: 'Customer',
  item: 'Item',
  course: (tier) => `${tier} course`,
  topup: 'Balance top-up',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  listPrice: 'List price',
  promoCode: 'Promo code',
  discount: 'Discount',
  method: 'Payment method',
  methods: {
    card: 'Card',
    payport: 'Credit card (PayPort)',
    crypto: 'Cryptocurrency',
    p2p: 'Bank transfer (P2P)',
    coinumm: 'Coinumm',
    revoxpay: 'RevoxPay',
  },
  providerReference: 'Payment reference',
  paymentId: 'Payment ID',
  paidAt: 'Paid',
  refundedAt: 'Refunded',
  refersTo: 'Refers to receipt',
  noReceipt: 'none (paid before receipts were issued)',
  reason: 'Reason',
  timeZoneNote: (timeZone) => `Times are in the ${timeZone} time zone.`,
};

const RU: SalesDocumentTexts = {
  title: { receipt: 'Квитанция об оплате', credit_note: 'Кредит-нота' },
  number: 'Номер',
  issued: 'Дата выдачи',
  seller: 'Продавец',
  legalName: 'Наименование',
  address: 'Адрес',
  taxId: 'ИНН',
  supportEmail: 'Поддержка',
  notSet: 'не указано',
  buyer: 'Покупатель',
  item: 'Товар',
  course: (tier) => `Курс ${tier}`,
  topup: 'Пополнение баланса',
  amountPaid: 'Оплачено',
  amountRefunded: 'Возвращено',
  listPrice: 'Цена без скидки',
  promoCode: 'Промокод',
  discount: 'Скидка',
  method: 'Способ оплаты',
  methods: {
    card: 'Банковская карта',
    payport: 'Кредитная карта (PayPort)',
    crypto: 'Криптовалюта',
    p2p: 'Банковский перевод (P2P)',
    coinumm: 'Coinumm',
    revoxpay: 'RevoxPay',
  },
  providerReference: 'Номер платежа у платёжной системы',
  paymentId: 'Идентификатор платежа',
  paidAt: 'Дата оплаты',
  refundedAt: 'Дата возврата',
  refersTo: 'К квитанции',
  noReceipt: 'нет (оплачено до выдачи квитанций)',
  reason: 'Причина',
  timeZoneNote: (timeZone) => `Время указано по часовому поясу ${timeZone}.`,
};

export function salesDocumentTexts(locale: Locale): SalesDocumentTexts {
  switch (locale) {
    case 'en':
      return EN;
    case 'ru':
      return RU;
  }
}
