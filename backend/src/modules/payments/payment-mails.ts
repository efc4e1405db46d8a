import type { CourseTierName, Locale } from '@academy/contracts';
import { formatUsd } from '@academy/domain';
import { compose, type Message } from '../mail/index.js';

export interface PaymentMailFacts {
  name: string;
  amount: number;
  /** The payment's public id, which the student can quote to support. */
  reference: string;
  /** The course a course payment bought; null for a top-up. */
  tier: CourseTierName | null;
  dashboardLink: string;
}

const tierName = (tier: CourseTierName) => tier.charAt(0) + tier.slice(1).toLowerCase();

/** Staff confirmed a manual payment: what it paid for is now in the student's account. */
export function paymentConfirmedMail(locale: Locale, facts: PaymentMailFacts): Message {
  const amount = formatUsd(facts.amount, locale);
  switch (locale) {
    case 'en':
      return compose({
        subject: `Your payment of ${amount} is confirmed`,
        body: [
          `Hello ${facts.name},`,
          `We have received your payment of ${amount} (reference ${facts.reference}).`,
          facts.tier
            ? `Your ${tierName(facts.tier)} course is now active.`
            : `${amount} has been added to your balance.`,
          'Open your dashboard:',
          { link: facts.dashboardLink },
        ],
      });
    case 'ru':
      return compose({
        subject: `Платёж на ${amount} подтверждён`,
        body: [
          `Здравствуйте, ${facts.name}!`,
          `Мы получили ваш платёж на ${amount} (номер ${facts.reference}).`,
          facts.tier
            ? `Курс ${tierName(facts.tier)} уже открыт.`
            : `На ваш баланс зачислено ${amount}.`,
          'Перейти в личный кабинет:',
          { link: facts.dashboardLink },
        ],
      });
  }
}

/** Staff rejected a manual payment: why, and that nothing was charged to the account. */
export function paymentRejectedMail(
  locale: Locale,
  facts: PaymentMailFacts & { reason: string },
): Message {
  const amount = formatUsd(facts.amount, locale);
  switch (locale) {
    case 'en':
      return compose({
        subject: `Your payment of ${amount} was not accepted`,
        body: [
          `Hello ${facts.name},`,
          `We could not confirm your payment of ${amount} (reference ${facts.reference}).`,
          `Reason: ${facts.reason}`,
          'If you think this is a mistake, reply to this e-mail with the reference above. You can also pay again from your dashboard:',
          { link: facts.dashboardLink },
        ],
      });
    case 'ru':
      return compose({
        subject: `Платёж на ${amount} не принят`,
        body: [
          `Здравствуйте, ${facts.name}!`,
          `Нам не удалось подтвердить ваш платёж на ${amount} (номер ${facts.reference}).`,
          `Причина: ${facts.reason}`,
          'Если вы считаете, что это ошибка, ответьте на это письмо, указав номер платежа. Оплатить заново можно в личном кабинете:',
          { link: facts.dashboardLink },
        ],
      });
  }
}
