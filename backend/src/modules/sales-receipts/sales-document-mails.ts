import type { Locale, SalesDocumentKind } from '@academy/contracts';
import { formatUsd } from '@academy/domain';
import { compose, type Message } from '../mail/index.js';

export interface SalesDocumentMailFacts {
  kind: SalesDocumentKind;
  name: string;
  number: string;
  amount: number;
  paymentsLink: string;
}

/** The mail that carries a receipt or a credit note as its PDF attachment. */
export function salesDocumentMail(locale: Locale, facts: SalesDocumentMailFacts): Message {
  const amount = formatUsd(facts.amount, locale);
  const receipt = facts.kind === 'receipt';
  switch (locale) {
    case 'en':
      return compose({
        subject: receipt
          ? `Your receipt ${facts.number} for ${amount}`
          : `Your credit note ${facts.number} for ${amount}`,
        body: [
          `Hello ${facts.name},`,
          receipt
            ? `Thank you for your payment of ${amount}. Your receipt ${facts.number} is attached.`
            : `We have refunded ${amount}. Your credit note ${facts.number} is attached.`,
          'You can download it again from your payments at any time:',
          { link: facts.paymentsLink },
        ],
      });
    case 'ru':
      return compose({
        subject: receipt
          ? `Квитанция ${facts.number} на ${amount}`
          : `Кредит-нота ${facts.number} на ${amount}`,
        body: [
          `Здравствуйте, ${facts.name}!`,
          receipt
            ? `Спасибо за оплату на ${amount}. Квитанция ${facts.number} во вложении.`
            : `Мы вернули ${amount}. Кредит-нота ${facts.number} во вложении.`,
          'Скачать её снова можно в списке ваших платежей:',
          { link: facts.paymentsLink },
        ],
      });
  }
}
