import type { Locale } from '@academy/contracts';
import { formatUsd } from '@academy/domain';
import { compose, type Message } from '../../mail/index.js';

export interface RefundMailFacts {
  name: string;
  amount: number;
  /** The payment's public id, which the student can quote to support. */
  reference: string;
  /** BTCPay's page where the student gives the address the coins go back to. */
  refundLink: string;
}

/** Staff refunded a crypto payment: the student claims the coins on BTCPay's refund page. */
export function cryptoRefundMail(locale: Locale, facts: RefundMailFacts): Message {
  const amount = formatUsd(facts.amount, locale);
  switch (locale) {
    case 'en':
      return compose({
        subject: `Your crypto payment of ${amount} is being refunded`,
        body: [
          `Hello ${facts.name},`,
          `We are refunding your crypto payment of ${amount} (reference ${facts.reference}).`,
          'Open this page and enter the wallet address the coins should be sent back to:',
          { link: facts.refundLink },
          'The refund is sent in the coin you paid with, at the rate of your payment.',
        ],
      });
    case 'ru':
      return compose({
        subject: `Возврат криптоплатежа на ${amount}`,
        body: [
          `Здравствуйте, ${facts.name}!`,
          `Мы возвращаем ваш криптоплатёж на ${amount} (номер ${facts.reference}).`,
          'Откройте эту страницу и укажите адрес кошелька, на который вернуть монеты:',
          { link: facts.refundLink },
          'Возврат придёт в той же монете, по курсу на момент вашей оплаты.',
        ],
      });
  }
}
