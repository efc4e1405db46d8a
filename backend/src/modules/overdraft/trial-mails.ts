import { OVERDRAFT_TRIAL, type Locale } from '@academy/contracts';
import { documentDate } from '../../common/dates/document-date.js';
import type { Mail } from '../mail/index.js';

export type TrialMailKind = 'reminder' | 'ended';

export interface TrialMailRecipient {
  email: string;
  username: string;
  locale: Locale;
  /** The time zone of the device the student last signed in on, UTC when none said. */
  timeZone: string;
  endsAt: Date;
}

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: (when: string) => string;
  action: string;
  signature: string;
}

const deposit = (locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(OVERDRAFT_TRIAL.deposit);

const WORDING: Record<Locale, Record<TrialMailKind, Wording>> = {
  en: {
    reminder: {
      subject: `Your ${deposit('en')} trial ends tomorrow`,
      greeting: (name) => `Hello ${name},`,
      body: (when) =>
        `Your ${deposit('en')} trading trial ends on ${when}. Then the trial deposit is taken back from your balance.`,
      action: 'To keep learning and trading, activate a course:',
      signature: 'Trading Academy',
    },
    ended: {
      subject: `Your ${deposit('en')} trial has ended`,
      greeting: (name) => `Hello ${name},`,
      body: (when) =>
        `Your ${deposit('en')} trading trial ended on ${when}, and the trial deposit is taken back from your balance.`,
      action: 'Activate a course to keep learning and trading:',
      signature: 'Trading Academy',
    },
  },
  ru: {
    reminder: {
      subject: `Пробный период с депозитом ${deposit('ru')} закончится завтра`,
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: (when) =>
        `Ваш пробный период с торговым депозитом ${deposit('ru')} закончится ${when}. После этого депозит спишется с баланса.`,
      action: 'Чтобы продолжить учиться и торговать, активируйте курс:',
      signature: 'Trading Academy',
    },
    ended: {
      subject: `Пробный период с депозитом ${deposit('ru')} закончился`,
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: (when) =>
        `Ваш пробный период с торговым депозитом ${deposit('ru')} закончился ${when}, депозит списывается с баланса.`,
      action: 'Чтобы и дальше учиться и торговать, активируйте курс:',
      signature: 'Trading Academy',
    },
  },
};

/** The "ends tomorrow" or "has ended" mail, in the student's language. */
export function trialMail(
  kind: TrialMailKind,
  recipient: TrialMailRecipient,
  activateUrl: string,
): Mail {
  const wording = WORDING[recipient.locale][kind];
  const paragraphs = [
    wording.greeting(recipient.username),
    wording.body(documentDate(recipient.endsAt, recipient.locale, recipient.timeZone)),
  ];
  return {
    to: recipient.email,
    subject: wording.subject,
    text: `${paragraphs.join('\n\n')}\n\n${wording.action}\n${activateUrl}\n\n${wording.signature}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${escapeHtml(wording.action)}<br><a href="${escapeHtml(activateUrl)}">${escapeHtml(activateUrl)}</a></p>` +
      `<p>${escapeHtml(wording.signature)}</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
