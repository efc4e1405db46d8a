import type { Locale } from '@academy/contracts';
import { compose, type Message, type Paragraphs } from '../mail/index.js';

const russianPlural = new Intl.PluralRules('ru');

const UNITS = {
  minute: { en: 'minute', ru: { one: 'минуты', few: 'минут', many: 'минут' } },
  hour: { en: 'hour', ru: { one: 'часа', few: 'часов', many: 'часов' } },
  day: { en: 'day', ru: { one: 'дня', few: 'дней', many: 'дней' } },
} as const;

/**
 * How long a mailed link stays valid, as the sentence "open this link within …" says it:
 * "30 minutes", "1 hour"; "30 минут", "24 часа", "1 дня" (the Russian noun agrees with its number).
 */
export function within(locale: Locale, count: number, unit: keyof typeof UNITS): string {
  if (locale === 'en') return `${count} ${UNITS[unit].en}${count === 1 ? '' : 's'}`;
  const forms = UNITS[unit].ru;
  const form = russianPlural.select(count);
  return `${count} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}

const GREETINGS: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  ru: (name) => `Здравствуйте, ${name}!`,
};

/**
 * One mail to a student about their account, in their language: the greeting by name, then the
 * paragraphs written for that language.
 */
export function accountMail(
  locale: Locale,
  name: string,
  texts: Record<Locale, Paragraphs>,
): Message {
  const { subject, body } = texts[locale];
  return compose({ subject, body: [GREETINGS[locale](name), ...body] });
}
